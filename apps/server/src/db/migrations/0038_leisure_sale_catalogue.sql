-- A leisure sale is priced and checked on the category's tariffs and price items as this instance last
-- read them (modules/leisure/sale-catalogue.ts), without reading them again first. Its statement
-- compares the row versions it was checked on with the rows it locks; when one has changed since, it
-- calls this, which aborts the whole statement (nothing is written) with a code of its own, and the
-- service reads the catalogue again and decides anew.
CREATE FUNCTION "leisure_catalogue_changed"() RETURNS boolean LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'leisure catalogue changed since it was read' USING ERRCODE = 'PMS01';
END $$;
--> statement-breakpoint
-- Whoever acts, as an expression the planner inlines: with a FROM clause it was a SQL function call
-- parsed and planned again in every execution of every audit trigger's statement.
CREATE OR REPLACE FUNCTION "audit_actor"() RETURNS integer LANGUAGE sql STABLE AS $$
  SELECT CASE WHEN current_setting('app.actor_id', true) ~ '^[1-9][0-9]{0,9}$'
               AND current_setting('app.actor_id', true)::bigint <= 2147483647
              THEN current_setting('app.actor_id', true)::integer END
$$;
