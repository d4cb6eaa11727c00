-- Issue 29, item 15: a booking's number is its company's own, from 1 (a new hotel's first booking is №1,
-- not №618); the API keeps the row's id. One counter row per company holds the last number given; a
-- BEFORE INSERT trigger takes the next one in the transaction of the insert, whatever inserts the
-- booking (the calendar's reserve, a group's rooms, a draft from a block, the demo seed, the benches):
-- the upsert locks the company's counter row until the transaction ends, so three colleagues creating at
-- once are numbered in turn, and a rolled-back insert gives its number back. A deleted draft's number is
-- not reused.
CREATE TABLE "booking_counters" (
	"company_id" integer PRIMARY KEY NOT NULL,
	"last" integer NOT NULL
);
--> statement-breakpoint
ALTER TABLE "booking_counters" ADD CONSTRAINT "booking_counters_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "number" integer;
--> statement-breakpoint
-- The bookings there are, numbered per company in the order they were made. Not a change anyone made:
-- the version trigger (and so the journal's update record) stays out of it.
ALTER TABLE "bookings" DISABLE TRIGGER "bookings_bump_version";
--> statement-breakpoint
UPDATE "bookings" b SET "number" = n."number"
  FROM (SELECT "id", row_number() OVER (PARTITION BY "company_id" ORDER BY "created_at", "id") AS "number"
        FROM "bookings") n
  WHERE b."id" = n."id";
--> statement-breakpoint
ALTER TABLE "bookings" ENABLE TRIGGER "bookings_bump_version";
--> statement-breakpoint
INSERT INTO "booking_counters" ("company_id", "last")
  SELECT "company_id", max("number") FROM "bookings" GROUP BY "company_id";
--> statement-breakpoint
ALTER TABLE "bookings" ALTER COLUMN "number" SET NOT NULL;
--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_company_number" UNIQUE ("company_id", "number");
--> statement-breakpoint
-- The number is the counter's, always: an insert naming one of its own is numbered all the same.
CREATE FUNCTION "bookings_take_number"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "booking_counters" AS c ("company_id", "last") VALUES (NEW."company_id", 1)
    ON CONFLICT ("company_id") DO UPDATE SET "last" = c."last" + 1
    RETURNING c."last" INTO NEW."number";
  RETURN NEW;
END $$;
--> statement-breakpoint
CREATE TRIGGER "bookings_take_number" BEFORE INSERT ON "bookings"
  FOR EACH ROW EXECUTE FUNCTION "bookings_take_number"();
--> statement-breakpoint
-- A number never changes.
CREATE FUNCTION "bookings_keep_number"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW."number" := OLD."number";
  RETURN NEW;
END $$;
--> statement-breakpoint
CREATE TRIGGER "bookings_keep_number" BEFORE UPDATE OF "number" ON "bookings"
  FOR EACH ROW EXECUTE FUNCTION "bookings_keep_number"();

--> statement-breakpoint
-- The journal names a booking by its number (auditSubject): the record of a booking's creation and of a
-- draft's removal keep it in their data, so a removed draft's records still name it. The rest as in 0047.
CREATE OR REPLACE FUNCTION "audit_bookings"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  diff jsonb;
  act text;
  info jsonb := '{}'::jsonb;
BEGIN
  IF TG_OP = 'DELETE' THEN
    IF "audit_company_alive"(OLD."company_id") THEN
      PERFORM "audit_write"(OLD."company_id", 'booking', OLD."id", OLD."id", 'delete', '{}'::jsonb,
        jsonb_build_object('status', OLD."status", 'room', "audit_room_name"(OLD."room_id"),
          'number', OLD."number"));
    END IF;
    RETURN NULL;
  END IF;
  IF TG_OP = 'INSERT' THEN
    PERFORM "audit_write"(NEW."company_id", 'booking', NEW."id", NEW."id", 'create', '{}'::jsonb,
      jsonb_build_object('status', NEW."status", 'number', NEW."number",
        'room', "audit_room_name"(NEW."room_id"),
        'room_id', NEW."room_id", 'bed_id', NEW."bed_id",
        'check_in', extract(epoch FROM NEW."check_in")::bigint,
        'check_out', extract(epoch FROM NEW."check_out")::bigint,
        'group_parent', NEW."group_parent"));
    RETURN NULL;
  END IF;
  diff := "audit_diff"("audit_booking_image"(OLD), "audit_booking_image"(NEW), ARRAY[]::text[]);
  -- The first room of a new group names itself its parent right after its insert: part of 'create'.
  IF diff = '{}'::jsonb OR diff = jsonb_build_object('group_parent', jsonb_build_array(NULL, NEW."id")) THEN
    RETURN NULL;
  END IF;
  act := CASE
    WHEN diff ? 'status' THEN "audit_status_action"(NEW."status")
    WHEN diff ? 'room_id' OR diff ? 'bed_id' THEN 'move'
    WHEN diff ? 'check_in' OR diff ? 'check_out' THEN 'dates'
    WHEN diff ? 'group_parent' OR diff ? 'is_group' THEN 'group'
    WHEN diff ? 'common_amount' AND NOT diff ?| ARRAY['calculation_type', 'custom_price', 'adult_count',
      'child_count', 'child_without_place', 'comment', 'source_id'] THEN 'price'
    ELSE 'update' END;
  IF act = 'cancel' THEN
    info := jsonb_build_object('reason', nullif(NEW."cancel_reason", ''));
  END IF;
  IF diff ? 'room_id' THEN
    -- The move's reason is on the row (move.service.ts); the rooms' names as they were then.
    info := info || jsonb_build_object('reason', nullif(NEW."room_reason", ''),
      'rooms', jsonb_build_array("audit_room_name"(OLD."room_id"), "audit_room_name"(NEW."room_id")));
  END IF;
  PERFORM "audit_write"(NEW."company_id", 'booking', NEW."id", NEW."id", act, diff, info);
  RETURN NULL;
END $$;
--> statement-breakpoint
-- A change of a booking's group names the group by its parent's number ('№8'), as the journal names
-- bookings; the rest as in 0053.
CREATE OR REPLACE FUNCTION "audit_ref_name"(entity text, field text, ref integer) RETURNS text LANGUAGE plpgsql STABLE AS $$
BEGIN
  IF ref IS NULL THEN RETURN NULL; END IF;
  RETURN CASE
    WHEN field = 'category_id' AND entity IN ('leisure_order', 'leisure_room', 'leisure_tariff')
      THEN (SELECT c."name" FROM "leisure_categories" c WHERE c."id" = ref)
    WHEN field = 'category_id' THEN (SELECT c."name" FROM "categories" c WHERE c."id" = ref)
    WHEN field = 'room_id' THEN (SELECT r."name" FROM "rooms" r WHERE r."id" = ref)
    WHEN field = 'bed_id' THEN (SELECT b."name" FROM "beds" b WHERE b."id" = ref)
    WHEN field IN ('source_id', 'channel_id') THEN (SELECT s."name" FROM "sales_channels" s WHERE s."id" = ref)
    WHEN field = 'payment_method_id' THEN (SELECT p."name" FROM "payment_types" p WHERE p."id" = ref)
    WHEN field = 'client_id' THEN (SELECT nullif(trim(concat_ws(' ', nullif(c."last_name", ''),
        nullif(c."first_name", ''), nullif(c."middle_name", ''))), '') FROM "clients" c WHERE c."id" = ref)
    WHEN field = 'service_id' THEN (SELECT s."name" FROM "services" s WHERE s."id" = ref)
    WHEN field = 'discount_id' THEN (SELECT d."name" FROM "discounts" d WHERE d."id" = ref)
    WHEN field = 'tariff_id' AND entity = 'leisure_price'
      THEN (SELECT t."enum" FROM "leisure_tariffs" t WHERE t."id" = ref)
    WHEN field = 'tariff_id' THEN (SELECT t."name" FROM "food_tariffs" t WHERE t."id" = ref)
    WHEN field = 'group_parent' THEN (SELECT '№' || b."number" FROM "bookings" b WHERE b."id" = ref)
  END;
END $$;
