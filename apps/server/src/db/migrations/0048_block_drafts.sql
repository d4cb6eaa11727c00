-- A channel block survives the draft made from it (issue 28, item 4). 'резерв' on an own block makes a
-- draft and names it on the block (booking_id); the block keeps holding its room, and the draft holds
-- nothing of its own, so the inventory guarantee (holds_no_overlap) has one holder the whole time. The
-- draft's first save consumes the block: its row and holds go, the booking's holds come, in the save's
-- transaction. A draft deleted unsaved (closed with Esc, or swept as abandoned) sets booking_id back to
-- null by the foreign key: the block is free again, whoever or whatever deleted the draft.
ALTER TABLE "blocks" ADD COLUMN "booking_id" integer;
--> statement-breakpoint
ALTER TABLE "blocks" ADD CONSTRAINT "blocks_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE set null ON UPDATE no action;
--> statement-breakpoint
CREATE UNIQUE INDEX "blocks_booking" ON "blocks" ("booking_id");
--> statement-breakpoint
-- A block's life in the journal (domain audit.ts): created, taken into a draft ('block_draft'), given
-- back by the draft's deletion ('block_return'), consumed by the draft's save ('block_consume'), its
-- dates changed, deleted. Row-level: blocks change a few at a time. The action is read from the row, so
-- the foreign key's own update (a draft deleted by the sweeper) is recorded as well.
CREATE FUNCTION "audit_block_data"(b "blocks") RETURNS jsonb LANGUAGE sql STABLE AS $$
  SELECT jsonb_build_object('room', "audit_room_name"(b."room_id"),
    'channel', (SELECT c."name" FROM "sales_channels" c WHERE c."id" = b."channel_id"),
    'is_own', b."is_own",
    'check_in', extract(epoch FROM b."start")::bigint,
    'check_out', extract(epoch FROM b."end")::bigint)
$$;
--> statement-breakpoint
CREATE FUNCTION "audit_blocks"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  diff jsonb;
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM "audit_write"(NEW."company_id", 'block', NEW."id", NULL, 'create', '{}'::jsonb,
      "audit_block_data"(NEW));
    RETURN NULL;
  END IF;
  IF TG_OP = 'DELETE' THEN
    IF "audit_company_alive"(OLD."company_id") THEN
      PERFORM "audit_write"(OLD."company_id", 'block', OLD."id", OLD."booking_id",
        CASE WHEN OLD."booking_id" IS NULL THEN 'delete' ELSE 'block_consume' END, '{}'::jsonb,
        "audit_block_data"(OLD));
    END IF;
    RETURN NULL;
  END IF;
  IF OLD."booking_id" IS NULL AND NEW."booking_id" IS NOT NULL THEN
    PERFORM "audit_write"(NEW."company_id", 'block', NEW."id", NEW."booking_id", 'block_draft', '{}'::jsonb,
      "audit_block_data"(NEW));
  ELSIF OLD."booking_id" IS NOT NULL AND NEW."booking_id" IS NULL THEN
    IF "audit_company_alive"(NEW."company_id") THEN
      PERFORM "audit_write"(NEW."company_id", 'block', NEW."id", OLD."booking_id", 'block_return', '{}'::jsonb,
        "audit_block_data"(NEW));
    END IF;
  END IF;
  diff := "audit_diff"(
    jsonb_build_object('check_in', extract(epoch FROM OLD."start")::bigint, 'check_out', extract(epoch FROM OLD."end")::bigint),
    jsonb_build_object('check_in', extract(epoch FROM NEW."start")::bigint, 'check_out', extract(epoch FROM NEW."end")::bigint),
    ARRAY[]::text[]);
  IF diff <> '{}'::jsonb THEN
    PERFORM "audit_write"(NEW."company_id", 'block', NEW."id", NULL, 'update', diff, "audit_block_data"(NEW));
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "audit_blocks" AFTER INSERT OR UPDATE OR DELETE ON "blocks"
  FOR EACH ROW EXECUTE FUNCTION "audit_blocks"();
