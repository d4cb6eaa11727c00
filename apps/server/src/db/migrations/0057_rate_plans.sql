-- Issue 32: rate plans, prices by date and restrictions (docs/pricing.md, 'Rate plans').
-- A plan is a root with prices of its own by date (falling back to the category's weekday or month
-- scheme) or a derived plan that follows its parent by a percent or an amount and keeps no prices. The
-- database holds the invariants: a plan, its parent, its categories, prices and restrictions are all of
-- one company (composite keys); one base plan per company, and it is a root; a derived plan has its
-- step and no prices; prices are not negative; a restriction's stays are 1 … 366 nights, max ≥ min.
-- Cycles deeper than a plan naming itself are refused by the service, which locks the company's plans.

-- Composite keys for the company-consistent references below.
CREATE UNIQUE INDEX "categories_company_id" ON "categories" USING btree ("company_id", "id");
--> statement-breakpoint
CREATE UNIQUE INDEX "food_tariffs_company_id" ON "food_tariffs" USING btree ("company_id", "id");
--> statement-breakpoint
CREATE TABLE "rate_plans" (
	"id" serial PRIMARY KEY,
	"company_id" integer NOT NULL REFERENCES "companies"("id") ON DELETE CASCADE,
	"name" text NOT NULL,
	"parent_id" integer,
	"adjustment_kind" text,
	"adjustment_value" numeric(14, 2),
	"is_base" boolean DEFAULT false NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"is_refundable" boolean DEFAULT true NOT NULL,
	"cancellation_policy" text DEFAULT '' NOT NULL,
	-- Included meals: this food tariff for every guest of the stay, every day it is served.
	"food_tariff_id" integer,
	"position" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "rate_plans_company_id" UNIQUE ("company_id", "id"),
	CONSTRAINT "rate_plans_parent_fk" FOREIGN KEY ("company_id", "parent_id")
		REFERENCES "rate_plans"("company_id", "id"),
	CONSTRAINT "rate_plans_food_fk" FOREIGN KEY ("company_id", "food_tariff_id")
		REFERENCES "food_tariffs"("company_id", "id"),
	CONSTRAINT "rate_plans_step" CHECK (
		("parent_id" IS NULL AND "adjustment_kind" IS NULL AND "adjustment_value" IS NULL)
		OR ("parent_id" IS NOT NULL AND "adjustment_kind" IN ('percent', 'amount') AND "adjustment_value" IS NOT NULL)),
	CONSTRAINT "rate_plans_percent" CHECK ("adjustment_kind" IS DISTINCT FROM 'percent' OR "adjustment_value" BETWEEN -100 AND 1000),
	CONSTRAINT "rate_plans_base_root" CHECK (NOT "is_base" OR "parent_id" IS NULL),
	CONSTRAINT "rate_plans_not_own_parent" CHECK ("parent_id" IS DISTINCT FROM "id")
);
--> statement-breakpoint
CREATE UNIQUE INDEX "rate_plans_one_base" ON "rate_plans" USING btree ("company_id") WHERE "is_base";
--> statement-breakpoint
CREATE UNIQUE INDEX "rate_plans_company_name_key" ON "rate_plans" USING btree ("company_id", lower("name"));
--> statement-breakpoint
-- The categories a plan is sold in; none listed means every category of the company.
CREATE TABLE "rate_plan_categories" (
	"company_id" integer NOT NULL,
	"rate_plan_id" integer NOT NULL,
	"category_id" integer NOT NULL,
	PRIMARY KEY ("rate_plan_id", "category_id"),
	FOREIGN KEY ("company_id", "rate_plan_id") REFERENCES "rate_plans"("company_id", "id") ON DELETE CASCADE,
	FOREIGN KEY ("company_id", "category_id") REFERENCES "categories"("company_id", "id") ON DELETE CASCADE
);
--> statement-breakpoint
CREATE TABLE "rate_prices" (
	"company_id" integer NOT NULL,
	"rate_plan_id" integer NOT NULL,
	"category_id" integer NOT NULL,
	"date" date NOT NULL,
	"base" numeric(14, 2) CHECK ("base" >= 0),
	"single" numeric(14, 2) CHECK ("single" >= 0),
	"extra_adult" numeric(14, 2) CHECK ("extra_adult" >= 0),
	"extra_child" numeric(14, 2) CHECK ("extra_child" >= 0),
	"child_without_place" numeric(14, 2) CHECK ("child_without_place" >= 0),
	"hour_price" numeric(14, 2) CHECK ("hour_price" >= 0),
	PRIMARY KEY ("rate_plan_id", "category_id", "date"),
	FOREIGN KEY ("company_id", "rate_plan_id") REFERENCES "rate_plans"("company_id", "id") ON DELETE CASCADE,
	FOREIGN KEY ("company_id", "category_id") REFERENCES "categories"("company_id", "id") ON DELETE CASCADE
);
--> statement-breakpoint
CREATE INDEX "rate_prices_category_date" ON "rate_prices" USING btree ("category_id", "date");
--> statement-breakpoint
CREATE TABLE "rate_restrictions" (
	"company_id" integer NOT NULL,
	"rate_plan_id" integer NOT NULL,
	"category_id" integer NOT NULL,
	"date" date NOT NULL,
	"min_stay" smallint CHECK ("min_stay" BETWEEN 1 AND 366),
	"max_stay" smallint CHECK ("max_stay" BETWEEN 1 AND 366),
	"closed_to_arrival" boolean DEFAULT false NOT NULL,
	"closed_to_departure" boolean DEFAULT false NOT NULL,
	"stop_sell" boolean DEFAULT false NOT NULL,
	PRIMARY KEY ("rate_plan_id", "category_id", "date"),
	FOREIGN KEY ("company_id", "rate_plan_id") REFERENCES "rate_plans"("company_id", "id") ON DELETE CASCADE,
	FOREIGN KEY ("company_id", "category_id") REFERENCES "categories"("company_id", "id") ON DELETE CASCADE,
	CONSTRAINT "rate_restrictions_max_min" CHECK ("max_stay" IS NULL OR "min_stay" IS NULL OR "max_stay" >= "min_stay")
);
--> statement-breakpoint
CREATE INDEX "rate_restrictions_category_date" ON "rate_restrictions" USING btree ("category_id", "date");
--> statement-breakpoint
-- A derived plan's prices are its parent's through its step, never stored twice.
CREATE FUNCTION "rate_prices_root_only"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF EXISTS (SELECT 1 FROM "rate_plans" WHERE "id" = NEW."rate_plan_id" AND "parent_id" IS NOT NULL) THEN
    RAISE EXCEPTION 'a derived rate plan keeps no prices of its own' USING ERRCODE = 'check_violation',
      CONSTRAINT = 'rate_prices_root_only';
  END IF;
  RETURN NEW;
END $$;
--> statement-breakpoint
CREATE TRIGGER "rate_prices_root_only" BEFORE INSERT OR UPDATE ON "rate_prices"
	FOR EACH ROW EXECUTE FUNCTION "rate_prices_root_only"();
--> statement-breakpoint
CREATE FUNCTION "rate_plans_derived_without_prices"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW."parent_id" IS NOT NULL AND EXISTS (SELECT 1 FROM "rate_prices" WHERE "rate_plan_id" = NEW."id") THEN
    RAISE EXCEPTION 'a derived rate plan keeps no prices of its own' USING ERRCODE = 'check_violation',
      CONSTRAINT = 'rate_prices_root_only';
  END IF;
  RETURN NEW;
END $$;
--> statement-breakpoint
CREATE TRIGGER "rate_plans_derived_without_prices" BEFORE UPDATE OF "parent_id" ON "rate_plans"
	FOR EACH ROW EXECUTE FUNCTION "rate_plans_derived_without_prices"();
--> statement-breakpoint
-- A booking keeps the plan it was sold by; none means the company's scheme as before issue 32.
ALTER TABLE "bookings" ADD COLUMN "rate_plan_id" integer;
--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_rate_plan_fk" FOREIGN KEY ("company_id", "rate_plan_id")
	REFERENCES "rate_plans"("company_id", "id");
--> statement-breakpoint
CREATE INDEX "bookings_rate_plan" ON "bookings" USING btree ("rate_plan_id") WHERE "rate_plan_id" IS NOT NULL;
--> statement-breakpoint
-- Every company sells by a base plan, 'Стандарт', priced by its categories' schemes until dates are set.
-- Statement-level, named after the journal's trigger on companies, so the company's own 'create' record
-- comes first and its plan's second (triggers of one kind fire in the order of their names).
CREATE FUNCTION "companies_base_rate_plan"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "rate_plans" ("company_id", "name", "is_base") SELECT "id", 'Стандарт', true FROM new_rows;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "companies_base_rate_plan" AFTER INSERT ON "companies" REFERENCING NEW TABLE AS new_rows
	FOR EACH STATEMENT EXECUTE FUNCTION "companies_base_rate_plan"();
--> statement-breakpoint
INSERT INTO "rate_plans" ("company_id", "name", "is_base") SELECT "id", 'Стандарт', true FROM "companies";
--> statement-breakpoint
SELECT "audit_attach"('rate_plans', 'rate_plan', '{"data": {"name": "name"}}');
--> statement-breakpoint
-- The base plan made with a company is part of creating it, as its own 'create' record is: it is no
-- history, so an empty company can still be deleted rather than archived (migration 0046). Its record
-- carries the company's creation time (one transaction, one now()).
CREATE OR REPLACE FUNCTION "company_has_history"(company integer) RETURNS boolean LANGUAGE sql STABLE AS $$
  SELECT EXISTS (SELECT 1 FROM "bookings" WHERE "company_id" = company)
      OR EXISTS (SELECT 1 FROM "leisure_orders" WHERE "company_id" = company)
      OR EXISTS (SELECT 1 FROM "payments" WHERE "company_id" = company)
      OR EXISTS (SELECT 1 FROM "issued_documents" WHERE "company_id" = company)
      OR EXISTS (SELECT 1 FROM "mail_messages" WHERE "company_id" = company)
      OR EXISTS (SELECT 1 FROM "audit_log" a WHERE a."company_id" = company
                   AND a."entity" NOT IN ('company', 'employee')
                   AND NOT (a."entity" = 'rate_plan' AND a."action" = 'create'
                            AND a."at" = (SELECT c."created_at" FROM "companies" c WHERE c."id" = company)))
$$;
