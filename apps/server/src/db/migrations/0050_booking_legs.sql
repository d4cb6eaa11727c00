-- Issue 28, item 3. A guest moved to another room in the middle of a stay keeps one booking: the booking
-- row holds the room the guest is in now and the whole stay's dates, and each earlier room is a leg with
-- the moment the guest left it (packages/domain/src/stay-legs.ts). Holds are placed per leg, so the room
-- left is free from the move; the price takes each night at the rates of the room slept in.
CREATE TABLE "booking_legs" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL REFERENCES "companies"("id") ON DELETE CASCADE,
	"booking_id" integer NOT NULL REFERENCES "bookings"("id") ON DELETE CASCADE,
	"room_id" integer NOT NULL REFERENCES "rooms"("id"),
	"bed_id" integer REFERENCES "beds"("id"),
	"category_id" integer NOT NULL REFERENCES "categories"("id"),
	"until" timestamp with time zone NOT NULL,
	CONSTRAINT "booking_legs_one_move_at_a_time" UNIQUE ("booking_id", "until")
);
--> statement-breakpoint
CREATE INDEX "booking_legs_company_until" ON "booking_legs" USING btree ("company_id", "until");
--> statement-breakpoint
CREATE INDEX "booking_legs_room" ON "booking_legs" USING btree ("room_id");
