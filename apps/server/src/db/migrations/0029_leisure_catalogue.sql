ALTER TABLE "leisure_tariffs" ADD COLUMN "search_text" text GENERATED ALWAYS AS (lower("enum")) STORED NOT NULL;--> statement-breakpoint
-- An activity's pictures go with it, as a room category's do (0015: images.owner_id names rows of several
-- tables, so it cannot be a foreign key).
CREATE FUNCTION "leisure_category_images_delete"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM "images" WHERE "owner_kind" = 'leisure' AND "owner_id" = OLD."id";
  RETURN OLD;
END $$;--> statement-breakpoint
CREATE TRIGGER "leisure_categories_delete_images" AFTER DELETE ON "leisure_categories"
  FOR EACH ROW EXECUTE FUNCTION "leisure_category_images_delete"();
