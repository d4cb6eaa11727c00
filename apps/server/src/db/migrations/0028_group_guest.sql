-- A group's rooms other than its parent had no guest label: the group's guests are linked to the
-- parent only, so the list ('Брони') and the calendar's bars of those rooms showed no name. A booking
-- with no guests of its own now takes its group parent's main guest, and refreshing a parent refreshes
-- its rooms too.
CREATE OR REPLACE FUNCTION "bookings_refresh_guest"(ids integer[]) RETURNS void LANGUAGE sql AS $$
  UPDATE "bookings" b SET ("guest_name", "guest_phone") = (
    SELECT nullif(trim(concat_ws(' ', c."last_name", c."first_name")), ''), c."phone_number"
    FROM "booking_clients" bc JOIN "clients" c ON c."id" = bc."client_id"
    WHERE bc."booking_id" IN (b."id", b."group_parent") AND bc."position" = 0
    ORDER BY bc."booking_id" = b."id" DESC, bc."client_id" LIMIT 1)
  WHERE b."id" = ANY(ids) OR b."group_parent" = ANY(ids)
$$;
--> statement-breakpoint
SELECT "bookings_refresh_guest"(ARRAY(SELECT DISTINCT "group_parent" FROM "bookings" WHERE "group_parent" IS NOT NULL));
