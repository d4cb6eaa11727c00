-- The single inventory guarantee: no unit (a room without beds, or one bed) is ever held twice for
-- overlapping time. Periods are half-open '[from,to)', so a stay ending at 12:00 and the next one
-- starting at 12:00 do not overlap.
CREATE EXTENSION IF NOT EXISTS btree_gist;
--> statement-breakpoint
ALTER TABLE "holds" ADD CONSTRAINT "holds_no_overlap" EXCLUDE USING gist ("unit_id" WITH =, "period" WITH &&);
--> statement-breakpoint
ALTER TABLE "holds" ADD CONSTRAINT "holds_one_owner" CHECK (num_nonnulls("booking_id", "repair_id", "block_id") = 1);
--> statement-breakpoint
ALTER TABLE "holds" ADD CONSTRAINT "holds_period_not_empty" CHECK (NOT isempty("period") AND NOT lower_inf("period") AND NOT upper_inf("period"));
--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_period_order" CHECK ("check_out" > "check_in");
--> statement-breakpoint
ALTER TABLE "repairs" ADD CONSTRAINT "repairs_period_order" CHECK ("check_out" > "check_in");
--> statement-breakpoint
ALTER TABLE "blocks" ADD CONSTRAINT "blocks_period_order" CHECK ("end" > "start");
--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_value_not_negative" CHECK ("value" >= 0);
--> statement-breakpoint
-- A room without beds has exactly one whole-room unit.
CREATE UNIQUE INDEX "units_whole_room_key" ON "units" ("room_id") WHERE "bed_id" IS NULL;
