ALTER TABLE "companies" ADD COLUMN "requisites" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "sftp" jsonb;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "sftp_secret" text;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "email_template" jsonb;