-- 'Состояние на сегодня' is refetched by every open calendar after each live change. It asks which
-- units are held today (a GiST index on the company and the hold's period, instead of walking the
-- whole exclusion index) and how many guests are checked in (a small partial index).
CREATE INDEX "holds_company_period" ON "holds" USING gist ("company_id", "period");
--> statement-breakpoint
CREATE INDEX "bookings_checked_in" ON "bookings" ("company_id") WHERE "status" = 'check_in';
