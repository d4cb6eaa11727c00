-- The audit log ('История', 'Журнал действий'; issue 15), recorded by the database itself: triggers on
-- the tables a manager cares about append a row to audit_log in the transaction of the change, so no
-- code path (editor, status buttons, moves, the sweeper, a future one) can change a booking unrecorded,
-- and a refused write records nothing. Who acts comes from app.actor_id, set by every write (write.ts):
-- a positive integer is an employee, 'system' (the sweeper) or nothing records no employee. The company
-- is the changed row's own (every audited row carries one), so a row can never land in another company.
-- Actions and their payloads are listed in packages/domain/src/audit.ts.

-- The acting employee of this transaction, or null for the system.
CREATE FUNCTION "audit_actor"() RETURNS integer LANGUAGE sql STABLE AS $$
  SELECT CASE WHEN a ~ '^[1-9][0-9]{0,9}$' AND a::bigint <= 2147483647 THEN a::integer END
  FROM (SELECT current_setting('app.actor_id', true) AS a) s
$$;
--> statement-breakpoint
-- A use case may name the action or the reason when the row cannot tell them (set_config(…, true)).
CREATE FUNCTION "audit_setting"(name text) RETURNS text LANGUAGE sql STABLE AS $$
  SELECT nullif(current_setting(name, true), '')
$$;
--> statement-breakpoint
-- {field: [before, after]} of the fields that differ, leaving out the bookkeeping ones.
CREATE FUNCTION "audit_diff"(old_row jsonb, new_row jsonb, skip text[]) RETURNS jsonb
LANGUAGE sql IMMUTABLE AS $$
  SELECT coalesce(jsonb_object_agg(n.key, jsonb_build_array(old_row -> n.key, n.value)), '{}'::jsonb)
  FROM jsonb_each(new_row) n
  WHERE NOT (n.key = ANY (skip)) AND (old_row -> n.key) IS DISTINCT FROM n.value
$$;
--> statement-breakpoint
-- A company's deletion cascades to its rows: nothing to record then, and its log goes with it.
CREATE FUNCTION "audit_company_alive"(company integer) RETURNS boolean LANGUAGE sql STABLE AS $$
  SELECT EXISTS (SELECT 1 FROM "companies" WHERE "id" = company)
$$;
--> statement-breakpoint
-- One record. The use case's own words (app.audit_action, app.audit_reason), when it set them, win over
-- what the trigger read from the row.
CREATE FUNCTION "audit_write"(company integer, entity text, entity_id integer, booking integer,
  action text, changes jsonb, data jsonb) RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  reason text := "audit_setting"('app.audit_reason');
BEGIN
  IF reason IS NOT NULL THEN data := data || jsonb_build_object('reason', reason); END IF;
  INSERT INTO "audit_log" ("company_id", "employee_id", "entity", "entity_id", "booking_id", "action", "changes", "data")
  VALUES (company, "audit_actor"(), entity, entity_id, booking,
          coalesce("audit_setting"('app.audit_action'), action), changes, jsonb_strip_nulls(data));
END $$;
--> statement-breakpoint
-- A booking as the log shows it: instants as unix seconds (as the API gives them), without the columns
-- the database keeps itself or that only say who and when (the log row says that).
CREATE FUNCTION "audit_booking_image"(b "bookings") RETURNS jsonb LANGUAGE sql STABLE AS $$
  SELECT (to_jsonb(b) - ARRAY['id', 'company_id', 'version', 'updated_at', 'updated_by', 'search_text',
            'paid_amount', 'guest_name', 'guest_phone', 'price_details', 'created_at', 'created_by',
            'old_room_id', 'room_reason', 'cancel_reason'])
    || jsonb_build_object('check_in', extract(epoch FROM b."check_in")::bigint,
                          'check_out', extract(epoch FROM b."check_out")::bigint,
                          'expire_on', extract(epoch FROM b."expire_on")::bigint)
$$;
--> statement-breakpoint
CREATE FUNCTION "audit_room_name"(room integer) RETURNS text LANGUAGE sql STABLE AS $$
  SELECT "name" FROM "rooms" WHERE "id" = room
$$;
--> statement-breakpoint
CREATE FUNCTION "audit_bookings"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  diff jsonb;
  act text;
  info jsonb := '{}'::jsonb;
BEGIN
  IF TG_OP = 'DELETE' THEN
    IF "audit_company_alive"(OLD."company_id") THEN
      PERFORM "audit_write"(OLD."company_id", 'booking', OLD."id", OLD."id", 'delete', '{}'::jsonb,
        jsonb_build_object('status', OLD."status", 'room', "audit_room_name"(OLD."room_id")));
    END IF;
    RETURN NULL;
  END IF;
  IF TG_OP = 'INSERT' THEN
    PERFORM "audit_write"(NEW."company_id", 'booking', NEW."id", NEW."id", 'create', '{}'::jsonb,
      jsonb_build_object('status', NEW."status", 'room', "audit_room_name"(NEW."room_id"),
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
    WHEN diff ? 'status' THEN CASE
      WHEN NEW."status" IN ('canceled', 'client_cancel', 'company_cancel') THEN 'cancel'
      WHEN NEW."status" IN ('reserved', 'booked', 'check_in', 'check_out', 'expired') THEN NEW."status"
      ELSE 'status' END
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
-- Only a change that raised the version (migration 0010: anything but the payments' total and the guest
-- label) can be worth a row; a payment's refresh of paid_amount does not even call the function.
CREATE TRIGGER "audit_bookings_update" AFTER UPDATE ON "bookings"
  FOR EACH ROW WHEN (OLD."version" IS DISTINCT FROM NEW."version") EXECUTE FUNCTION "audit_bookings"();
--> statement-breakpoint
CREATE TRIGGER "audit_bookings_insert_delete" AFTER INSERT OR DELETE ON "bookings"
  FOR EACH ROW EXECUTE FUNCTION "audit_bookings"();
--> statement-breakpoint
-- A guest as the log names them: 'Фамилия Имя Отчество · телефон'.
CREATE FUNCTION "audit_guest_label"(c "clients") RETURNS text LANGUAGE sql IMMUTABLE AS $$
  SELECT concat_ws(' · ', nullif(trim(concat_ws(' ', c."last_name", c."first_name", c."middle_name")), ''),
                   nullif(c."phone_number", ''))
$$;
--> statement-breakpoint
-- The editor replaces a booking's guests as a whole (delete, then insert): row by row that would read as
-- every guest leaving and coming back. So the guests are compared per statement, set-based (a seed or a
-- bulk load of thousands of links costs one pass, not a pass per row):
--   - a delete keeps each live booking's list as it was before it (app.audit_guests: {booking id: list},
--     the first one of the transaction wins);
--   - an insert compares, for each booking it touched, that kept list (or, without a delete before it,
--     the list less the inserted rows) with the list now, and records one 'guests' row if they differ;
--   - a delete with no insert after it (every guest removed) is compared at commit, by a deferred trigger.
CREATE FUNCTION "audit_guests_removed"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  before jsonb;
BEGIN
  SELECT jsonb_object_agg(g."booking_id"::text, g."list") INTO before
  FROM (
    SELECT x."booking_id", jsonb_agg("audit_guest_label"(c) ORDER BY x."position", x."client_id") AS "list"
    FROM (SELECT "booking_id", "client_id", "position" FROM removed
          UNION ALL
          SELECT bc."booking_id", bc."client_id", bc."position" FROM "booking_clients" bc
          WHERE bc."booking_id" IN (SELECT "booking_id" FROM removed)) x
    JOIN "clients" c ON c."id" = x."client_id"
    -- A deleted booking (a draft, a whole company) takes its guests along: its own row says so.
    WHERE EXISTS (SELECT 1 FROM "bookings" b WHERE b."id" = x."booking_id")
    GROUP BY x."booking_id") g;
  IF before IS NOT NULL THEN
    PERFORM set_config('app.audit_guests',
      (before || coalesce("audit_setting"('app.audit_guests'), '{}')::jsonb)::text, true);
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "audit_guests_removed" AFTER DELETE ON "booking_clients"
  REFERENCING OLD TABLE AS removed FOR EACH STATEMENT EXECUTE FUNCTION "audit_guests_removed"();
--> statement-breakpoint
CREATE FUNCTION "audit_guests_added"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  kept jsonb := coalesce("audit_setting"('app.audit_guests'), '{}')::jsonb;
BEGIN
  WITH a AS (SELECT "booking_id", array_agg("client_id") AS "ids" FROM added GROUP BY "booking_id"),
  now_and_before AS (
    SELECT b."company_id", a."booking_id",
      coalesce(kept -> a."booking_id"::text,
        (SELECT coalesce(jsonb_agg("audit_guest_label"(c) ORDER BY bc."position", bc."client_id"), '[]'::jsonb)
         FROM "booking_clients" bc JOIN "clients" c ON c."id" = bc."client_id"
         WHERE bc."booking_id" = a."booking_id" AND NOT (bc."client_id" = ANY (a."ids")))) AS "before",
      (SELECT coalesce(jsonb_agg("audit_guest_label"(c) ORDER BY bc."position", bc."client_id"), '[]'::jsonb)
       FROM "booking_clients" bc JOIN "clients" c ON c."id" = bc."client_id"
       WHERE bc."booking_id" = a."booking_id") AS "after"
    FROM a JOIN "bookings" b ON b."id" = a."booking_id")
  INSERT INTO "audit_log" ("company_id", "employee_id", "entity", "entity_id", "booking_id", "action", "changes")
  SELECT "company_id", "audit_actor"(), 'booking', "booking_id", "booking_id", 'guests',
         jsonb_build_object('guests', jsonb_build_array("before", "after"))
  FROM now_and_before WHERE "before" IS DISTINCT FROM "after";
  IF kept <> '{}'::jsonb THEN
    PERFORM set_config('app.audit_guests',
      (kept - ARRAY(SELECT DISTINCT "booking_id"::text FROM added))::text, true);
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "audit_guests_added" AFTER INSERT ON "booking_clients"
  REFERENCING NEW TABLE AS added FOR EACH STATEMENT EXECUTE FUNCTION "audit_guests_added"();
--> statement-breakpoint
-- At commit: a booking whose guests were deleted and never inserted again in the transaction.
CREATE FUNCTION "audit_guests_emptied"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  kept jsonb := coalesce("audit_setting"('app.audit_guests'), '{}')::jsonb;
  before jsonb := kept -> OLD."booking_id"::text;
  after jsonb;
  company integer;
BEGIN
  IF before IS NULL THEN RETURN NULL; END IF;
  PERFORM set_config('app.audit_guests', (kept - OLD."booking_id"::text)::text, true);
  SELECT "company_id" INTO company FROM "bookings" WHERE "id" = OLD."booking_id";
  IF company IS NULL THEN RETURN NULL; END IF;
  SELECT coalesce(jsonb_agg("audit_guest_label"(c) ORDER BY bc."position", bc."client_id"), '[]'::jsonb) INTO after
  FROM "booking_clients" bc JOIN "clients" c ON c."id" = bc."client_id"
  WHERE bc."booking_id" = OLD."booking_id";
  IF after IS DISTINCT FROM before THEN
    PERFORM "audit_write"(company, 'booking', OLD."booking_id", OLD."booking_id", 'guests',
      jsonb_build_object('guests', jsonb_build_array(before, after)), '{}'::jsonb);
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "audit_guests_emptied" AFTER DELETE ON "booking_clients"
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "audit_guests_emptied"();
--> statement-breakpoint
-- Payments and returns, of a booking or of a leisure order.
CREATE FUNCTION "audit_payments"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  p "payments";
  info jsonb;
BEGIN
  IF TG_OP = 'DELETE' THEN p := OLD; ELSE p := NEW; END IF;
  IF TG_OP = 'DELETE' AND NOT "audit_company_alive"(OLD."company_id") THEN RETURN NULL; END IF;
  info := jsonb_build_object('amount', p."value", 'payment_type', p."payment_type",
    'method', (SELECT "name" FROM "payment_types" WHERE "id" = p."payment_method_id"),
    'leisure_order_id', p."leisure_order_id", 'comment', nullif(p."comment", ''));
  PERFORM "audit_write"(p."company_id", 'payment', p."id", p."booking_id",
    CASE WHEN TG_OP = 'DELETE' THEN 'payment_delete'
         WHEN TG_OP = 'UPDATE' THEN 'payment_update'
         WHEN p."payment_type" = 'return' THEN 'refund'
         ELSE 'payment' END,
    CASE WHEN TG_OP = 'UPDATE'
      THEN "audit_diff"(to_jsonb(OLD), to_jsonb(NEW), ARRAY['id', 'company_id', 'created_by', 'created_at'])
      ELSE '{}'::jsonb END,
    info);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "audit_payments" AFTER INSERT OR UPDATE OR DELETE ON "payments"
  FOR EACH ROW EXECUTE FUNCTION "audit_payments"();
--> statement-breakpoint
-- Leisure orders: a sale ('book'), a reserve, a stock reduction, a cancellation with its reason.
CREATE FUNCTION "audit_leisure_orders"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  diff jsonb := '{}'::jsonb;
  status text;
BEGIN
  IF TG_OP = 'DELETE' THEN
    IF "audit_company_alive"(OLD."company_id") THEN
      PERFORM "audit_write"(OLD."company_id", 'leisure_order', OLD."id", NULL, 'delete', '{}'::jsonb, '{}'::jsonb);
    END IF;
    RETURN NULL;
  END IF;
  IF TG_OP = 'UPDATE' THEN
    diff := "audit_diff"(to_jsonb(OLD), to_jsonb(NEW),
      ARRAY['id', 'company_id', 'paid_amount', 'canceled_at', 'cancel_reason', 'created_by', 'created_at']);
    IF diff = '{}'::jsonb THEN RETURN NULL; END IF;
  END IF;
  status := CASE WHEN TG_OP = 'INSERT' OR diff ? 'status' THEN NEW."status" END;
  PERFORM "audit_write"(NEW."company_id", 'leisure_order', NEW."id", NULL,
    CASE status WHEN 'book' THEN 'sale' WHEN 'reserved' THEN 'reserve' WHEN 'stock' THEN 'stock'
                WHEN 'canceled' THEN 'cancel' ELSE 'update' END,
    diff,
    jsonb_build_object('day', NEW."day", 'quantity', NEW."quantity", 'amount', NEW."amount",
      'reason', CASE WHEN status = 'canceled' THEN nullif(NEW."cancel_reason", '') END));
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "audit_leisure_orders" AFTER INSERT OR UPDATE OR DELETE ON "leisure_orders"
  FOR EACH ROW EXECUTE FUNCTION "audit_leisure_orders"();
--> statement-breakpoint
-- Memberships: who joined the company, their role, deactivation. Accepting an invitation or choosing a
-- company is nobody's business but the employee's.
CREATE FUNCTION "audit_company_employees"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  diff jsonb;
BEGIN
  IF TG_OP = 'DELETE' THEN
    IF "audit_company_alive"(OLD."company_id") THEN
      PERFORM "audit_write"(OLD."company_id", 'employee', OLD."employee_id", NULL, 'employee_remove',
        '{}'::jsonb, jsonb_build_object('role', OLD."role"));
    END IF;
    RETURN NULL;
  END IF;
  IF TG_OP = 'INSERT' THEN
    PERFORM "audit_write"(NEW."company_id", 'employee', NEW."employee_id", NULL, 'employee_add', '{}'::jsonb,
      jsonb_build_object('role', NEW."role", 'invited', NEW."invitation" IS NOT NULL));
    RETURN NULL;
  END IF;
  diff := "audit_diff"(jsonb_build_object('role', OLD."role", 'is_active', OLD."is_active"),
                       jsonb_build_object('role', NEW."role", 'is_active', NEW."is_active"), ARRAY[]::text[]);
  IF diff = '{}'::jsonb THEN RETURN NULL; END IF;
  PERFORM "audit_write"(NEW."company_id", 'employee', NEW."employee_id", NULL,
    CASE WHEN diff ? 'role' THEN 'role' WHEN NEW."is_active" THEN 'activate' ELSE 'deactivate' END,
    diff, '{}'::jsonb);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "audit_company_employees" AFTER INSERT OR UPDATE OR DELETE ON "company_employees"
  FOR EACH ROW EXECUTE FUNCTION "audit_company_employees"();
--> statement-breakpoint
-- Catalogue rows that carry prices (a category's rates, a service's price, a discount's value): the
-- entity is the trigger's argument; the row's name goes with every record.
CREATE FUNCTION "audit_catalogue"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  r jsonb;
  company integer;
  diff jsonb := '{}'::jsonb;
BEGIN
  IF TG_OP = 'DELETE' THEN r := to_jsonb(OLD); ELSE r := to_jsonb(NEW); END IF;
  company := (r ->> 'company_id')::integer;
  IF TG_OP = 'DELETE' AND NOT "audit_company_alive"(company) THEN RETURN NULL; END IF;
  IF TG_OP = 'UPDATE' THEN
    diff := "audit_diff"(to_jsonb(OLD), r, ARRAY['id', 'company_id', 'created_at', 'search_text']);
    IF diff = '{}'::jsonb THEN RETURN NULL; END IF;
  END IF;
  PERFORM "audit_write"(company, TG_ARGV[0], (r ->> 'id')::integer, NULL,
    CASE TG_OP WHEN 'INSERT' THEN 'create' WHEN 'DELETE' THEN 'delete'
      ELSE CASE WHEN diff ?| ARRAY['rates', 'price', 'value'] THEN 'price' ELSE 'update' END END,
    diff, jsonb_build_object('name', r ->> 'name'));
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "audit_categories" AFTER INSERT OR UPDATE OR DELETE ON "categories"
  FOR EACH ROW EXECUTE FUNCTION "audit_catalogue"('category');
--> statement-breakpoint
CREATE TRIGGER "audit_services" AFTER INSERT OR UPDATE OR DELETE ON "services"
  FOR EACH ROW EXECUTE FUNCTION "audit_catalogue"('service');
--> statement-breakpoint
CREATE TRIGGER "audit_discounts" AFTER INSERT OR UPDATE OR DELETE ON "discounts"
  FOR EACH ROW EXECUTE FUNCTION "audit_catalogue"('discount');
--> statement-breakpoint
-- Append-only: nothing changes or removes a record, whatever the code or the SQL. Two exceptions, both
-- the database's own: a company's deletion takes its log along (ON DELETE CASCADE: the company row is
-- gone by then), and an employee account removed (a withdrawn invitation's never-used account) leaves
-- its records without the employee (ON DELETE SET NULL).
CREATE FUNCTION "audit_log_append_only"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' AND NOT "audit_company_alive"(OLD."company_id") THEN
    RETURN OLD;
  END IF;
  IF TG_OP = 'UPDATE' AND NEW."employee_id" IS NULL AND OLD."employee_id" IS NOT NULL
     AND to_jsonb(NEW) - 'employee_id' = to_jsonb(OLD) - 'employee_id'
     AND NOT EXISTS (SELECT 1 FROM "employees" WHERE "id" = OLD."employee_id") THEN
    RETURN NEW;
  END IF;
  RAISE EXCEPTION 'Журнал действий нельзя изменить или удалить' USING ERRCODE = 'insufficient_privilege';
END $$;
--> statement-breakpoint
CREATE TRIGGER "audit_log_append_only" BEFORE UPDATE OR DELETE ON "audit_log"
  FOR EACH ROW EXECUTE FUNCTION "audit_log_append_only"();
--> statement-breakpoint
CREATE FUNCTION "audit_log_no_truncate"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'Журнал действий нельзя изменить или удалить' USING ERRCODE = 'insufficient_privilege';
END $$;
--> statement-breakpoint
CREATE TRIGGER "audit_log_no_truncate" BEFORE TRUNCATE ON "audit_log"
  FOR EACH STATEMENT EXECUTE FUNCTION "audit_log_no_truncate"();
