-- A company's history outlives it (issue 25). A company that has had a booking, an order, a payment, a
-- document, a mail or a journal entry about its business is archived, never deleted: it keeps its rows,
-- and nobody works in it any more (db/membership.ts). Only an empty company is deleted. The database
-- enforces the rule whatever deletes: a trigger refuses to delete a company with history, and the tables
-- of that history no longer cascade from companies (RESTRICT), so a row committed while the delete waits
-- still stops it. The journal keeps every record: it no longer references companies, so a deleted
-- company's records (its creation, its settings, its staff, its deletion) stay.
ALTER TABLE "companies" ADD COLUMN "archived_at" timestamp with time zone;
--> statement-breakpoint
ALTER TABLE "audit_log" DROP CONSTRAINT "audit_log_company_id_companies_id_fk";
--> statement-breakpoint
ALTER TABLE "bookings" DROP CONSTRAINT "bookings_company_id_companies_id_fk";
--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE restrict ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "payments" DROP CONSTRAINT "payments_company_id_companies_id_fk";
--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE restrict ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "leisure_orders" DROP CONSTRAINT "leisure_orders_company_id_companies_id_fk";
--> statement-breakpoint
ALTER TABLE "leisure_orders" ADD CONSTRAINT "leisure_orders_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE restrict ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "issued_documents" DROP CONSTRAINT "issued_documents_company_id_companies_id_fk";
--> statement-breakpoint
ALTER TABLE "issued_documents" ADD CONSTRAINT "issued_documents_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE restrict ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "mail_messages" DROP CONSTRAINT "mail_messages_company_id_companies_id_fk";
--> statement-breakpoint
ALTER TABLE "mail_messages" ADD CONSTRAINT "mail_messages_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE restrict ON UPDATE no action;
--> statement-breakpoint
-- History: the rows above, or a journal record of anything but the company's own settings and staff
-- (creating a company writes its 'create' and its owner's 'employee_add'; renaming it is no history).
CREATE FUNCTION "company_has_history"(company integer) RETURNS boolean LANGUAGE sql STABLE AS $$
  SELECT EXISTS (SELECT 1 FROM "bookings" WHERE "company_id" = company)
      OR EXISTS (SELECT 1 FROM "leisure_orders" WHERE "company_id" = company)
      OR EXISTS (SELECT 1 FROM "payments" WHERE "company_id" = company)
      OR EXISTS (SELECT 1 FROM "issued_documents" WHERE "company_id" = company)
      OR EXISTS (SELECT 1 FROM "mail_messages" WHERE "company_id" = company)
      OR EXISTS (SELECT 1 FROM "audit_log" WHERE "company_id" = company AND "entity" NOT IN ('company', 'employee'))
$$;
--> statement-breakpoint
-- Deleting: refused with history; otherwise recorded before the row goes (the account's journal: the
-- record names the company by id and name, and outlives it).
CREATE FUNCTION "company_delete_guard"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF "company_has_history"(OLD."id") THEN
    RAISE EXCEPTION 'Компанию с историей нельзя удалить: её можно только архивировать'
      USING ERRCODE = 'restrict_violation';
  END IF;
  PERFORM "audit_write"(OLD."id", 'company', OLD."id", NULL, 'delete', '{}'::jsonb,
    jsonb_build_object('name', OLD."name"));
  RETURN OLD;
END $$;
--> statement-breakpoint
CREATE TRIGGER "company_delete_guard" BEFORE DELETE ON "companies"
  FOR EACH ROW EXECUTE FUNCTION "company_delete_guard"();
--> statement-breakpoint
-- Archiving is one step, for good: recorded as 'archive' (not as a settings change), and never undone
-- or touched again by SQL either.
CREATE FUNCTION "company_archive_guard"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF OLD."archived_at" IS NOT NULL THEN
    RAISE EXCEPTION 'Компания в архиве: её нельзя изменить' USING ERRCODE = 'restrict_violation';
  END IF;
  IF NEW."archived_at" IS NOT NULL THEN
    PERFORM "audit_write"(NEW."id", 'company', NEW."id", NULL, 'archive', '{}'::jsonb,
      jsonb_build_object('name', NEW."name"));
  END IF;
  RETURN NEW;
END $$;
--> statement-breakpoint
CREATE TRIGGER "company_archive_guard" BEFORE UPDATE ON "companies"
  FOR EACH ROW EXECUTE FUNCTION "company_archive_guard"();
--> statement-breakpoint
-- The generic settings record (migration 0034) leaves the archiving to the trigger above.
DROP TRIGGER "audit_companies_insert" ON "companies";
--> statement-breakpoint
DROP TRIGGER "audit_companies_update" ON "companies";
--> statement-breakpoint
DROP TRIGGER "audit_companies_delete" ON "companies";
--> statement-breakpoint
SELECT "audit_attach"('companies', 'company', '{"company": "id", "skip": ["sftp_secret", "archived_at"]}');
--> statement-breakpoint
-- With no foreign key, no deletion of a company removes journal records any more: the one exception the
-- append-only rule made for it (migration 0033) goes, and the journal is never changed or deleted.
CREATE OR REPLACE FUNCTION "audit_log_append_only"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'UPDATE' AND NEW."employee_id" IS NULL AND OLD."employee_id" IS NOT NULL
     AND to_jsonb(NEW) - 'employee_id' = to_jsonb(OLD) - 'employee_id'
     AND NOT EXISTS (SELECT 1 FROM "employees" WHERE "id" = OLD."employee_id") THEN
    RETURN NEW;
  END IF;
  RAISE EXCEPTION 'Журнал действий нельзя изменить или удалить' USING ERRCODE = 'insufficient_privilege';
END $$;
