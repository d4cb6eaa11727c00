CREATE TABLE "leisure_categories" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"search_text" text GENERATED ALWAYS AS (lower("name")) STORED NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "leisure_order_items" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"order_id" integer NOT NULL,
	"tariff_id" integer NOT NULL,
	"price_id" integer,
	"name" text NOT NULL,
	"price" numeric(14, 2) DEFAULT '0' NOT NULL,
	"quantity" integer NOT NULL,
	"amount" numeric(14, 2) DEFAULT '0' NOT NULL,
	CONSTRAINT "leisure_order_items_quantity" CHECK ("leisure_order_items"."quantity" > 0)
);
--> statement-breakpoint
CREATE TABLE "leisure_orders" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"category_id" integer NOT NULL,
	"day" date NOT NULL,
	"status" text NOT NULL,
	"client_id" integer,
	"comment" text DEFAULT '' NOT NULL,
	"quantity" integer NOT NULL,
	"amount" numeric(14, 2) DEFAULT '0' NOT NULL,
	"paid_amount" numeric(14, 2) DEFAULT '0' NOT NULL,
	"cancel_reason" text,
	"canceled_at" timestamp with time zone,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "leisure_orders_status" CHECK ("leisure_orders"."status" in ('reserved', 'book', 'stock', 'canceled')),
	CONSTRAINT "leisure_orders_quantity" CHECK ("leisure_orders"."quantity" > 0)
);
--> statement-breakpoint
CREATE TABLE "leisure_prices" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"tariff_id" integer NOT NULL,
	"name" text NOT NULL,
	"price" numeric(14, 2) DEFAULT '0' NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "leisure_prices_price" CHECK ("leisure_prices"."price" >= 0)
);
--> statement-breakpoint
CREATE TABLE "leisure_rooms" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"category_id" integer NOT NULL,
	"name" text NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"search_text" text GENERATED ALWAYS AS (lower("name")) STORED NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "leisure_stock" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"tariff_id" integer NOT NULL,
	"day" date NOT NULL,
	"total" integer NOT NULL,
	"empty" integer NOT NULL,
	CONSTRAINT "leisure_stock_bounds" CHECK ("leisure_stock"."empty" >= 0 and "leisure_stock"."empty" <= "leisure_stock"."total")
);
--> statement-breakpoint
CREATE TABLE "leisure_tariffs" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"category_id" integer NOT NULL,
	"enum" text NOT NULL,
	"stock_number" integer NOT NULL,
	"start_time" text NOT NULL,
	"end_time" text NOT NULL,
	"weekdays" jsonb NOT NULL,
	"months" jsonb NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "leisure_tariffs_stock" CHECK ("leisure_tariffs"."stock_number" > 0)
);
--> statement-breakpoint
ALTER TABLE "images" DROP CONSTRAINT "images_owner_kind";--> statement-breakpoint
ALTER TABLE "payments" ALTER COLUMN "booking_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "leisure_order_id" integer;--> statement-breakpoint
ALTER TABLE "leisure_categories" ADD CONSTRAINT "leisure_categories_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "leisure_order_items" ADD CONSTRAINT "leisure_order_items_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "leisure_order_items" ADD CONSTRAINT "leisure_order_items_order_id_leisure_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."leisure_orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "leisure_order_items" ADD CONSTRAINT "leisure_order_items_tariff_id_leisure_tariffs_id_fk" FOREIGN KEY ("tariff_id") REFERENCES "public"."leisure_tariffs"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "leisure_order_items" ADD CONSTRAINT "leisure_order_items_price_id_leisure_prices_id_fk" FOREIGN KEY ("price_id") REFERENCES "public"."leisure_prices"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "leisure_orders" ADD CONSTRAINT "leisure_orders_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "leisure_orders" ADD CONSTRAINT "leisure_orders_category_id_leisure_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."leisure_categories"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "leisure_orders" ADD CONSTRAINT "leisure_orders_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "leisure_orders" ADD CONSTRAINT "leisure_orders_created_by_employees_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."employees"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "leisure_prices" ADD CONSTRAINT "leisure_prices_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "leisure_prices" ADD CONSTRAINT "leisure_prices_tariff_id_leisure_tariffs_id_fk" FOREIGN KEY ("tariff_id") REFERENCES "public"."leisure_tariffs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "leisure_rooms" ADD CONSTRAINT "leisure_rooms_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "leisure_rooms" ADD CONSTRAINT "leisure_rooms_category_id_leisure_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."leisure_categories"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "leisure_stock" ADD CONSTRAINT "leisure_stock_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "leisure_stock" ADD CONSTRAINT "leisure_stock_tariff_id_leisure_tariffs_id_fk" FOREIGN KEY ("tariff_id") REFERENCES "public"."leisure_tariffs"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "leisure_tariffs" ADD CONSTRAINT "leisure_tariffs_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "leisure_tariffs" ADD CONSTRAINT "leisure_tariffs_category_id_leisure_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."leisure_categories"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "leisure_categories_company_name_key" ON "leisure_categories" USING btree ("company_id",lower("name"));--> statement-breakpoint
CREATE INDEX "leisure_order_items_order" ON "leisure_order_items" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "leisure_orders_company_day" ON "leisure_orders" USING btree ("company_id","day");--> statement-breakpoint
CREATE INDEX "leisure_prices_tariff" ON "leisure_prices" USING btree ("tariff_id");--> statement-breakpoint
CREATE UNIQUE INDEX "leisure_rooms_category_name_key" ON "leisure_rooms" USING btree ("category_id",lower("name"));--> statement-breakpoint
CREATE INDEX "leisure_rooms_company" ON "leisure_rooms" USING btree ("company_id");--> statement-breakpoint
CREATE UNIQUE INDEX "leisure_stock_tariff_day_key" ON "leisure_stock" USING btree ("tariff_id","day");--> statement-breakpoint
CREATE INDEX "leisure_stock_company_day" ON "leisure_stock" USING btree ("company_id","day");--> statement-breakpoint
CREATE INDEX "leisure_tariffs_category" ON "leisure_tariffs" USING btree ("category_id");--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_leisure_order_id_leisure_orders_id_fk" FOREIGN KEY ("leisure_order_id") REFERENCES "public"."leisure_orders"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "payments_leisure_order" ON "payments" USING btree ("leisure_order_id");--> statement-breakpoint
ALTER TABLE "images" ADD CONSTRAINT "images_owner_kind" CHECK ("images"."owner_kind" in ('category', 'company', 'company_logo', 'feed', 'strip', 'leisure'));--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_one_owner" CHECK (num_nonnulls("payments"."booking_id", "payments"."leisure_order_id") = 1);--> statement-breakpoint
-- leisure_orders.paid_amount = payments − returns of the order, kept by the database as bookings'
-- paid_amount is (0004): the payments trigger now refreshes whichever owner the payment has.
CREATE FUNCTION "leisure_orders_refresh_paid"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "leisure_orders" o SET "paid_amount" = coalesce((
    SELECT sum(CASE WHEN p."payment_type" = 'return' THEN -p."value" ELSE p."value" END)
    FROM "payments" p WHERE p."leisure_order_id" = o."id"), 0)
  WHERE o."id" IN (
    SELECT (CASE WHEN TG_OP = 'DELETE' THEN OLD."leisure_order_id" ELSE NEW."leisure_order_id" END)
    UNION SELECT (CASE WHEN TG_OP = 'UPDATE' THEN OLD."leisure_order_id" END));
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "payments_refresh_leisure_paid" AFTER INSERT OR UPDATE OR DELETE ON "payments"
  FOR EACH ROW EXECUTE FUNCTION "leisure_orders_refresh_paid"();
