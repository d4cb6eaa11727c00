-- bookings.paid_amount = payments − returns of the booking, kept by the database itself so no code
-- path that writes a payment can leave it stale.
CREATE FUNCTION "bookings_refresh_paid"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "bookings" b SET "paid_amount" = coalesce((
    SELECT sum(CASE WHEN p."payment_type" = 'return' THEN -p."value" ELSE p."value" END)
    FROM "payments" p WHERE p."booking_id" = b."id"), 0)
  WHERE b."id" IN (
    SELECT (CASE WHEN TG_OP = 'DELETE' THEN OLD."booking_id" ELSE NEW."booking_id" END)
    UNION SELECT (CASE WHEN TG_OP = 'UPDATE' THEN OLD."booking_id" END));
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "payments_refresh_paid" AFTER INSERT OR UPDATE OR DELETE ON "payments"
  FOR EACH ROW EXECUTE FUNCTION "bookings_refresh_paid"();
--> statement-breakpoint
UPDATE "bookings" b SET "paid_amount" = coalesce((
  SELECT sum(CASE WHEN p."payment_type" = 'return' THEN -p."value" ELSE p."value" END)
  FROM "payments" p WHERE p."booking_id" = b."id"), 0);
