-- Issue 25: only whoever controls a mailbox makes an account of that address usable. An account made by
-- an invitation has no password until its invitee sets one through the link mailed to the address.
ALTER TABLE "employees" ALTER COLUMN "password_hash" DROP NOT NULL;
--> statement-breakpoint
-- Accounts that never signed in carry a password the inviting company typed, not their owner's: it is
-- forgotten, and the invitee sets their own through a new invitation link ('Отправить приглашение ещё
-- раз'). An account has signed in when it works somewhere (an accepted membership, switched on or off:
-- acceptance needed a login) or holds a session.
UPDATE "employees" e SET "password_hash" = NULL
 WHERE NOT EXISTS (SELECT 1 FROM "company_employees" ce WHERE ce."employee_id" = e."id" AND ce."invitation" IS NULL)
   AND NOT EXISTS (SELECT 1 FROM "sessions" s WHERE s."employee_id" = e."id");
--> statement-breakpoint
-- One-time proofs of a mailbox: an invitation link (per membership waiting to be accepted) or an e-mail
-- change code (one per employee). Only the SHA-256 of what was mailed is kept; a row is deleted when
-- used, so it works once.
CREATE TABLE "account_tokens" (
  "id" serial PRIMARY KEY,
  "employee_id" integer NOT NULL REFERENCES "employees"("id") ON DELETE CASCADE,
  "purpose" text NOT NULL,
  "company_id" integer,
  "email" text NOT NULL,
  "token_hash" text NOT NULL,
  "attempts" integer DEFAULT 0 NOT NULL,
  "expires_at" timestamp with time zone NOT NULL,
  "created_at" timestamp with time zone DEFAULT now() NOT NULL,
  CONSTRAINT "account_tokens_purpose" CHECK (
    ("purpose" = 'invitation' AND "company_id" IS NOT NULL) OR ("purpose" = 'email_change' AND "company_id" IS NULL)
  ),
  -- A withdrawn or declined invitation takes its link with it.
  CONSTRAINT "account_tokens_membership_fk" FOREIGN KEY ("company_id", "employee_id")
    REFERENCES "company_employees"("company_id", "employee_id") ON DELETE CASCADE
);
--> statement-breakpoint
CREATE INDEX "account_tokens_hash" ON "account_tokens" ("token_hash");
--> statement-breakpoint
CREATE INDEX "account_tokens_employee" ON "account_tokens" ("employee_id");
