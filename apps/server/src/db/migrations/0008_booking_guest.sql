-- The calendar labels every bar with its main guest. Reading 'Фамилия Имя' and the phone through
-- booking_clients and clients cost two index lookups per bar (≈ 8 ms of a 60-day window at 500 rooms,
-- 4,400 bars), so the booking keeps them itself, maintained here like paid_amount (0004): no code path
-- that links a guest or renames a client can leave them stale.
ALTER TABLE "bookings" ADD COLUMN "guest_name" text;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "guest_phone" text;--> statement-breakpoint
CREATE INDEX "booking_clients_client" ON "booking_clients" USING btree ("client_id");--> statement-breakpoint
CREATE FUNCTION "bookings_refresh_guest"(ids integer[]) RETURNS void LANGUAGE sql AS $$
  UPDATE "bookings" b SET ("guest_name", "guest_phone") = (
    SELECT nullif(trim(concat_ws(' ', c."last_name", c."first_name")), ''), c."phone_number"
    FROM "booking_clients" bc JOIN "clients" c ON c."id" = bc."client_id"
    WHERE bc."booking_id" = b."id" AND bc."position" = 0
    ORDER BY bc."client_id" LIMIT 1)
  WHERE b."id" = ANY(ids)
$$;
--> statement-breakpoint
CREATE FUNCTION "booking_clients_refresh_guest"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') THEN PERFORM "bookings_refresh_guest"(ARRAY[OLD."booking_id"]); END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN PERFORM "bookings_refresh_guest"(ARRAY[NEW."booking_id"]); END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "booking_clients_refresh_guest" AFTER INSERT OR UPDATE OR DELETE ON "booking_clients"
  FOR EACH ROW EXECUTE FUNCTION "booking_clients_refresh_guest"();
--> statement-breakpoint
CREATE FUNCTION "clients_refresh_guest"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM "bookings_refresh_guest"(ARRAY(
    SELECT bc."booking_id" FROM "booking_clients" bc WHERE bc."client_id" = NEW."id" AND bc."position" = 0));
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "clients_refresh_guest" AFTER UPDATE OF "last_name", "first_name", "phone_number" ON "clients"
  FOR EACH ROW EXECUTE FUNCTION "clients_refresh_guest"();
--> statement-breakpoint
SELECT "bookings_refresh_guest"(ARRAY(SELECT DISTINCT "booking_id" FROM "booking_clients" WHERE "position" = 0));
