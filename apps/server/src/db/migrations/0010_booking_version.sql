ALTER TABLE "bookings" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
-- Every change to a booking raises its version, whatever code path writes it (editor, status buttons,
-- moves, the sweeper), so a save that names the version it loaded can tell a colleague's change apart.
-- The columns the database keeps itself (paid_amount from payments, 0004; the guest label, 0008) do not
-- count: a payment changes nothing the editor saves, and an open editor must not be refused for it.
CREATE FUNCTION "bookings_bump_version"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF to_jsonb(NEW) - ARRAY['paid_amount', 'guest_name', 'guest_phone', 'version']
     IS DISTINCT FROM to_jsonb(OLD) - ARRAY['paid_amount', 'guest_name', 'guest_phone', 'version'] THEN
    NEW."version" := OLD."version" + 1;
  END IF;
  RETURN NEW;
END $$;
--> statement-breakpoint
CREATE TRIGGER "bookings_bump_version" BEFORE UPDATE ON "bookings"
  FOR EACH ROW EXECUTE FUNCTION "bookings_bump_version"();
