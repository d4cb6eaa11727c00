ALTER TABLE "company_employees" ADD COLUMN "is_active" boolean DEFAULT true NOT NULL;--> statement-breakpoint
-- An account deactivated before memberships had their own flag was deactivated everywhere it worked:
-- carry that onto each membership and leave the account itself usable.
UPDATE "company_employees" SET "is_active" = false
  WHERE "employee_id" IN (SELECT "id" FROM "employees" WHERE NOT "is_active");--> statement-breakpoint
UPDATE "employees" SET "is_active" = true WHERE NOT "is_active";
