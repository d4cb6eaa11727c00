-- A client shows on the calendar only through a booking's guest link (booking_clients, which touches on
-- its own): a new client is on no booking yet, and a client on a booking cannot be deleted (the link
-- restricts it). Only an update can change what the calendar shows. Touching on insert sent a
-- notification with every leisure sale's new client, and a transaction that notifies takes the
-- database's notification lock at commit, queueing every selling commit behind it.
DROP TRIGGER "clients_calendar_touch" ON "clients";
--> statement-breakpoint
CREATE TRIGGER "clients_calendar_touch" AFTER UPDATE ON "clients"
  FOR EACH ROW EXECUTE FUNCTION "calendar_touch"();
