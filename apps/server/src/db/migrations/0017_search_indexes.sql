-- Lists are searched 'contains, any case' (ILIKE '%…%') over the text a list searches in, joined by
-- spaces (db/search-pattern.ts searchText): trigram indexes on exactly those expressions keep a search
-- over tens of thousands of rows fast. Clients are listed newest first.
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE INDEX "services_search" ON "services" USING gin (("name") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "discounts_search" ON "discounts" USING gin (("name" || ' ' || "promo_code") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "sales_channels_search" ON "sales_channels" USING gin (("name" || ' ' || "contact_person" || ' ' || "phone" || ' ' || "email") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "clients_search" ON "clients" USING gin (("last_name" || ' ' || "first_name" || ' ' || "middle_name" || ' ' || "phone_number" || ' ' || "email" || ' ' || "document_number") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "clients_company_newest" ON "clients" USING btree ("company_id", "created_at" DESC, "id");
