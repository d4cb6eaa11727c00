-- Every searchable list stores the lower-cased text it searches in (schema.ts searchText), so a search is
-- LIKE over bytes instead of ILIKE folding the case of every row. The trigram indexes of migration 0017
-- move from the joined expressions onto the stored columns of the lists that grow large.
ALTER TABLE "clients" ADD COLUMN "search_text" text GENERATED ALWAYS AS (lower("last_name" || ' ' || "first_name" || ' ' || "middle_name" || ' ' || "phone_number" || ' ' || "email" || ' ' || "document_number")) STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "company_feed" ADD COLUMN "search_text" text GENERATED ALWAYS AS (lower("title" || ' ' || "text")) STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "company_strip" ADD COLUMN "search_text" text GENERATED ALWAYS AS (lower("caption" || ' ' || "link")) STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "discounts" ADD COLUMN "search_text" text GENERATED ALWAYS AS (lower("name" || ' ' || "promo_code")) STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "food_tariffs" ADD COLUMN "search_text" text GENERATED ALWAYS AS (lower("name")) STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "payment_types" ADD COLUMN "search_text" text GENERATED ALWAYS AS (lower("name")) STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "rooms" ADD COLUMN "search_text" text GENERATED ALWAYS AS (lower("name")) STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "sales_channels" ADD COLUMN "search_text" text GENERATED ALWAYS AS (lower("name" || ' ' || "contact_person" || ' ' || "phone" || ' ' || "email")) STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "services" ADD COLUMN "search_text" text GENERATED ALWAYS AS (lower("name")) STORED NOT NULL;--> statement-breakpoint
DROP INDEX IF EXISTS "services_search";--> statement-breakpoint
DROP INDEX IF EXISTS "discounts_search";--> statement-breakpoint
DROP INDEX IF EXISTS "sales_channels_search";--> statement-breakpoint
DROP INDEX IF EXISTS "clients_search";--> statement-breakpoint
CREATE INDEX "services_search" ON "services" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "discounts_search" ON "discounts" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "sales_channels_search" ON "sales_channels" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "clients_search" ON "clients" USING gin ("search_text" gin_trgm_ops);
