-- Catalogue lists are ordered by name whatever its case, then id (define-catalogue.ts): an index in
-- exactly that order lets a deep page (page 150 of 50) skip rows in index order instead of sorting the
-- whole list. Services and sales channels are the catalogues that grow to thousands of rows.
CREATE INDEX "services_list_order" ON "services" USING btree ("company_id", lower("name"), "id");--> statement-breakpoint
CREATE INDEX "sales_channels_list_order" ON "sales_channels" USING btree ("company_id", lower("name"), "id");
