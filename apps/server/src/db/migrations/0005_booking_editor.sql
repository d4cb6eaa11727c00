CREATE TABLE "booking_discounts" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"booking_id" integer NOT NULL,
	"discount_id" integer,
	"name" text NOT NULL,
	"discount_kind" text NOT NULL,
	"value" numeric(14, 2) NOT NULL,
	"quantity" integer DEFAULT 1 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "booking_foods" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"booking_id" integer NOT NULL,
	"tariff_id" integer NOT NULL,
	"adult_count" integer DEFAULT 0 NOT NULL,
	"child_count" integer DEFAULT 0 NOT NULL,
	"start_date" date NOT NULL,
	"end_date" date NOT NULL,
	"is_advance" boolean DEFAULT false NOT NULL,
	"has_breakfast_check_in" boolean DEFAULT false NOT NULL,
	"has_lunch_check_out" boolean DEFAULT false NOT NULL,
	"has_supper_check_out" boolean DEFAULT false NOT NULL,
	"total" numeric(14, 2) DEFAULT '0' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "booking_services" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"booking_id" integer NOT NULL,
	"service_id" integer,
	"name" text NOT NULL,
	"price" numeric(14, 2) DEFAULT '0' NOT NULL,
	"service_type" text NOT NULL,
	"quantity" integer NOT NULL,
	"rooms" integer DEFAULT 1 NOT NULL,
	"total" numeric(14, 2) DEFAULT '0' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "tasks" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"booking_id" integer NOT NULL,
	"title" text NOT NULL,
	"responsible_id" integer,
	"due_date" timestamp with time zone NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "main_adult_count" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "main_child_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "price_details" jsonb;--> statement-breakpoint
ALTER TABLE "categories" ADD COLUMN "rates" jsonb DEFAULT '{"price_type":"week","rows":{}}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "booking_discounts" ADD CONSTRAINT "booking_discounts_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking_discounts" ADD CONSTRAINT "booking_discounts_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking_discounts" ADD CONSTRAINT "booking_discounts_discount_id_discounts_id_fk" FOREIGN KEY ("discount_id") REFERENCES "public"."discounts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking_foods" ADD CONSTRAINT "booking_foods_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking_foods" ADD CONSTRAINT "booking_foods_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking_foods" ADD CONSTRAINT "booking_foods_tariff_id_food_tariffs_id_fk" FOREIGN KEY ("tariff_id") REFERENCES "public"."food_tariffs"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking_services" ADD CONSTRAINT "booking_services_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking_services" ADD CONSTRAINT "booking_services_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking_services" ADD CONSTRAINT "booking_services_service_id_services_id_fk" FOREIGN KEY ("service_id") REFERENCES "public"."services"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tasks" ADD CONSTRAINT "tasks_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tasks" ADD CONSTRAINT "tasks_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tasks" ADD CONSTRAINT "tasks_responsible_id_employees_id_fk" FOREIGN KEY ("responsible_id") REFERENCES "public"."employees"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tasks" ADD CONSTRAINT "tasks_created_by_employees_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."employees"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "booking_discounts_booking" ON "booking_discounts" USING btree ("booking_id");--> statement-breakpoint
CREATE INDEX "booking_foods_booking" ON "booking_foods" USING btree ("booking_id");--> statement-breakpoint
CREATE INDEX "booking_services_booking" ON "booking_services" USING btree ("booking_id");--> statement-breakpoint
CREATE INDEX "tasks_booking" ON "tasks" USING btree ("booking_id");--> statement-breakpoint
CREATE INDEX "tasks_company_due" ON "tasks" USING btree ("company_id","due_date");--> statement-breakpoint
-- Counts and money the editor stores are never negative; the database refuses what a bug might send.
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_counts_not_negative" CHECK ("adult_count" >= 0 AND "child_count" >= 0 AND "child_without_place" >= 0 AND "main_adult_count" >= 0 AND "main_child_count" >= 0 AND "common_amount" >= 0);--> statement-breakpoint
ALTER TABLE "booking_foods" ADD CONSTRAINT "booking_foods_valid" CHECK ("adult_count" >= 0 AND "child_count" >= 0 AND "adult_count" + "child_count" > 0 AND "start_date" <= "end_date" AND "total" >= 0);--> statement-breakpoint
ALTER TABLE "booking_services" ADD CONSTRAINT "booking_services_valid" CHECK ("quantity" > 0 AND "rooms" >= 1 AND "price" >= 0 AND "total" >= 0 AND "service_type" IN ('once', 'day'));--> statement-breakpoint
ALTER TABLE "booking_discounts" ADD CONSTRAINT "booking_discounts_valid" CHECK ("quantity" >= 0 AND "value" >= 0 AND "discount_kind" IN ('percent', 'fixed'));--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_type_known" CHECK ("payment_type" IN ('payment', 'return'));
