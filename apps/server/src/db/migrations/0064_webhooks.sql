-- Webhooks (issue 34 part 2, docs/integrations.md '## Вебхуки'). A company registers endpoints with the
-- events they want; every change worth an event already writes its journal entry (audit_write and the
-- generic audit_rows), in the change's own transaction, whatever path made it (an editor, a status button,
-- a drag, a group, an import, the sweeper, a hand-run UPDATE). One trigger on audit_log turns those entries
-- into events and deliveries here, so the outbox row commits or rolls back with the change, and no path
-- can skip it. The deliverer (modules/webhooks/deliverer.ts) sends them, woken by pg_notify on
-- 'pms_webhooks' after the commit and by its own sweep.

CREATE TABLE "webhook_endpoints" (
  "id" serial PRIMARY KEY NOT NULL,
  "company_id" integer NOT NULL REFERENCES "companies"("id") ON DELETE cascade,
  "url" text NOT NULL CHECK (length("url") BETWEEN 1 AND 2000),
  "description" text DEFAULT '' NOT NULL CHECK (length("description") <= 200),
  "events" text[] NOT NULL CHECK (cardinality("events") > 0),
  "enabled" boolean DEFAULT true NOT NULL,
  -- The signing secret 'whsec_…', sealed with the server's key (lib/secret-box.ts); the previous one is
  -- still signed with until previous_until, so a receiver can switch over without losing a message.
  "secret" text NOT NULL,
  "previous_secret" text,
  "previous_until" timestamp with time zone,
  "secret_hint" text NOT NULL,
  "created_by" integer REFERENCES "employees"("id") ON DELETE set null,
  "created_at" timestamp with time zone DEFAULT now() NOT NULL,
  "updated_at" timestamp with time zone DEFAULT now() NOT NULL
);--> statement-breakpoint
CREATE INDEX "webhook_endpoints_company" ON "webhook_endpoints" ("company_id") WHERE "enabled";--> statement-breakpoint
SELECT "audit_attach"('webhook_endpoints', 'webhook_endpoint', '{"data": {"name": "url"},
  "skip": ["secret", "previous_secret", "previous_until", "secret_hint"]}');--> statement-breakpoint

-- One event: what happened to which object. order_key names the sequence it is delivered in (a booking's
-- events and its payments', a leisure order's, a room's condition). tx is the transaction that made it:
-- one event per object and kind per transaction, however many journal entries the change wrote.
-- payload is the object as the API answers it, fixed at the event's first delivery attempt (see
-- docs/integrations.md) and sent unchanged on every retry and replay.
CREATE TABLE "webhook_events" (
  "id" bigserial PRIMARY KEY NOT NULL,
  "company_id" integer NOT NULL REFERENCES "companies"("id") ON DELETE cascade,
  "uid" text DEFAULT ('msg_' || replace(gen_random_uuid()::text, '-', '')) NOT NULL UNIQUE,
  "type" text NOT NULL,
  "object_id" integer NOT NULL,
  "object_sub" integer,
  "order_key" text NOT NULL,
  "tx" bigint DEFAULT txid_current() NOT NULL,
  "payload" jsonb,
  "created_at" timestamp with time zone DEFAULT now() NOT NULL
);--> statement-breakpoint
CREATE UNIQUE INDEX "webhook_events_once" ON "webhook_events" ("tx", "type", "object_id", "object_sub")
  NULLS NOT DISTINCT;--> statement-breakpoint
CREATE INDEX "webhook_events_company" ON "webhook_events" ("company_id", "created_at");--> statement-breakpoint

-- One event to one endpoint: pending until delivered (a 2xx answer) or given up (a day of retries).
-- A delivery is sent after every earlier pending delivery of its endpoint and order_key. lease_until is
-- the claim of the instance sending it now (longer than a request may take); a crashed instance's claim
-- lapses and another sends it.
CREATE TABLE "webhook_deliveries" (
  "id" bigserial PRIMARY KEY NOT NULL,
  "company_id" integer NOT NULL REFERENCES "companies"("id") ON DELETE cascade,
  "endpoint_id" integer NOT NULL REFERENCES "webhook_endpoints"("id") ON DELETE cascade,
  "event_id" bigint NOT NULL REFERENCES "webhook_events"("id") ON DELETE cascade,
  "order_key" text NOT NULL,
  "state" text DEFAULT 'pending' NOT NULL CHECK ("state" IN ('pending', 'delivered', 'failed')),
  "attempts" integer DEFAULT 0 NOT NULL,
  "next_at" timestamp with time zone DEFAULT now() NOT NULL,
  "lease_until" timestamp with time zone,
  "last_status" integer,
  "last_error" text,
  "replay_of" bigint REFERENCES "webhook_deliveries"("id") ON DELETE set null,
  "created_at" timestamp with time zone DEFAULT now() NOT NULL,
  "finished_at" timestamp with time zone
);--> statement-breakpoint
CREATE INDEX "webhook_deliveries_due" ON "webhook_deliveries" ("next_at") WHERE "state" = 'pending';--> statement-breakpoint
CREATE INDEX "webhook_deliveries_order" ON "webhook_deliveries" ("endpoint_id", "order_key", "id")
  WHERE "state" = 'pending';--> statement-breakpoint
CREATE INDEX "webhook_deliveries_endpoint" ON "webhook_deliveries" ("endpoint_id", "id");--> statement-breakpoint

-- Every request sent: what went out and what came back (the answer's body cut to 4 KB).
CREATE TABLE "webhook_attempts" (
  "id" bigserial PRIMARY KEY NOT NULL,
  "company_id" integer NOT NULL REFERENCES "companies"("id") ON DELETE cascade,
  "delivery_id" bigint NOT NULL REFERENCES "webhook_deliveries"("id") ON DELETE cascade,
  "attempt" integer NOT NULL,
  "at" timestamp with time zone DEFAULT now() NOT NULL,
  "duration_ms" integer NOT NULL,
  "request_headers" jsonb NOT NULL,
  "request_body" text NOT NULL,
  "response_status" integer,
  "response_body" text DEFAULT '' NOT NULL,
  "error" text
);--> statement-breakpoint
CREATE INDEX "webhook_attempts_delivery" ON "webhook_attempts" ("delivery_id", "id");--> statement-breakpoint

-- A journal entry → the event it is (null: none). Drafts are an open editor, not a booking yet: nothing
-- about them is sent; a draft's first save is 'booking.created'. A payment's or refund's change or
-- removal, a booking's removal and a leisure order's removal send nothing (docs/integrations.md).
CREATE FUNCTION "webhook_event_type"(e "audit_log", booking_status text) RETURNS text
LANGUAGE plpgsql STABLE AS $$
DECLARE
  next_status text;
BEGIN
  IF e."entity" = 'payment' THEN
    RETURN CASE e."action" WHEN 'payment' THEN 'payment.created' WHEN 'refund' THEN 'refund.created' END;
  END IF;
  IF e."entity" = 'leisure_order' THEN
    IF e."action" = 'delete' THEN RETURN NULL; END IF;
    -- Its insert's entry (audit_rows, 0034) names every field as [null, value]: the status too.
    RETURN CASE WHEN e."changes" = '{}'::jsonb OR jsonb_typeof(e."changes" -> 'status' -> 0) = 'null'
                THEN 'leisure_order.created' ELSE 'leisure_order.changed' END;
  END IF;
  IF e."entity" = 'room_condition' THEN RETURN 'room_condition.changed'; END IF;
  IF e."booking_id" IS NULL OR booking_status IS NULL OR booking_status = 'new' THEN RETURN NULL; END IF;
  IF e."entity" = 'booking' AND e."action" = 'create' THEN RETURN 'booking.created'; END IF;
  IF e."entity" = 'booking' AND e."changes" ? 'status' THEN
    IF e."changes" -> 'status' ->> 0 = 'new' THEN RETURN 'booking.created'; END IF;
    next_status := e."changes" -> 'status' ->> 1;
    RETURN CASE
      WHEN next_status IN ('canceled', 'client_cancel', 'company_cancel') THEN 'booking.cancelled'
      WHEN next_status = 'check_in' THEN 'booking.checked_in'
      WHEN next_status = 'check_out' THEN 'booking.checked_out'
      ELSE 'booking.changed' END;
  END IF;
  IF e."action" = 'delete' AND e."entity" = 'booking' THEN RETURN NULL; END IF;
  -- Anything else about a booking: its fields, guests, meals, services, discounts, rooms, dates.
  RETURN 'booking.changed';
END $$;
--> statement-breakpoint
CREATE FUNCTION "webhook_outbox"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  v_status text;
  v_kind text;
  v_object integer;
  v_sub integer;
  v_key text;
  v_event bigint;
BEGIN
  -- The busy path: a company without an enabled endpoint pays one index probe.
  IF NOT EXISTS (SELECT 1 FROM "webhook_endpoints" w WHERE w."company_id" = NEW."company_id" AND w."enabled") THEN
    RETURN NULL;
  END IF;
  IF NEW."booking_id" IS NOT NULL THEN
    SELECT b."status" INTO v_status FROM "bookings" b WHERE b."id" = NEW."booking_id";
  END IF;
  v_kind := "webhook_event_type"(NEW, v_status);
  IF v_kind IS NULL OR NOT EXISTS (SELECT 1 FROM "webhook_endpoints" w WHERE w."company_id" = NEW."company_id"
      AND w."enabled" AND v_kind = ANY (w."events")) THEN
    RETURN NULL;
  END IF;
  IF v_kind LIKE 'booking.%' THEN
    v_object := NEW."booking_id";
    v_key := 'booking:' || NEW."booking_id";

  ELSIF v_kind LIKE 'room_condition.%' THEN
    v_object := NEW."entity_id";
    v_sub := (NEW."data" ->> 'bed_id')::integer;
    v_key := 'room:' || NEW."entity_id";
  ELSIF v_kind LIKE 'leisure_order.%' THEN
    v_object := NEW."entity_id";
    v_key := 'leisure_order:' || NEW."entity_id";
  ELSE
    v_object := NEW."entity_id";
    v_key := CASE WHEN NEW."booking_id" IS NOT NULL THEN 'booking:' || NEW."booking_id"
      ELSE 'leisure_order:' || coalesce(NEW."data" ->> 'leisure_order_id', 'payment' || NEW."entity_id") END;
  END IF;
  -- An object's creation already tells of everything else this transaction did to it.
  IF v_kind IN ('booking.changed', 'leisure_order.changed') AND EXISTS (SELECT 1 FROM "webhook_events" v
      WHERE v."tx" = txid_current() AND v."object_id" = v_object
        AND v."type" = replace(v_kind, '.changed', '.created')) THEN
    RETURN NULL;
  END IF;
  INSERT INTO "webhook_events" ("company_id", "type", "object_id", "object_sub", "order_key")
  VALUES (NEW."company_id", v_kind, v_object, v_sub, v_key)
  ON CONFLICT DO NOTHING RETURNING "id" INTO v_event;
  IF v_event IS NULL THEN RETURN NULL; END IF;
  INSERT INTO "webhook_deliveries" ("company_id", "endpoint_id", "event_id", "order_key")
  SELECT NEW."company_id", w."id", v_event, v_key FROM "webhook_endpoints" w
  WHERE w."company_id" = NEW."company_id" AND w."enabled" AND v_kind = ANY (w."events");
  IF FOUND THEN PERFORM pg_notify('pms_webhooks', ''); END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "webhook_outbox" AFTER INSERT ON "audit_log" FOR EACH ROW EXECUTE FUNCTION "webhook_outbox"();
