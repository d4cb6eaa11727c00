-- The calendar asks "what overlaps this window?" of bookings, repairs and blocks; a GiST index on the
-- company and the stay's range answers it without scanning years of history.
CREATE INDEX "bookings_company_stay" ON "bookings" USING gist ("company_id", tstzrange("check_in", "check_out", '[)'));
--> statement-breakpoint
CREATE INDEX "repairs_company_period" ON "repairs" USING gist ("company_id", tstzrange("check_in", "check_out", '[)'));
--> statement-breakpoint
CREATE INDEX "blocks_company_period" ON "blocks" USING gist ("company_id", tstzrange("start", "end", '[)'));
