-- The database spells no status list of its own (issue 27): the action a change of status records is
-- asked of audit_status_action(), which db/domain-sql.ts writes from the domain's statusChangeAction
-- after every migration, as it rewrites booking_is_counted() (0026) and audit_headline() (0034) from the
-- domain's lists. This first body is the domain's rule as of this migration, so the trigger works
-- between the two steps too; the functions written after it replace it.
CREATE OR REPLACE FUNCTION "audit_status_action"(status text) RETURNS text LANGUAGE sql IMMUTABLE AS $$
  SELECT CASE WHEN status IN ('canceled', 'client_cancel', 'company_cancel') THEN 'cancel'
              WHEN status IN ('reserved', 'booked', 'check_in', 'check_out', 'expired') THEN status
              ELSE 'status' END
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION "audit_bookings"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  diff jsonb;
  act text;
  info jsonb := '{}'::jsonb;
BEGIN
  IF TG_OP = 'DELETE' THEN
    IF "audit_company_alive"(OLD."company_id") THEN
      PERFORM "audit_write"(OLD."company_id", 'booking', OLD."id", OLD."id", 'delete', '{}'::jsonb,
        jsonb_build_object('status', OLD."status", 'room', "audit_room_name"(OLD."room_id")));
    END IF;
    RETURN NULL;
  END IF;
  IF TG_OP = 'INSERT' THEN
    PERFORM "audit_write"(NEW."company_id", 'booking', NEW."id", NEW."id", 'create', '{}'::jsonb,
      jsonb_build_object('status', NEW."status", 'room', "audit_room_name"(NEW."room_id"),
        'room_id', NEW."room_id", 'bed_id', NEW."bed_id",
        'check_in', extract(epoch FROM NEW."check_in")::bigint,
        'check_out', extract(epoch FROM NEW."check_out")::bigint,
        'group_parent', NEW."group_parent"));
    RETURN NULL;
  END IF;
  diff := "audit_diff"("audit_booking_image"(OLD), "audit_booking_image"(NEW), ARRAY[]::text[]);
  -- The first room of a new group names itself its parent right after its insert: part of 'create'.
  IF diff = '{}'::jsonb OR diff = jsonb_build_object('group_parent', jsonb_build_array(NULL, NEW."id")) THEN
    RETURN NULL;
  END IF;
  act := CASE
    WHEN diff ? 'status' THEN "audit_status_action"(NEW."status")
    WHEN diff ? 'room_id' OR diff ? 'bed_id' THEN 'move'
    WHEN diff ? 'check_in' OR diff ? 'check_out' THEN 'dates'
    WHEN diff ? 'group_parent' OR diff ? 'is_group' THEN 'group'
    WHEN diff ? 'common_amount' AND NOT diff ?| ARRAY['calculation_type', 'custom_price', 'adult_count',
      'child_count', 'child_without_place', 'comment', 'source_id'] THEN 'price'
    ELSE 'update' END;
  IF act = 'cancel' THEN
    info := jsonb_build_object('reason', nullif(NEW."cancel_reason", ''));
  END IF;
  IF diff ? 'room_id' THEN
    -- The move's reason is on the row (move.service.ts); the rooms' names as they were then.
    info := info || jsonb_build_object('reason', nullif(NEW."room_reason", ''),
      'rooms', jsonb_build_array("audit_room_name"(OLD."room_id"), "audit_room_name"(NEW."room_id")));
  END IF;
  PERFORM "audit_write"(NEW."company_id", 'booking', NEW."id", NEW."id", act, diff, info);
  RETURN NULL;
END $$;
