ALTER TABLE "bookings" ADD COLUMN "updated_by" integer;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_updated_by_employees_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."employees"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
-- Who last changed a booking, for the open editor's 'Бронь изменил … — обновить?': the version trigger
-- (0010) also records the transaction's actor (app.actor_id, set by every write), whatever code path
-- writes. The system ('system': the sweeper) or a write that names no actor records nobody.
CREATE OR REPLACE FUNCTION "bookings_bump_version"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  actor text := current_setting('app.actor_id', true);
BEGIN
  IF to_jsonb(NEW) - ARRAY['paid_amount', 'guest_name', 'guest_phone', 'version', 'updated_by']
     IS DISTINCT FROM to_jsonb(OLD) - ARRAY['paid_amount', 'guest_name', 'guest_phone', 'version', 'updated_by'] THEN
    NEW."version" := OLD."version" + 1;
    NEW."updated_by" := CASE WHEN actor ~ '^[1-9][0-9]*$' THEN actor::integer END;
  END IF;
  RETURN NEW;
END $$;
