-- A room's own floor (issue 33, docs/housekeeping.md): 'поровну по этажам' and the board's floor read it,
-- and fall back to the floor read from the room's name (domain roomFloor) while it is empty.
ALTER TABLE "rooms" ADD COLUMN "floor" smallint;--> statement-breakpoint
ALTER TABLE "rooms" ADD CONSTRAINT "rooms_floor" CHECK ("floor" BETWEEN -5 AND 200);
