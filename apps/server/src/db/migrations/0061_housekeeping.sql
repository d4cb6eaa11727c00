-- Housekeeping (issue 33, docs/housekeeping.md). A room's (or a bed's) condition is one row that the
-- housekeeping module writes; everything that must follow any change of it is the database's, so no path
-- (a tap, a check-out, the daily tidy, a hand-run UPDATE) can skip it: the change's history row, its
-- journal entry (audit_write, as every change is journaled), the live message every open screen
-- receives (pg_notify on the calendar's channel, in the change's own transaction) and the calendar's
-- cache signal.

-- The supervisor, a new role.
ALTER TABLE "company_employees" DROP CONSTRAINT "company_employees_role";--> statement-breakpoint
ALTER TABLE "company_employees" ADD CONSTRAINT "company_employees_role" CHECK ("company_employees"."role" in
  ('owner', 'manager', 'frontdesk', 'accountant', 'housekeeping_supervisor', 'housekeeper'));--> statement-breakpoint

-- A company's automation; a company without a row has the defaults (domain defaultHousekeepingSettings).
-- tidy_hour: the local hour of the day's automatic run (the tidy when daily_tidy, and the linen changes).
-- tidy_done_on: the last local date whose daily run ran (the schedule's own bookkeeping, not journaled).
CREATE TABLE "housekeeping_settings" (
  "company_id" integer PRIMARY KEY NOT NULL REFERENCES "companies"("id") ON DELETE cascade,
  "check_out_makes_dirty" boolean DEFAULT true NOT NULL,
  "daily_tidy" boolean DEFAULT true NOT NULL,
  "tidy_hour" smallint DEFAULT 10 NOT NULL CHECK ("tidy_hour" BETWEEN 0 AND 23),
  "linen_every_nights" smallint DEFAULT 3 NOT NULL CHECK ("linen_every_nights" BETWEEN 0 AND 60),
  "tidy_done_on" date
);--> statement-breakpoint
SELECT "audit_attach"('housekeeping_settings', 'housekeeping_settings',
  '{"company": "company_id", "key": "company_id", "skip": ["tidy_done_on"], "data": {}}');--> statement-breakpoint

-- The condition of a room (bed_id null) or of one bed. changed_at is when the change happened: a tap's
-- own time when an offline phone replays it, so an older tap never overwrites a newer change.
CREATE TABLE "room_conditions" (
  "id" serial PRIMARY KEY NOT NULL,
  "company_id" integer NOT NULL REFERENCES "companies"("id") ON DELETE cascade,
  "room_id" integer NOT NULL REFERENCES "rooms"("id") ON DELETE cascade,
  "bed_id" integer REFERENCES "beds"("id") ON DELETE cascade,
  "condition" text NOT NULL CHECK ("condition" IN ('dirty', 'cleaning', 'clean', 'inspected', 'out_of_order')),
  "reason" text DEFAULT '' NOT NULL CHECK (length("reason") <= 200),
  "note" text DEFAULT '' NOT NULL CHECK (length("note") <= 500),
  "linen_change" boolean DEFAULT false NOT NULL,
  "source" text DEFAULT 'hand' NOT NULL CHECK ("source" IN ('hand', 'check_out', 'tidy', 'linen')),
  "changed_by" integer REFERENCES "employees"("id") ON DELETE set null,
  "changed_at" timestamp with time zone DEFAULT now() NOT NULL,
  -- 'Не работает' always says why.
  CONSTRAINT "room_conditions_reason" CHECK ("condition" <> 'out_of_order' OR btrim("reason") <> '')
);--> statement-breakpoint
CREATE UNIQUE INDEX "room_conditions_unit" ON "room_conditions" ("room_id", "bed_id") NULLS NOT DISTINCT;--> statement-breakpoint
CREATE INDEX "room_conditions_company" ON "room_conditions" ("company_id");--> statement-breakpoint

-- Every change, for the reports (rooms cleaned per housekeeper, check-out to clean) and the room's story.
CREATE TABLE "room_condition_changes" (
  "id" bigserial PRIMARY KEY NOT NULL,
  "company_id" integer NOT NULL REFERENCES "companies"("id") ON DELETE cascade,
  "room_id" integer NOT NULL REFERENCES "rooms"("id") ON DELETE cascade,
  "bed_id" integer REFERENCES "beds"("id") ON DELETE cascade,
  "from_condition" text,
  "condition" text NOT NULL,
  "reason" text DEFAULT '' NOT NULL,
  "note" text DEFAULT '' NOT NULL,
  "linen_change" boolean DEFAULT false NOT NULL,
  "source" text NOT NULL,
  "changed_by" integer REFERENCES "employees"("id") ON DELETE set null,
  "changed_at" timestamp with time zone NOT NULL,
  "recorded_at" timestamp with time zone DEFAULT now() NOT NULL
);--> statement-breakpoint
CREATE INDEX "room_condition_changes_company_at" ON "room_condition_changes" ("company_id", "changed_at");--> statement-breakpoint
CREATE INDEX "room_condition_changes_room_at" ON "room_condition_changes" ("room_id", "changed_at");--> statement-breakpoint

CREATE FUNCTION "room_conditions_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  before jsonb := CASE WHEN TG_OP = 'UPDATE' THEN jsonb_build_object('condition', OLD."condition",
    'reason', OLD."reason", 'note', OLD."note", 'linen_change', OLD."linen_change") ELSE '{}'::jsonb END;
  after jsonb := jsonb_build_object('condition', NEW."condition", 'reason', NEW."reason", 'note', NEW."note",
    'linen_change', NEW."linen_change");
  label text;
BEGIN
  IF TG_OP = 'UPDATE' AND before = after THEN RETURN NULL; END IF;
  INSERT INTO "room_condition_changes" ("company_id", "room_id", "bed_id", "from_condition", "condition",
    "reason", "note", "linen_change", "source", "changed_by", "changed_at")
  VALUES (NEW."company_id", NEW."room_id", NEW."bed_id", before ->> 'condition', NEW."condition", NEW."reason",
    NEW."note", NEW."linen_change", NEW."source", NEW."changed_by", NEW."changed_at");
  SELECT r."name" || coalesce(', ' || b."name", '') INTO label
    FROM "rooms" r LEFT JOIN "beds" b ON b."id" = NEW."bed_id" WHERE r."id" = NEW."room_id";
  PERFORM "audit_write"(NEW."company_id", 'room_condition', NEW."room_id", NULL,
    CASE WHEN TG_OP = 'INSERT' THEN 'create' ELSE 'update' END,
    CASE WHEN TG_OP = 'INSERT' THEN "audit_fields"(after, true) ELSE "audit_diff"(before, after, ARRAY[]::text[]) END,
    jsonb_build_object('name', label, 'source', NEW."source", 'bed_id', NEW."bed_id"));
  -- The live message (realtime/calendar-hub.ts sends it as {"housekeeping": …}).
  PERFORM pg_notify('pms_calendar', json_build_object('company_id', NEW."company_id", 'housekeeping',
    json_build_object('room_id', NEW."room_id", 'bed_id', NEW."bed_id", 'condition', NEW."condition",
      'reason', NEW."reason", 'linen_change', NEW."linen_change", 'source', NEW."source",
      'changed_at', floor(extract(epoch FROM NEW."changed_at"))::bigint))::text);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "room_conditions_changed" AFTER INSERT OR UPDATE ON "room_conditions"
  FOR EACH ROW EXECUTE FUNCTION "room_conditions_changed"();--> statement-breakpoint
-- The calendar's answers carry each room's condition: a change drops the company's kept answers (0007).
CREATE TRIGGER "room_conditions_calendar_touch" AFTER INSERT OR UPDATE OR DELETE ON "room_conditions"
  FOR EACH ROW EXECUTE FUNCTION "calendar_touch"();--> statement-breakpoint

-- Who cleans which room on a local date.
CREATE TABLE "room_assignments" (
  "company_id" integer NOT NULL REFERENCES "companies"("id") ON DELETE cascade,
  "day" date NOT NULL,
  "room_id" integer NOT NULL REFERENCES "rooms"("id") ON DELETE cascade,
  "employee_id" integer NOT NULL REFERENCES "employees"("id") ON DELETE cascade,
  "assigned_by" integer REFERENCES "employees"("id") ON DELETE set null,
  "assigned_at" timestamp with time zone DEFAULT now() NOT NULL,
  CONSTRAINT "room_assignments_pk" PRIMARY KEY ("room_id", "day")
);--> statement-breakpoint
CREATE INDEX "room_assignments_company_day" ON "room_assignments" ("company_id", "day", "employee_id");--> statement-breakpoint

-- One task table: a booking's tasks (kind 'booking', written by the booking's save) and the tasks not
-- tied to a booking (maintenance, housekeeping; written by the housekeeping module), with the spec's
-- fields (due_date is todo_date + todo_time in the property's zone) and when one was done.
ALTER TABLE "tasks" ALTER COLUMN "booking_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "tasks" ADD COLUMN "kind" text DEFAULT 'booking' NOT NULL;--> statement-breakpoint
ALTER TABLE "tasks" ADD COLUMN "room_id" integer REFERENCES "rooms"("id") ON DELETE set null;--> statement-breakpoint
ALTER TABLE "tasks" ADD COLUMN "done_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "tasks" ADD CONSTRAINT "tasks_kind" CHECK ("kind" IN ('booking', 'maintenance', 'housekeeping')
  AND ("kind" = 'booking') = ("booking_id" IS NOT NULL));--> statement-breakpoint
CREATE INDEX "tasks_company_responsible_due" ON "tasks" ("company_id", "responsible_id", "due_date");
