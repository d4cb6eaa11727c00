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
DO $$
DECLARE
  t text;
BEGIN
  FOREACH t IN ARRAY ARRAY['companies', 'categories', 'rooms', 'beds', 'sales_channels', 'clients', 'bookings',
                           'booking_clients', 'repairs', 'blocks'] LOOP
    EXECUTE format('CREATE TRIGGER %I AFTER INSERT OR UPDATE OR DELETE ON %I FOR EACH ROW EXECUTE FUNCTION "calendar_touch"()',
                   t || '_calendar_touch', t);
  END LOOP;
END $$;
