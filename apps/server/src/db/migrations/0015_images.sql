CREATE TABLE "category_tags" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"category_id" integer NOT NULL,
	"name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "company_feed" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"title" text NOT NULL,
	"text" text DEFAULT '' NOT NULL,
	"image_id" integer,
	"published_at" date NOT NULL,
	"published" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "company_strip" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"image_id" integer,
	"caption" text DEFAULT '' NOT NULL,
	"link" text DEFAULT '' NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "images" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"owner_kind" text NOT NULL,
	"owner_id" integer NOT NULL,
	"is_main" boolean DEFAULT false NOT NULL,
	"mime" text NOT NULL,
	"width" integer NOT NULL,
	"height" integer NOT NULL,
	"size" integer NOT NULL,
	"etag" text NOT NULL,
	"data" "bytea" NOT NULL,
	"thumb" "bytea" NOT NULL,
	"thumb_mime" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "images_owner_kind" CHECK ("images"."owner_kind" in ('category', 'company', 'company_logo', 'feed', 'strip'))
);
--> statement-breakpoint
ALTER TABLE "category_tags" ADD CONSTRAINT "category_tags_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "category_tags" ADD CONSTRAINT "category_tags_category_id_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."categories"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_feed" ADD CONSTRAINT "company_feed_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_feed" ADD CONSTRAINT "company_feed_image_id_images_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."images"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_strip" ADD CONSTRAINT "company_strip_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_strip" ADD CONSTRAINT "company_strip_image_id_images_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."images"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "images" ADD CONSTRAINT "images_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "category_tags_name_key" ON "category_tags" USING btree ("category_id",lower("name"));--> statement-breakpoint
CREATE INDEX "company_feed_company_date" ON "company_feed" USING btree ("company_id","published_at");--> statement-breakpoint
CREATE INDEX "company_strip_company_position" ON "company_strip" USING btree ("company_id","position");--> statement-breakpoint
CREATE INDEX "images_owner" ON "images" USING btree ("company_id","owner_kind","owner_id");--> statement-breakpoint
CREATE UNIQUE INDEX "images_one_main" ON "images" USING btree ("owner_kind","owner_id") WHERE "images"."is_main";--> statement-breakpoint
-- A category's pictures go with it, in the deleting transaction, whatever path deletes the category
-- (images.owner_id cannot be a foreign key: it names rows of several tables).
CREATE FUNCTION "category_images_delete"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM "images" WHERE "owner_kind" = 'category' AND "owner_id" = OLD."id";
  RETURN OLD;
END $$;--> statement-breakpoint
CREATE TRIGGER "categories_delete_images" AFTER DELETE ON "categories"
  FOR EACH ROW EXECUTE FUNCTION "category_images_delete"();
