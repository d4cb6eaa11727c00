-- Employees join a company by invitation (issue 9): the company keeps what it typed until the employee
-- accepts, and never sees the account behind an address before that.
ALTER TABLE "company_employees" ADD COLUMN "invitation" jsonb;--> statement-breakpoint
-- Employee ids become random: the invitation answer carries the account's id, and a sequential id would
-- tell an old account (an address that works elsewhere) from one made just now.
CREATE FUNCTION "pms_random_employee_id"() RETURNS integer LANGUAGE plpgsql VOLATILE AS $$
DECLARE candidate integer;
BEGIN
  LOOP
    candidate := 1 + floor(random() * 2147483646)::integer;
    EXIT WHEN NOT EXISTS (SELECT 1 FROM "employees" WHERE "id" = candidate);
  END LOOP;
  RETURN candidate;
END
$$;--> statement-breakpoint
ALTER TABLE "employees" ALTER COLUMN "id" SET DEFAULT pms_random_employee_id();--> statement-breakpoint
DROP SEQUENCE IF EXISTS "employees_id_seq";
