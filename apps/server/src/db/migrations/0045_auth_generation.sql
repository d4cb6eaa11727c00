-- Issue 25: a change to what a session is made of (migration 0037's tables) must hold on every
-- instance for the very next request, not once the 'pms_auth_touch' announcement arrives. One row
-- counts those changes: it moves in the changing transaction, so a request that reads it after the
-- commit sees the new count and reads its session again instead of serving the kept one
-- (http/session-cache.ts).
--
-- The count moves at commit (a deferred constraint trigger), once per transaction (the xid guard):
-- taking its row lock last means a transaction holding it waits for nothing else, so two staff changes
-- at once (a switch-off and a role change locking the same memberships) cannot deadlock on it.
CREATE TABLE "auth_generation" (
  "id" boolean PRIMARY KEY DEFAULT true CHECK ("id"),
  "n" bigint NOT NULL DEFAULT 0,
  "moved_by" xid8
);
--> statement-breakpoint
INSERT INTO "auth_generation" DEFAULT VALUES;
--> statement-breakpoint
CREATE FUNCTION "auth_generation_move"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "auth_generation" SET "n" = "n" + 1, "moved_by" = pg_current_xact_id()
    WHERE "moved_by" IS DISTINCT FROM pg_current_xact_id();
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "sessions_auth_generation" AFTER UPDATE OR DELETE ON "sessions"
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "auth_generation_move"();
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "employees_auth_generation" AFTER UPDATE OR DELETE ON "employees"
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "auth_generation_move"();
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "company_employees_auth_generation" AFTER INSERT OR UPDATE OR DELETE ON "company_employees"
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "auth_generation_move"();
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "companies_auth_generation" AFTER UPDATE OR DELETE ON "companies"
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "auth_generation_move"();
--> statement-breakpoint
-- A constraint trigger cannot fire on TRUNCATE (tests and tools only): the count moves at once.
CREATE TRIGGER "sessions_auth_generation_truncate" AFTER TRUNCATE ON "sessions"
  FOR EACH STATEMENT EXECUTE FUNCTION "auth_generation_move"();
--> statement-breakpoint
CREATE TRIGGER "employees_auth_generation_truncate" AFTER TRUNCATE ON "employees"
  FOR EACH STATEMENT EXECUTE FUNCTION "auth_generation_move"();
--> statement-breakpoint
CREATE TRIGGER "company_employees_auth_generation_truncate" AFTER TRUNCATE ON "company_employees"
  FOR EACH STATEMENT EXECUTE FUNCTION "auth_generation_move"();
--> statement-breakpoint
CREATE TRIGGER "companies_auth_generation_truncate" AFTER TRUNCATE ON "companies"
  FOR EACH STATEMENT EXECUTE FUNCTION "auth_generation_move"();
