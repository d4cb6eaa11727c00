-- Issue 29, item 13. Switching a room off rewrote the past: the occupancy report counted today's active
-- rooms as for sale on every date, so last week's rooms for sale fell when a room was switched off today,
-- and a room created mid-period counted for the whole period. A room's periods of sale are now kept as
-- they happen: for sale from its creation while active, in the category it was in. `since` null means
-- 'since the room was created' (rooms.created_at, read at report time); `until` null means 'still'. The
-- trigger keeps them on every write path: creating a room, switching it off or on, moving it to another
-- category.
CREATE TABLE "room_sale_periods" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY,
	"company_id" integer NOT NULL REFERENCES "companies"("id") ON DELETE CASCADE,
	"room_id" integer NOT NULL REFERENCES "rooms"("id") ON DELETE CASCADE,
	"category_id" integer NOT NULL REFERENCES "categories"("id") ON DELETE CASCADE,
	"since" timestamp with time zone,
	"until" timestamp with time zone
);
--> statement-breakpoint
CREATE INDEX "room_sale_periods_company" ON "room_sale_periods" USING btree ("company_id");
--> statement-breakpoint
CREATE UNIQUE INDEX "room_sale_periods_one_open" ON "room_sale_periods" USING btree ("room_id") WHERE "until" IS NULL;
--> statement-breakpoint
CREATE FUNCTION "rooms_sale_periods"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'UPDATE' THEN
    IF OLD."is_active" IS NOT DISTINCT FROM NEW."is_active" AND OLD."category_id" IS NOT DISTINCT FROM NEW."category_id" THEN
      RETURN NULL;
    END IF;
    UPDATE "room_sale_periods" SET "until" = now() WHERE "room_id" = NEW."id" AND "until" IS NULL;
  END IF;
  IF NEW."is_active" THEN
    INSERT INTO "room_sale_periods" ("company_id", "room_id", "category_id", "since")
    VALUES (NEW."company_id", NEW."id", NEW."category_id", CASE WHEN TG_OP = 'INSERT' THEN NULL ELSE now() END);
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "rooms_sale_periods" AFTER INSERT OR UPDATE OF "is_active", "category_id" ON "rooms"
  FOR EACH ROW EXECUTE FUNCTION "rooms_sale_periods"();
--> statement-breakpoint
-- Rooms active now were for sale since they were created; when an inactive room was switched off is not
-- known, so it stays out of the past as before.
INSERT INTO "room_sale_periods" ("company_id", "room_id", "category_id")
SELECT "company_id", "id", "category_id" FROM "rooms" WHERE "is_active";
