-- The bookings list 'Брони' (issue 13) searches the main guest's name and phone (stored lower-cased,
-- the phone without its punctuation, schema.ts) through a trigram index, and filters and orders by
-- arrival (bookings_company_period), departure, status and creation.
ALTER TABLE "bookings" ADD COLUMN "search_text" text GENERATED ALWAYS AS (lower(coalesce("guest_name", '') || ' ' || translate(coalesce("guest_phone", ''), ' +-()', ''))) STORED NOT NULL;--> statement-breakpoint
CREATE INDEX "bookings_company_check_out" ON "bookings" USING btree ("company_id","check_out");--> statement-breakpoint
CREATE INDEX "bookings_company_status" ON "bookings" USING btree ("company_id","status");--> statement-breakpoint
CREATE INDEX "bookings_company_created" ON "bookings" USING btree ("company_id","created_at");--> statement-breakpoint
CREATE INDEX "bookings_search" ON "bookings" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
-- A BEFORE trigger sees a generated column of NEW as null (it is computed after), so the version trigger
-- (0012) would take every update for a change and raise the version on a payment. The search text is
-- the guest label's, which the trigger already leaves out.
CREATE OR REPLACE FUNCTION "bookings_bump_version"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  actor text := current_setting('app.actor_id', true);
BEGIN
  IF to_jsonb(NEW) - ARRAY['paid_amount', 'guest_name', 'guest_phone', 'search_text', 'version', 'updated_by']
     IS DISTINCT FROM to_jsonb(OLD) - ARRAY['paid_amount', 'guest_name', 'guest_phone', 'search_text', 'version', 'updated_by'] THEN
    NEW."version" := OLD."version" + 1;
    NEW."updated_by" := CASE WHEN actor ~ '^[1-9][0-9]*$' THEN actor::integer END;
  END IF;
  RETURN NEW;
END $$;
