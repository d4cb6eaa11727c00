-- The occupancy report summed a night's accommodation by joining every revenue line of the period
-- (78,000 at 500 rooms over a year) to its booking for the category and the status: about a third of
-- its time (bench/README.md, reports.ts). The lines now carry both, kept by triggers so that no write
-- path can leave them stale: filled on insert from the booking, and rewritten when a booking's status
-- or category changes. `counted` is "the booking's status is a real one" (domain realStatuses; the
-- migration test checks the list below against it).
ALTER TABLE "booking_revenue" ADD COLUMN "category_id" integer;--> statement-breakpoint
ALTER TABLE "booking_revenue" ADD COLUMN "counted" boolean;--> statement-breakpoint
CREATE FUNCTION "booking_is_counted"(status text) RETURNS boolean LANGUAGE sql IMMUTABLE AS $$
  SELECT status IN ('reserved', 'booked', 'check_in', 'check_out')
$$;
--> statement-breakpoint
UPDATE "booking_revenue" br SET "category_id" = b."category_id", "counted" = "booking_is_counted"(b."status")
FROM "bookings" b WHERE b."id" = br."booking_id";--> statement-breakpoint
ALTER TABLE "booking_revenue" ALTER COLUMN "category_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "booking_revenue" ALTER COLUMN "counted" SET NOT NULL;--> statement-breakpoint
CREATE FUNCTION "booking_revenue_fill"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  SELECT b."category_id", "booking_is_counted"(b."status") INTO NEW."category_id", NEW."counted"
  FROM "bookings" b WHERE b."id" = NEW."booking_id";
  RETURN NEW;
END $$;
--> statement-breakpoint
CREATE TRIGGER "booking_revenue_fill" BEFORE INSERT ON "booking_revenue"
  FOR EACH ROW EXECUTE FUNCTION "booking_revenue_fill"();
--> statement-breakpoint
CREATE FUNCTION "bookings_refresh_revenue"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "booking_revenue" SET "category_id" = NEW."category_id", "counted" = "booking_is_counted"(NEW."status")
  WHERE "booking_id" = NEW."id"
    AND ("category_id" IS DISTINCT FROM NEW."category_id" OR "counted" IS DISTINCT FROM "booking_is_counted"(NEW."status"));
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "bookings_refresh_revenue" AFTER UPDATE OF "status", "category_id" ON "bookings"
  FOR EACH ROW WHEN (OLD."status" IS DISTINCT FROM NEW."status" OR OLD."category_id" IS DISTINCT FROM NEW."category_id")
  EXECUTE FUNCTION "bookings_refresh_revenue"();
--> statement-breakpoint
-- Covering: a night's accommodation by category is read from the index alone.
CREATE INDEX "booking_revenue_accommodation" ON "booking_revenue" USING btree ("company_id","date") INCLUDE ("category_id", "amount") WHERE "booking_revenue"."kind" = 'accommodation' and "booking_revenue"."counted";
