-- What a request's session is made of (http/session-cache.ts): the session, its employee, their
-- memberships with role, and each company's settings. Any change to them announces 'pms_auth_touch'
-- when it commits, and every instance then forgets the sessions it kept, so a logout, a deactivation
-- or a role change made on one instance holds on all of them at once. A new session needs no
-- announcement: no instance can have kept it. These tables change a few times a day (logins, staff and
-- settings screens), so the notification lock a notifying commit takes costs nothing that matters.
CREATE FUNCTION "auth_touch"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('pms_auth_touch', 'changed');
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "sessions_auth_touch" AFTER UPDATE OR DELETE OR TRUNCATE ON "sessions"
  FOR EACH STATEMENT EXECUTE FUNCTION "auth_touch"();
--> statement-breakpoint
CREATE TRIGGER "employees_auth_touch" AFTER UPDATE OR DELETE OR TRUNCATE ON "employees"
  FOR EACH STATEMENT EXECUTE FUNCTION "auth_touch"();
--> statement-breakpoint
CREATE TRIGGER "company_employees_auth_touch" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "company_employees"
  FOR EACH STATEMENT EXECUTE FUNCTION "auth_touch"();
--> statement-breakpoint
CREATE TRIGGER "companies_auth_touch" AFTER UPDATE OR DELETE OR TRUNCATE ON "companies"
  FOR EACH STATEMENT EXECUTE FUNCTION "auth_touch"();
