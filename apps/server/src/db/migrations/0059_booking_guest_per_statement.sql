-- The booking's kept main guest (0008, 0028) was refreshed by a row-level trigger: a statement linking
-- three guests to a booking rewrote it three times, a change of position twice a row, and every rewrite
-- fired the booking's own triggers (version, audit, calendar). The demo seed links thousands of guests
-- in batches, so that was about 3 s of a cold start's CPU. Now one trigger per event, at the end of the
-- statement, reads the links it touched from its transition tables and refreshes each booking they name
-- (and, through bookings_refresh_guest, its group's rooms) once. What it guarantees is unchanged: after
-- any statement on booking_clients, every booking it touched shows its main guest as the links now say.
-- (A trigger with transition tables may have one event only, hence three.)
DROP TRIGGER "booking_clients_refresh_guest" ON "booking_clients";--> statement-breakpoint
CREATE OR REPLACE FUNCTION "booking_clients_refresh_guest"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  -- Each branch names only the transition tables its event's trigger declares.
  IF TG_OP = 'INSERT' THEN
    PERFORM "bookings_refresh_guest"(ARRAY(SELECT DISTINCT "booking_id" FROM "added_links"));
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM "bookings_refresh_guest"(ARRAY(SELECT DISTINCT "booking_id" FROM "removed_links"));
  ELSE
    PERFORM "bookings_refresh_guest"(ARRAY(
      SELECT "booking_id" FROM "removed_links" UNION SELECT "booking_id" FROM "added_links"));
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "booking_clients_refresh_guest_added" AFTER INSERT ON "booking_clients"
  REFERENCING NEW TABLE AS "added_links"
  FOR EACH STATEMENT EXECUTE FUNCTION "booking_clients_refresh_guest"();
--> statement-breakpoint
CREATE TRIGGER "booking_clients_refresh_guest_changed" AFTER UPDATE ON "booking_clients"
  REFERENCING OLD TABLE AS "removed_links" NEW TABLE AS "added_links"
  FOR EACH STATEMENT EXECUTE FUNCTION "booking_clients_refresh_guest"();
--> statement-breakpoint
CREATE TRIGGER "booking_clients_refresh_guest_removed" AFTER DELETE ON "booking_clients"
  REFERENCING OLD TABLE AS "removed_links"
  FOR EACH STATEMENT EXECUTE FUNCTION "booking_clients_refresh_guest"();
