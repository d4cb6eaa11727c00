CREATE TABLE "sftp_exports" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"date" date NOT NULL,
	"trigger" text NOT NULL,
	"status" text DEFAULT 'running' NOT NULL,
	"message" text DEFAULT '' NOT NULL,
	"file_name" text NOT NULL,
	"document_id" integer,
	"created_by" integer,
	"started_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone,
	CONSTRAINT "sftp_exports_trigger" CHECK ("sftp_exports"."trigger" in ('manual', 'nightly')),
	CONSTRAINT "sftp_exports_status" CHECK ("sftp_exports"."status" in ('running', 'ok', 'failed'))
);
--> statement-breakpoint
ALTER TABLE "sftp_exports" ADD CONSTRAINT "sftp_exports_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sftp_exports" ADD CONSTRAINT "sftp_exports_document_id_issued_documents_id_fk" FOREIGN KEY ("document_id") REFERENCES "public"."issued_documents"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sftp_exports" ADD CONSTRAINT "sftp_exports_created_by_employees_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."employees"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "sftp_exports_company" ON "sftp_exports" USING btree ("company_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "sftp_exports_nightly_key" ON "sftp_exports" USING btree ("company_id","date") WHERE "sftp_exports"."trigger" = 'nightly';