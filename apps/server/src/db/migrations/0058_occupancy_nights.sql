-- Issue 31, goal 5. The 365-day occupancy report read every hold and revenue line of the period (26,300
-- holds and 78,300 lines at 500 rooms) on each fresh answer. It now reads a summary per (company,
-- category, local date) of the unit-nights sold and under repair and the accommodation revenue
-- (occupancy_nights, 9,125 rows for that year), plus the changes not yet folded into it, so its answer is
-- always exact (docs/reports.md, bench/README.md).
--
-- No row is hot: the triggers only append signed changes (occupancy_changes; an insert never waits for
-- another transaction), and one place folds them into the summary, under the company's advisory lock
-- (occupancy_fold: run by the report before it reads, and by the sweeper). A hold's change keeps its
-- period, not its nights: the nights are local, worked out with the company's zone when folded, so a
-- change of zone only has to rebuild the summary (occupancy_rezone).
--
-- What the report counts of a hold is kept on the hold itself, so that its removal takes away exactly what
-- it added whatever else is gone by then (a booking deleted with its holds, a room deleted):
--   - category_id: its room's category now (a night sold in a room switched to another category counts
--     in the new one, as the report always counted it), rewritten when the room changes category;
--   - counted: a repair's hold, or a hold of a booking that is not a draft, rewritten when the booking
--     steps into or out of 'new'. Channel blocks are never counted.
-- The fill reads the room and the booking FOR SHARE: a hold placed while another transaction changes the
-- room's category or the booking's status waits for it and reads what it committed, and that transaction,
-- if it came second, waits for the hold's and then rewrites it (its UPDATE sees the hold).
ALTER TABLE "holds" ADD COLUMN "category_id" integer;--> statement-breakpoint
ALTER TABLE "holds" ADD COLUMN "counted" boolean DEFAULT false NOT NULL;--> statement-breakpoint
-- Written again from the domain's draftStatus after every migration (db/domain-sql.ts).
CREATE FUNCTION "booking_is_draft"(status text) RETURNS boolean LANGUAGE sql IMMUTABLE AS $$
  SELECT status = 'new'
$$;
--> statement-breakpoint
UPDATE "holds" h SET "category_id" = r."category_id",
  "counted" = h."repair_id" IS NOT NULL
    OR EXISTS (SELECT FROM "bookings" b WHERE b."id" = h."booking_id" AND NOT "booking_is_draft"(b."status"))
FROM "units" u JOIN "rooms" r ON r."id" = u."room_id"
WHERE u."id" = h."unit_id";--> statement-breakpoint
ALTER TABLE "holds" ALTER COLUMN "category_id" SET NOT NULL;--> statement-breakpoint
CREATE FUNCTION "holds_fill"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  s text;
BEGIN
  SELECT r."category_id" INTO NEW."category_id" FROM "rooms" r
  WHERE r."id" = (SELECT u."room_id" FROM "units" u WHERE u."id" = NEW."unit_id") FOR SHARE;
  IF NEW."booking_id" IS NOT NULL THEN
    SELECT b."status" INTO s FROM "bookings" b WHERE b."id" = NEW."booking_id" FOR SHARE;
    NEW."counted" := NOT coalesce("booking_is_draft"(s), true);
  ELSE
    NEW."counted" := NEW."repair_id" IS NOT NULL;
  END IF;
  RETURN NEW;
END $$;
--> statement-breakpoint
CREATE TRIGGER "holds_fill" BEFORE INSERT OR UPDATE OF "unit_id", "booking_id", "repair_id", "block_id" ON "holds"
  FOR EACH ROW EXECUTE FUNCTION "holds_fill"();
--> statement-breakpoint
CREATE FUNCTION "bookings_holds_counted"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "holds" SET "counted" = NOT "booking_is_draft"(NEW."status")
  WHERE "booking_id" = NEW."id" AND "counted" IS DISTINCT FROM NOT "booking_is_draft"(NEW."status");
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "bookings_holds_counted" AFTER UPDATE OF "status" ON "bookings"
  FOR EACH ROW WHEN ("booking_is_draft"(OLD."status") IS DISTINCT FROM "booking_is_draft"(NEW."status"))
  EXECUTE FUNCTION "bookings_holds_counted"();
--> statement-breakpoint
CREATE FUNCTION "rooms_holds_category"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "holds" SET "category_id" = NEW."category_id"
  WHERE "unit_id" IN (SELECT u."id" FROM "units" u WHERE u."room_id" = NEW."id")
    AND "category_id" IS DISTINCT FROM NEW."category_id";
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "rooms_holds_category" AFTER UPDATE OF "category_id" ON "rooms"
  FOR EACH ROW WHEN (OLD."category_id" IS DISTINCT FROM NEW."category_id")
  EXECUTE FUNCTION "rooms_holds_category"();
--> statement-breakpoint
-- A unit is not moved to another room by the application; if it ever is, its holds follow their room.
CREATE FUNCTION "units_holds_category"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "holds" SET "category_id" = r."category_id" FROM "rooms" r
  WHERE r."id" = NEW."room_id" AND "unit_id" = NEW."id" AND "holds"."category_id" IS DISTINCT FROM r."category_id";
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "units_holds_category" AFTER UPDATE OF "room_id" ON "units"
  FOR EACH ROW WHEN (OLD."room_id" IS DISTINCT FROM NEW."room_id")
  EXECUTE FUNCTION "units_holds_category"();
--> statement-breakpoint
CREATE TABLE "occupancy_nights" (
	"company_id" integer NOT NULL REFERENCES "companies"("id") ON DELETE CASCADE,
	"date" date NOT NULL,
	"category_id" integer NOT NULL,
	"sold" integer DEFAULT 0 NOT NULL,
	"repair" integer DEFAULT 0 NOT NULL,
	"revenue" numeric(14, 2) DEFAULT 0 NOT NULL,
	-- How many counted accommodation lines make the revenue: the report lists a category that has any in
	-- the period, even lines adding up to nothing, as it did when it read the lines.
	"revenue_lines" integer DEFAULT 0 NOT NULL,
	PRIMARY KEY ("company_id", "date", "category_id")
);
--> statement-breakpoint
-- A hold's change has its period (sold or repair ±1 on each of its nights); a revenue line's, its date.
CREATE TABLE "occupancy_changes" (
	"company_id" integer NOT NULL REFERENCES "companies"("id") ON DELETE CASCADE,
	"category_id" integer NOT NULL,
	"period" tstzrange,
	"date" date,
	"sold" integer DEFAULT 0 NOT NULL,
	"repair" integer DEFAULT 0 NOT NULL,
	"revenue" numeric(14, 2) DEFAULT 0 NOT NULL,
	"revenue_lines" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "occupancy_changes_period_or_date" CHECK (("period" IS NULL) <> ("date" IS NULL))
)
-- A queue: rows come and go in bulk, so it is vacuumed and analysed after a fixed number of them rather
-- than a share of a table that is mostly empty (its dead rows and stale estimates slowed every fold).
WITH (autovacuum_vacuum_scale_factor = 0, autovacuum_vacuum_threshold = 2000,
      autovacuum_analyze_scale_factor = 0, autovacuum_analyze_threshold = 2000);
--> statement-breakpoint
CREATE INDEX "occupancy_changes_company" ON "occupancy_changes" USING btree ("company_id");
--> statement-breakpoint
-- The holds' changes, one statement at a time (transition tables): a save's or a bulk load's many holds
-- are one insert. An update that leaves a hold's count, category and period as they were adds nothing.
-- Joined to the company so that a company being deleted (its holds going with it) writes nothing.
CREATE FUNCTION "holds_occupancy"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO "occupancy_changes" ("company_id", "category_id", "period", "sold", "repair")
    SELECT n."company_id", n."category_id", n."period", (n."repair_id" IS NULL)::int, (n."repair_id" IS NOT NULL)::int
    FROM "new_holds" n JOIN "companies" c ON c."id" = n."company_id" WHERE n."counted";
  ELSIF TG_OP = 'DELETE' THEN
    INSERT INTO "occupancy_changes" ("company_id", "category_id", "period", "sold", "repair")
    SELECT o."company_id", o."category_id", o."period", -(o."repair_id" IS NULL)::int, -(o."repair_id" IS NOT NULL)::int
    FROM "old_holds" o JOIN "companies" c ON c."id" = o."company_id" WHERE o."counted";
  ELSE
    INSERT INTO "occupancy_changes" ("company_id", "category_id", "period", "sold", "repair")
    SELECT x."company_id", x."category_id", x."period", sum(x."sold"), sum(x."repair")
    FROM (
      SELECT n."company_id", n."category_id", n."period", (n."repair_id" IS NULL)::int AS "sold",
             (n."repair_id" IS NOT NULL)::int AS "repair"
      FROM "new_holds" n WHERE n."counted"
      UNION ALL
      SELECT o."company_id", o."category_id", o."period", -(o."repair_id" IS NULL)::int, -(o."repair_id" IS NOT NULL)::int
      FROM "old_holds" o WHERE o."counted"
    ) x JOIN "companies" c ON c."id" = x."company_id"
    GROUP BY x."company_id", x."category_id", x."period"
    HAVING sum(x."sold") <> 0 OR sum(x."repair") <> 0;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "holds_occupancy_insert" AFTER INSERT ON "holds" REFERENCING NEW TABLE AS "new_holds"
  FOR EACH STATEMENT EXECUTE FUNCTION "holds_occupancy"();
--> statement-breakpoint
CREATE TRIGGER "holds_occupancy_update" AFTER UPDATE ON "holds" REFERENCING OLD TABLE AS "old_holds" NEW TABLE AS "new_holds"
  FOR EACH STATEMENT EXECUTE FUNCTION "holds_occupancy"();
--> statement-breakpoint
CREATE TRIGGER "holds_occupancy_delete" AFTER DELETE ON "holds" REFERENCING OLD TABLE AS "old_holds"
  FOR EACH STATEMENT EXECUTE FUNCTION "holds_occupancy"();
--> statement-breakpoint
-- The revenue lines' changes (their category and `counted` are kept by migrations 0026 and 0051, so a
-- booking's change of status or category reaches here as an update of its lines). Grouped per statement.
CREATE FUNCTION "booking_revenue_occupancy"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO "occupancy_changes" ("company_id", "category_id", "date", "revenue", "revenue_lines")
    SELECT n."company_id", n."category_id", n."date", sum(n."amount"), count(*)
    FROM "new_lines" n JOIN "companies" c ON c."id" = n."company_id"
    WHERE n."kind" = 'accommodation' AND n."counted"
    GROUP BY n."company_id", n."category_id", n."date";
  ELSIF TG_OP = 'DELETE' THEN
    INSERT INTO "occupancy_changes" ("company_id", "category_id", "date", "revenue", "revenue_lines")
    SELECT o."company_id", o."category_id", o."date", -sum(o."amount"), -count(*)
    FROM "old_lines" o JOIN "companies" c ON c."id" = o."company_id"
    WHERE o."kind" = 'accommodation' AND o."counted"
    GROUP BY o."company_id", o."category_id", o."date";
  ELSE
    INSERT INTO "occupancy_changes" ("company_id", "category_id", "date", "revenue", "revenue_lines")
    SELECT x."company_id", x."category_id", x."date", sum(x."amount"), sum(x."lines")
    FROM (
      SELECT n."company_id", n."category_id", n."date", n."amount", 1 AS "lines"
      FROM "new_lines" n WHERE n."kind" = 'accommodation' AND n."counted"
      UNION ALL
      SELECT o."company_id", o."category_id", o."date", -o."amount", -1
      FROM "old_lines" o WHERE o."kind" = 'accommodation' AND o."counted"
    ) x JOIN "companies" c ON c."id" = x."company_id"
    GROUP BY x."company_id", x."category_id", x."date"
    HAVING sum(x."amount") <> 0 OR sum(x."lines") <> 0;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "booking_revenue_occupancy_insert" AFTER INSERT ON "booking_revenue" REFERENCING NEW TABLE AS "new_lines"
  FOR EACH STATEMENT EXECUTE FUNCTION "booking_revenue_occupancy"();
--> statement-breakpoint
CREATE TRIGGER "booking_revenue_occupancy_update" AFTER UPDATE ON "booking_revenue" REFERENCING OLD TABLE AS "old_lines" NEW TABLE AS "new_lines"
  FOR EACH STATEMENT EXECUTE FUNCTION "booking_revenue_occupancy"();
--> statement-breakpoint
CREATE TRIGGER "booking_revenue_occupancy_delete" AFTER DELETE ON "booking_revenue" REFERENCING OLD TABLE AS "old_lines"
  FOR EACH STATEMENT EXECUTE FUNCTION "booking_revenue_occupancy"();
--> statement-breakpoint
-- The night rule (docs/reports.md): a period holds local night D when it contains the local midnight that
-- closes D, from the night its local start falls in (a start at midnight belongs to the night before) to
-- the night before the one its local end falls in. As the report's firstNight/lastNight (report-sql.ts).
CREATE FUNCTION "occupancy_first_night"(tz text, period tstzrange) RETURNS date LANGUAGE sql IMMUTABLE AS $$
  SELECT (timezone(tz, lower(period)) - interval '1 microsecond')::date
$$;
--> statement-breakpoint
CREATE FUNCTION "occupancy_last_night"(tz text, period tstzrange) RETURNS date LANGUAGE sql IMMUTABLE AS $$
  SELECT (timezone(tz, upper(period)) - interval '1 microsecond')::date - 1
$$;
--> statement-breakpoint
-- The one place that writes the summary: moves the company's changes committed so far into it. Under the
-- company's advisory lock, taken without waiting: a report that finds another fold running reads the
-- changes itself. One statement, so the changes it deletes are exactly the ones it adds.
-- JIT off: planned against a queue that was once large, the statement's estimated cost passed
-- jit_above_cost and compiling it took a second where running it takes a millisecond (bench/README.md).
CREATE FUNCTION "occupancy_fold"(company integer) RETURNS void LANGUAGE plpgsql SET jit = off AS $$
BEGIN
  IF NOT pg_try_advisory_xact_lock(hashtext('occupancy_nights'), company) THEN
    RETURN;
  END IF;
  WITH moved AS (
    DELETE FROM "occupancy_changes" WHERE "company_id" = company
    RETURNING "category_id", "period", "date", "sold", "repair", "revenue", "revenue_lines"
  ),
  zone AS (SELECT c."timezone" AS tz FROM "companies" c WHERE c."id" = company),
  nights AS (
    SELECT m."category_id", n::date AS "date", m."sold", m."repair", 0::numeric AS "revenue", 0 AS "revenue_lines"
    FROM moved m CROSS JOIN zone z
    CROSS JOIN generate_series("occupancy_first_night"(z.tz, m."period")::timestamp,
                               "occupancy_last_night"(z.tz, m."period")::timestamp, interval '1 day') n
    WHERE m."period" IS NOT NULL
    UNION ALL
    SELECT m."category_id", m."date", 0, 0, m."revenue", m."revenue_lines" FROM moved m WHERE m."date" IS NOT NULL
  )
  INSERT INTO "occupancy_nights" AS o ("company_id", "date", "category_id", "sold", "repair", "revenue", "revenue_lines")
  SELECT company, "date", "category_id", sum("sold"), sum("repair"), sum("revenue"), sum("revenue_lines")
  FROM nights GROUP BY "date", "category_id"
  ON CONFLICT ("company_id", "date", "category_id") DO UPDATE SET
    "sold" = o."sold" + excluded."sold", "repair" = o."repair" + excluded."repair",
    "revenue" = o."revenue" + excluded."revenue", "revenue_lines" = o."revenue_lines" + excluded."revenue_lines";
END $$;
--> statement-breakpoint
-- A change of the company's zone moves every local night: the summary is emptied and every counted hold
-- and line written again as a change, in one statement (one snapshot: a hold committed after it has its
-- own change still waiting, one committed before is in the holds read), under the fold's lock (waited
-- for), to be folded with the new zone.
CREATE FUNCTION "occupancy_rezone"() RETURNS trigger LANGUAGE plpgsql SET jit = off AS $$
BEGIN
  PERFORM pg_advisory_xact_lock(hashtext('occupancy_nights'), NEW."id");
  WITH emptied AS (DELETE FROM "occupancy_nights" WHERE "company_id" = NEW."id"),
  dropped AS (DELETE FROM "occupancy_changes" WHERE "company_id" = NEW."id")
  INSERT INTO "occupancy_changes" ("company_id", "category_id", "period", "date", "sold", "repair", "revenue", "revenue_lines")
  SELECT h."company_id", h."category_id", h."period", NULL, (h."repair_id" IS NULL)::int, (h."repair_id" IS NOT NULL)::int, 0, 0
  FROM "holds" h WHERE h."company_id" = NEW."id" AND h."counted"
  UNION ALL
  SELECT br."company_id", br."category_id", NULL, br."date", 0, 0, sum(br."amount"), count(*)
  FROM "booking_revenue" br WHERE br."company_id" = NEW."id" AND br."kind" = 'accommodation' AND br."counted"
  GROUP BY br."company_id", br."category_id", br."date";
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "companies_occupancy_rezone" AFTER UPDATE OF "timezone" ON "companies"
  FOR EACH ROW WHEN (OLD."timezone" IS DISTINCT FROM NEW."timezone")
  EXECUTE FUNCTION "occupancy_rezone"();
--> statement-breakpoint
-- What is there already, summed as the report counted it, and folded.
INSERT INTO "occupancy_changes" ("company_id", "category_id", "period", "sold", "repair")
SELECT h."company_id", h."category_id", h."period", (h."repair_id" IS NULL)::int, (h."repair_id" IS NOT NULL)::int
FROM "holds" h WHERE h."counted";--> statement-breakpoint
INSERT INTO "occupancy_changes" ("company_id", "category_id", "date", "revenue", "revenue_lines")
SELECT br."company_id", br."category_id", br."date", sum(br."amount"), count(*)
FROM "booking_revenue" br WHERE br."kind" = 'accommodation' AND br."counted"
GROUP BY br."company_id", br."category_id", br."date";--> statement-breakpoint
SELECT "occupancy_fold"(c."id") FROM "companies" c WHERE EXISTS (SELECT FROM "occupancy_changes" oc WHERE oc."company_id" = c."id");
