ALTER TABLE "discounts" ADD COLUMN "promo_code" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "payment_types" ADD COLUMN "kind" text DEFAULT 'cash' NOT NULL;--> statement-breakpoint
ALTER TABLE "sales_channels" ADD COLUMN "kind" text DEFAULT 'ota' NOT NULL;--> statement-breakpoint
ALTER TABLE "sales_channels" ADD COLUMN "contact_person" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "sales_channels" ADD COLUMN "phone" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "sales_channels" ADD COLUMN "email" text DEFAULT '' NOT NULL;--> statement-breakpoint
UPDATE "sales_channels" SET "kind" = 'tour_operator' WHERE "is_tour_operator";--> statement-breakpoint
UPDATE "payment_types" SET "kind" = CASE
  WHEN "name" ILIKE '%карт%' OR "name" ILIKE '%card%' THEN 'card'
  WHEN "name" ILIKE '%kaspi%' OR "name" ILIKE '%онлайн%' THEN 'online'
  WHEN "name" ILIKE '%безнал%' OR "name" ILIKE '%перевод%' THEN 'transfer'
  ELSE 'cash' END;--> statement-breakpoint
UPDATE "discounts" d SET "name" = d."name" || ' (' || d."id" || ')' WHERE EXISTS (SELECT 1 FROM "discounts" o WHERE o."company_id" = d."company_id" AND lower(o."name") = lower(d."name") AND o."id" < d."id");--> statement-breakpoint
UPDATE "food_tariffs" d SET "name" = d."name" || ' (' || d."id" || ')' WHERE EXISTS (SELECT 1 FROM "food_tariffs" o WHERE o."company_id" = d."company_id" AND lower(o."name") = lower(d."name") AND o."id" < d."id");--> statement-breakpoint
UPDATE "payment_types" d SET "name" = d."name" || ' (' || d."id" || ')' WHERE EXISTS (SELECT 1 FROM "payment_types" o WHERE o."company_id" = d."company_id" AND lower(o."name") = lower(d."name") AND o."id" < d."id");--> statement-breakpoint
UPDATE "sales_channels" d SET "name" = d."name" || ' (' || d."id" || ')' WHERE EXISTS (SELECT 1 FROM "sales_channels" o WHERE o."company_id" = d."company_id" AND lower(o."name") = lower(d."name") AND o."id" < d."id");--> statement-breakpoint
UPDATE "services" d SET "name" = d."name" || ' (' || d."id" || ')' WHERE EXISTS (SELECT 1 FROM "services" o WHERE o."company_id" = d."company_id" AND lower(o."name") = lower(d."name") AND o."id" < d."id");--> statement-breakpoint
CREATE UNIQUE INDEX "discounts_company_name_key" ON "discounts" USING btree ("company_id",lower("name"));--> statement-breakpoint
CREATE UNIQUE INDEX "food_tariffs_company_name_key" ON "food_tariffs" USING btree ("company_id",lower("name"));--> statement-breakpoint
CREATE UNIQUE INDEX "payment_types_company_name_key" ON "payment_types" USING btree ("company_id",lower("name"));--> statement-breakpoint
CREATE UNIQUE INDEX "sales_channels_company_name_key" ON "sales_channels" USING btree ("company_id",lower("name"));--> statement-breakpoint
CREATE UNIQUE INDEX "services_company_name_key" ON "services" USING btree ("company_id",lower("name"));