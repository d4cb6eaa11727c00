CREATE TABLE "mail_messages" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"booking_id" integer,
	"is_group" boolean DEFAULT false NOT NULL,
	"from_address" text NOT NULL,
	"to_address" text NOT NULL,
	"subject" text NOT NULL,
	"message_id" text NOT NULL,
	"status" text NOT NULL,
	"response" text,
	"error" text,
	"attempts" integer DEFAULT 0 NOT NULL,
	"attempt_log" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"raw" "bytea" NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "mail_messages_status" CHECK ("mail_messages"."status" in ('sending', 'sent', 'refused', 'failed'))
);
--> statement-breakpoint
CREATE TABLE "outbox_messages" (
	"id" serial PRIMARY KEY NOT NULL,
	"message_id" text,
	"mail_from" text NOT NULL,
	"rcpt_to" jsonb NOT NULL,
	"raw" "bytea" NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "mail_messages" ADD CONSTRAINT "mail_messages_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mail_messages" ADD CONSTRAINT "mail_messages_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mail_messages" ADD CONSTRAINT "mail_messages_created_by_employees_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."employees"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "mail_messages_company" ON "mail_messages" USING btree ("company_id","id");--> statement-breakpoint
CREATE INDEX "mail_messages_booking" ON "mail_messages" USING btree ("company_id","booking_id");--> statement-breakpoint
CREATE INDEX "outbox_messages_message_id" ON "outbox_messages" USING btree ("message_id");