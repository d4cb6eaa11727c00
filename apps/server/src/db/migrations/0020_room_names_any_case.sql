-- A room's name is unique within its company whatever its letter case, like every catalogue's: 'Коттедж 7'
-- and 'коттедж 7' are the same room to the front desk.
DROP INDEX "rooms_company_name_key";--> statement-breakpoint
CREATE UNIQUE INDEX "rooms_company_name_key" ON "rooms" USING btree ("company_id",lower("name"));