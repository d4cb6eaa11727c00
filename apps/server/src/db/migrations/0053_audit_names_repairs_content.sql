-- Issue 29, items 16 and 17. (1) A record names the rows its ids point at, as they were named when it was
-- written: a change of a booking's source reads 'Источник: Сайт → Booking.com', and renaming the channel
-- later does not rewrite it. One BEFORE INSERT trigger on audit_log does it for every writer (the generic
-- function, the bookings', the blocks', the lines'), in the transaction of the change: data.names holds
-- {field: [name before, name after]} for each reference field that changed, and [name, name] for one the
-- payload carries (a tag's category). (2) What was not journaled: repairs, news, banners, pictures and
-- category tags; a block's room, channel and ownership beside its dates.

-- The name of the row `id` of a reference field, as staff know it; null when it is gone or unnamed. The
-- leisure rows' category and a leisure price's tariff point at the leisure catalogue.
CREATE FUNCTION "audit_ref_name"(entity text, field text, ref integer) RETURNS text LANGUAGE plpgsql STABLE AS $$
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
  END;
END $$;
--> statement-breakpoint
CREATE FUNCTION "audit_ref_id"(v jsonb) RETURNS integer LANGUAGE sql IMMUTABLE AS $$
  SELECT CASE WHEN jsonb_typeof(v) = 'number' THEN (v #>> '{}')::integer END
$$;
--> statement-breakpoint
CREATE FUNCTION "audit_log_names"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  refs text[] := ARRAY['category_id', 'room_id', 'bed_id', 'source_id', 'channel_id', 'payment_method_id',
                       'client_id', 'service_id', 'discount_id', 'tariff_id'];
  names jsonb;
BEGIN
  -- A picture names its owner: a room category or a leisure activity (the others are the company's own).
  IF NEW."entity" = 'image' AND NEW."data" ->> 'owner_kind' IN ('category', 'leisure') THEN
    NEW."data" := NEW."data" || jsonb_build_object('names', jsonb_strip_nulls(jsonb_build_object('owner_id',
      "audit_ref_name"(CASE WHEN NEW."data" ->> 'owner_kind' = 'leisure' THEN 'leisure_room' ELSE 'image' END,
        'category_id', "audit_ref_id"(NEW."data" -> 'owner_id')))));
    RETURN NEW;
  END IF;
  -- The busy path (a sale, a booking's status step) names nothing: one test, no query.
  IF NOT (NEW."changes" ?| refs OR NEW."data" ?| refs) THEN RETURN NEW; END IF;
  SELECT jsonb_strip_nulls(coalesce(jsonb_object_agg(f.field, CASE
      WHEN f.pair IS NOT NULL THEN jsonb_build_array(
        "audit_ref_name"(NEW."entity", f.field, "audit_ref_id"(f.pair -> 0)),
        "audit_ref_name"(NEW."entity", f.field, "audit_ref_id"(f.pair -> 1)))
      ELSE to_jsonb("audit_ref_name"(NEW."entity", f.field, "audit_ref_id"(f.one))) END), '{}'::jsonb))
  INTO names
  FROM (SELECT r AS field, NEW."changes" -> r AS pair, NEW."data" -> r AS one
        FROM unnest(refs) r WHERE NEW."changes" ? r OR NEW."data" ? r) f;
  IF names <> '{}'::jsonb THEN
    NEW."data" := NEW."data" || jsonb_build_object('names', names);
  END IF;
  RETURN NEW;
END $$;
--> statement-breakpoint
CREATE TRIGGER "audit_log_names" BEFORE INSERT ON "audit_log"
  FOR EACH ROW EXECUTE FUNCTION "audit_log_names"();
--> statement-breakpoint

-- A repair ('Ремонт'): created, changed (room, period, comment), deleted; its room and period as they were.
CREATE FUNCTION "audit_repair_data"(r "repairs") RETURNS jsonb LANGUAGE sql STABLE AS $$
  SELECT jsonb_build_object('room', "audit_room_name"(r."room_id"),
    'check_in', extract(epoch FROM r."check_in")::bigint,
    'check_out', extract(epoch FROM r."check_out")::bigint,
    'comment', nullif(r."comment", ''))
$$;
--> statement-breakpoint
CREATE FUNCTION "audit_repair_image"(r "repairs") RETURNS jsonb LANGUAGE sql STABLE AS $$
  SELECT jsonb_build_object('room_id', r."room_id",
    'check_in', extract(epoch FROM r."check_in")::bigint,
    'check_out', extract(epoch FROM r."check_out")::bigint,
    'comment', r."comment")
$$;
--> statement-breakpoint
CREATE FUNCTION "audit_repairs"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  diff jsonb;
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM "audit_write"(NEW."company_id", 'repair', NEW."id", NULL, 'create',
      "audit_fields"("audit_repair_image"(NEW), true), "audit_repair_data"(NEW));
  ELSIF TG_OP = 'DELETE' THEN
    IF "audit_company_alive"(OLD."company_id") THEN
      PERFORM "audit_write"(OLD."company_id", 'repair', OLD."id", NULL, 'delete',
        "audit_fields"("audit_repair_image"(OLD), false), "audit_repair_data"(OLD));
    END IF;
  ELSE
    diff := "audit_diff"("audit_repair_image"(OLD), "audit_repair_image"(NEW), ARRAY[]::text[]);
    IF diff <> '{}'::jsonb THEN
      PERFORM "audit_write"(NEW."company_id", 'repair', NEW."id", NULL, 'update', diff, "audit_repair_data"(NEW));
    END IF;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "audit_repairs" AFTER INSERT OR UPDATE OR DELETE ON "repairs"
  FOR EACH ROW EXECUTE FUNCTION "audit_repairs"();
--> statement-breakpoint

-- A block's room, channel and ownership are recorded when they change, as its dates were (0048).
CREATE OR REPLACE FUNCTION "audit_blocks"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  diff jsonb;
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM "audit_write"(NEW."company_id", 'block', NEW."id", NULL, 'create', '{}'::jsonb,
      "audit_block_data"(NEW));
    RETURN NULL;
  END IF;
  IF TG_OP = 'DELETE' THEN
    IF "audit_company_alive"(OLD."company_id") THEN
      PERFORM "audit_write"(OLD."company_id", 'block', OLD."id", OLD."booking_id",
        CASE WHEN OLD."booking_id" IS NULL THEN 'delete' ELSE 'block_consume' END, '{}'::jsonb,
        "audit_block_data"(OLD));
    END IF;
    RETURN NULL;
  END IF;
  IF OLD."booking_id" IS NULL AND NEW."booking_id" IS NOT NULL THEN
    PERFORM "audit_write"(NEW."company_id", 'block', NEW."id", NEW."booking_id", 'block_draft', '{}'::jsonb,
      "audit_block_data"(NEW));
  ELSIF OLD."booking_id" IS NOT NULL AND NEW."booking_id" IS NULL THEN
    IF "audit_company_alive"(NEW."company_id") THEN
      PERFORM "audit_write"(NEW."company_id", 'block', NEW."id", OLD."booking_id", 'block_return', '{}'::jsonb,
        "audit_block_data"(NEW));
    END IF;
  END IF;
  diff := "audit_diff"(
    jsonb_build_object('check_in', extract(epoch FROM OLD."start")::bigint, 'check_out', extract(epoch FROM OLD."end")::bigint,
      'room_id', OLD."room_id", 'channel_id', OLD."channel_id", 'is_own', OLD."is_own"),
    jsonb_build_object('check_in', extract(epoch FROM NEW."start")::bigint, 'check_out', extract(epoch FROM NEW."end")::bigint,
      'room_id', NEW."room_id", 'channel_id', NEW."channel_id", 'is_own', NEW."is_own"),
    ARRAY[]::text[]);
  IF diff <> '{}'::jsonb THEN
    PERFORM "audit_write"(NEW."company_id", 'block', NEW."id", NULL, 'update', diff, "audit_block_data"(NEW));
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint

-- The booking page's content: news, banners, category tags and pictures (whose bytes never go in; the
-- owner's kind stays in the record, so a deleted picture is recorded with something to say).
SELECT "audit_attach"('company_feed', 'news', '{"data": {"name": "title"}}');
--> statement-breakpoint
SELECT "audit_attach"('company_strip', 'banner', '{"data": {"name": "caption"}}');
--> statement-breakpoint
SELECT "audit_attach"('category_tags', 'tag', '{"data": {"name": "name", "category_id": "category_id"}}');
--> statement-breakpoint
SELECT "audit_attach"('images', 'image', '{"data": {"owner_kind": "owner_kind", "owner_id": "owner_id"},
  "skip": ["data", "thumb", "thumb_mime", "etag", "mime", "size", "width", "height", "owner_id"]}');
