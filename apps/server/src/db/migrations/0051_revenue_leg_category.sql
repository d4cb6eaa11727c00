-- Issue 28, item 3. A night slept in an earlier room of a mid-stay move (booking_legs) is counted in that
-- room's category: its revenue line is written with that category, so the insert trigger fills the
-- booking's category only where the writer gave none, and a status change rewrites `counted` alone. A
-- change of the booking's category moves the lines of its old category (the current room's); every path
-- that changes it then writes the lines again with each night's own category (storeRevenue).
CREATE OR REPLACE FUNCTION "booking_revenue_fill"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  SELECT coalesce(NEW."category_id", b."category_id"), "booking_is_counted"(b."status") INTO NEW."category_id", NEW."counted"
  FROM "bookings" b WHERE b."id" = NEW."booking_id";
  RETURN NEW;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION "bookings_refresh_revenue"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF OLD."status" IS DISTINCT FROM NEW."status" THEN
    UPDATE "booking_revenue" SET "counted" = "booking_is_counted"(NEW."status")
    WHERE "booking_id" = NEW."id" AND "counted" IS DISTINCT FROM "booking_is_counted"(NEW."status");
  END IF;
  IF OLD."category_id" IS DISTINCT FROM NEW."category_id" THEN
    UPDATE "booking_revenue" SET "category_id" = NEW."category_id"
    WHERE "booking_id" = NEW."id" AND "category_id" = OLD."category_id";
  END IF;
  RETURN NULL;
END $$;
