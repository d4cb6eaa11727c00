-- Calendar sync with booking sites (issue 34, part 1; docs/integrations.md). The export feeds are secret
-- URLs (a token per feed; revoking replaces it), the import feeds are a channel's calendar URL per room
-- or category with the sales channel it stands for, each event it ever had is one row keyed by
-- (feed, UID), and every fetch is recorded.

-- One export feed per room, or per category (and, for a channel's allotment, that channel).
CREATE TABLE "calendar_exports" (
  "id" serial PRIMARY KEY NOT NULL,
  "company_id" integer NOT NULL REFERENCES "companies"("id") ON DELETE cascade,
  "room_id" integer REFERENCES "rooms"("id") ON DELETE cascade,
  "category_id" integer REFERENCES "categories"("id") ON DELETE cascade,
  "channel_id" integer REFERENCES "sales_channels"("id") ON DELETE cascade,
  -- 32 random bytes, base64url: what the URL carries; a revoke writes a new one.
  "token" text NOT NULL,
  "created_at" timestamp with time zone DEFAULT now() NOT NULL,
  CONSTRAINT "calendar_exports_target" CHECK (num_nonnulls("room_id", "category_id") = 1
    AND ("channel_id" IS NULL OR "category_id" IS NOT NULL))
);--> statement-breakpoint
CREATE UNIQUE INDEX "calendar_exports_token" ON "calendar_exports" ("token");--> statement-breakpoint
CREATE UNIQUE INDEX "calendar_exports_one_per_target" ON "calendar_exports"
  ("company_id", "room_id", "category_id", "channel_id") NULLS NOT DISTINCT;--> statement-breakpoint

-- A channel's calendar to import. next_fetch_at: when the schedule takes it next (null: inactive);
-- lease_until: an instance fetching it holds it until then, so no other takes it meanwhile.
CREATE TABLE "calendar_imports" (
  "id" serial PRIMARY KEY NOT NULL,
  "company_id" integer NOT NULL REFERENCES "companies"("id") ON DELETE cascade,
  "name" text NOT NULL CHECK (length("name") BETWEEN 1 AND 100),
  "url" text NOT NULL CHECK (length("url") BETWEEN 1 AND 2000),
  "room_id" integer REFERENCES "rooms"("id") ON DELETE cascade,
  "category_id" integer REFERENCES "categories"("id") ON DELETE cascade,
  "channel_id" integer NOT NULL REFERENCES "sales_channels"("id") ON DELETE restrict,
  "interval_minutes" integer DEFAULT 15 NOT NULL CHECK ("interval_minutes" BETWEEN 5 AND 1440),
  "active" boolean DEFAULT true NOT NULL,
  "failures" integer DEFAULT 0 NOT NULL,
  "last_fetch_at" timestamp with time zone,
  "last_error" text DEFAULT '' NOT NULL,
  "next_fetch_at" timestamp with time zone,
  "lease_until" timestamp with time zone,
  "created_at" timestamp with time zone DEFAULT now() NOT NULL,
  CONSTRAINT "calendar_imports_target" CHECK (num_nonnulls("room_id", "category_id") = 1)
);--> statement-breakpoint
CREATE INDEX "calendar_imports_company" ON "calendar_imports" ("company_id");--> statement-breakpoint
CREATE INDEX "calendar_imports_due" ON "calendar_imports" ("next_fetch_at") WHERE "active";--> statement-breakpoint

-- Every event a feed had, by its UID: the booking it became (state 'booked'), a collision waiting for
-- staff ('conflict', with what holds the place; booking_id set when the channel moved a stay already
-- booked, which keeps its old dates meanwhile), one staff declined ('rejected') or one the channel
-- removed ('removed'). check_in/check_out are the channel's stay as last read.
CREATE TABLE "calendar_import_events" (
  "id" serial PRIMARY KEY NOT NULL,
  "company_id" integer NOT NULL REFERENCES "companies"("id") ON DELETE cascade,
  "import_id" integer NOT NULL REFERENCES "calendar_imports"("id") ON DELETE cascade,
  "uid" text NOT NULL CHECK (length("uid") BETWEEN 1 AND 500),
  "summary" text DEFAULT '' NOT NULL,
  "check_in" timestamp with time zone NOT NULL,
  "check_out" timestamp with time zone NOT NULL,
  "state" text NOT NULL CHECK ("state" IN ('booked', 'conflict', 'rejected', 'removed')),
  "booking_id" integer REFERENCES "bookings"("id") ON DELETE set null,
  "category_id" integer NOT NULL REFERENCES "categories"("id") ON DELETE cascade,
  "room_id" integer REFERENCES "rooms"("id") ON DELETE set null,
  "holder" text DEFAULT '' NOT NULL,
  "holder_booking_id" integer REFERENCES "bookings"("id") ON DELETE set null,
  "conflict_at" timestamp with time zone,
  "updated_at" timestamp with time zone DEFAULT now() NOT NULL
);--> statement-breakpoint
CREATE UNIQUE INDEX "calendar_import_events_uid" ON "calendar_import_events" ("import_id", "uid");--> statement-breakpoint
CREATE INDEX "calendar_import_events_conflicts" ON "calendar_import_events" ("company_id") WHERE "state" = 'conflict';--> statement-breakpoint

-- Every fetch: when, how it went, what it changed; error is Russian, for staff.
CREATE TABLE "calendar_fetches" (
  "id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY NOT NULL,
  "company_id" integer NOT NULL REFERENCES "companies"("id") ON DELETE cascade,
  "import_id" integer NOT NULL REFERENCES "calendar_imports"("id") ON DELETE cascade,
  "trigger" text NOT NULL CHECK ("trigger" IN ('schedule', 'manual')),
  "started_at" timestamp with time zone NOT NULL,
  "finished_at" timestamp with time zone DEFAULT now() NOT NULL,
  "result" text NOT NULL CHECK ("result" IN ('ok', 'error')),
  "created" integer DEFAULT 0 NOT NULL,
  "moved" integer DEFAULT 0 NOT NULL,
  "cancelled" integer DEFAULT 0 NOT NULL,
  "conflicts" integer DEFAULT 0 NOT NULL,
  "error" text DEFAULT '' NOT NULL
);--> statement-breakpoint
CREATE INDEX "calendar_fetches_import" ON "calendar_fetches" ("import_id", "started_at");
