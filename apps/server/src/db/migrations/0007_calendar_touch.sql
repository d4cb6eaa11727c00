-- Every change to what the calendar shows (the catalogue tree, bookings and their first client, clients,
-- sales channels, repairs, blocks, the property's time zone) announces the company on
-- 'pms_calendar_touch' when it commits. Server instances keep the last calendar answers per company and
-- drop them on this signal; doing it here means no code path (a use case, the sweeper, a hand-run
-- UPDATE) can change the calendar without the cached answers going stale. pg_notify collapses repeats
-- of one payload within a transaction, so a bulk change sends one message per company.
CREATE FUNCTION "calendar_touch"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  company integer;
BEGIN
  IF TG_TABLE_NAME = 'companies' THEN
    company := CASE WHEN TG_OP = 'DELETE' THEN OLD."id" ELSE NEW."id" END;
  ELSIF TG_TABLE_NAME = 'booking_clients' THEN
    SELECT b."company_id" INTO company FROM "bookings" b
      WHERE b."id" = CASE WHEN TG_OP = 'DELETE' THEN OLD."booking_id" ELSE NEW."booking_id" END;
  ELSE
    company := CASE WHEN TG_OP = 'DELETE' THEN OLD."company_id" ELSE NEW."company_id" END;
  END IF;
  IF company IS NOT NULL THEN
    PERFORM pg_notify('pms_calendar_touch', company::text);
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "companies_calendar_touch" AFTER INSERT OR UPDATE OR DELETE ON "companies"
  FOR EACH ROW EXECUTE FUNCTION "calendar_touch"();
--> statement-breakpoint
CREATE TRIGGER "categories_calendar_touch" AFTER INSERT OR UPDATE OR DELETE ON "categories"
  FOR EACH ROW EXECUTE FUNCTION "calendar_touch"();
--> statement-breakpoint
CREATE TRIGGER "rooms_calendar_touch" AFTER INSERT OR UPDATE OR DELETE ON "rooms"
  FOR EACH ROW EXECUTE FUNCTION "calendar_touch"();
--> statement-breakpoint
CREATE TRIGGER "beds_calendar_touch" AFTER INSERT OR UPDATE OR DELETE ON "beds"
  FOR EACH ROW EXECUTE FUNCTION "calendar_touch"();
--> statement-breakpoint
CREATE TRIGGER "sales_channels_calendar_touch" AFTER INSERT OR UPDATE OR DELETE ON "sales_channels"
  FOR EACH ROW EXECUTE FUNCTION "calendar_touch"();
--> statement-breakpoint
CREATE TRIGGER "clients_calendar_touch" AFTER INSERT OR UPDATE OR DELETE ON "clients"
  FOR EACH ROW EXECUTE FUNCTION "calendar_touch"();
--> statement-breakpoint
CREATE TRIGGER "bookings_calendar_touch" AFTER INSERT OR UPDATE OR DELETE ON "bookings"
  FOR EACH ROW EXECUTE FUNCTION "calendar_touch"();
--> statement-breakpoint
CREATE TRIGGER "booking_clients_calendar_touch" AFTER INSERT OR UPDATE OR DELETE ON "booking_clients"
  FOR EACH ROW EXECUTE FUNCTION "calendar_touch"();
--> statement-breakpoint
CREATE TRIGGER "repairs_calendar_touch" AFTER INSERT OR UPDATE OR DELETE ON "repairs"
  FOR EACH ROW EXECUTE FUNCTION "calendar_touch"();
--> statement-breakpoint
CREATE TRIGGER "blocks_calendar_touch" AFTER INSERT OR UPDATE OR DELETE ON "blocks"
  FOR EACH ROW EXECUTE FUNCTION "calendar_touch"();
