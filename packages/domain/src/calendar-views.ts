/**
 * Answers of the calendar calls that the server documents and the browser reads, written once: the
 * timeline (GET /api/v2/main/calendar/), the header counters ('Состояние на сегодня') and the hourly
 * dialog's bookings of one room.
 */
import { z } from 'zod';
import { roomConditions } from './housekeeping.ts';
import { itemKinds, liveEventStatuses } from './live-event-status.ts';

/** Counters of the property's own today; the specification names some twice (free/empty, …). */
export const todaySummarySchema = z.object({
  date: z.string(),
  free: z.number(),
  empty: z.number(),
  busy: z.number(),
  busy_times: z.number(),
  busy_koika: z.number(),
  check_in: z.number(),
  check_ins: z.number(),
  check_out: z.number(),
  check_outs: z.number(),
  residence: z.number(),
  accommodations: z.number(),
  paid: z.number(),
  not_paid: z.number(),
  partial_paid: z.number(),
});
export type TodaySummary = z.infer<typeof todaySummarySchema>;

export const hourBookingSchema = z.object({
  id: z.number(),
  status: z.string(),
  booking_status: z.string(),
  check_in: z.number(),
  check_out: z.number(),
  client_name: z.string(),
  duty: z.number().optional().describe('only for a role that sees money (bookings.view)'),
  source_of_sales: z.string(),
  is_time: z.boolean(),
});
export type HourBooking = z.infer<typeof hourBookingSchema>;

/** A bar on the timeline as the calendar call sends it: where it sits is its nesting. */
export const calendarItemSchema = z.object({
  id: z.number(),
  number: z
    .number()
    .optional()
    .describe("a booking's number in its company, as its tooltip names it ('Бронь №12'); only on a booking"),
  kind: z.enum(itemKinds),
  status: z.enum(liveEventStatuses),
  check_in: z.number(),
  check_out: z.number(),
  common_amount: z.number().optional().describe('only for a role that sees money (bookings.view)'),
  duty: z.number().optional().describe('amount left to pay; only for a role that sees money'),
  client: z.string(),
  source: z.string(),
  time: z.object({ start: z.string(), end: z.string() }),
  is_time: z.literal(true).optional().describe('only on an hourly stay'),
  guests: z
    .tuple([z.number(), z.number(), z.union([z.literal(0), z.literal(1)]), z.number(), z.number()])
    .optional()
    .describe(
      "only on a booking: its guests, for a drag to show whether a room's places fit them, as " +
        '[main_adult_count, main_child_count, has_additional (1 or 0), adult_count, child_count] ' +
        '(a list, not an object: its keys were a quarter of every bar; barGuests reads it)',
    ),
  group_parent: z.number().optional().describe('only on a member of a group'),
  expire_on: z
    .number()
    .optional()
    .describe("only on a reserve that is removed when it expires ('Удалить по истечению срока?'): when"),
  comment: z.string().optional().describe('only on a repair'),
  is_own: z.boolean().optional().describe("only on a block: the property's own"),
  draft: z
    .number()
    .optional()
    .describe(
      "only on a block taken into a draft ('резерв'): the draft's number; the block holds its room for that draft",
    ),
  may_reserve: z
    .boolean()
    .optional()
    .describe(
      "only on a block: whether the viewer may turn it into a reservation ('резерв'; blockReserveRefusal)",
    ),
  leg: z
    .object({
      index: z.number().describe('0 for the first room, count - 1 for the room the guest is in now'),
      count: z.number(),
      stay_check_in: z.number().describe("the whole stay's check-in (the bar's own is its leg's)"),
      stay_check_out: z.number().describe("the whole stay's check-out"),
      rooms: z.array(z.string()).describe('every room of the stay in order, for the tooltip (101 → 203)'),
    })
    .optional()
    .describe(
      'only on a stay with a mid-stay move (issue 28, item 3): one bar per room lived in, each over its own ' +
        "period, same id; an earlier leg is history, only the current one moves (with the stay's dates)",
    ),
  whole_room: z
    .literal(true)
    .optional()
    .describe("only in a bed's row: a booking, repair or block of the whole room, which holds this bed too"),
});
export type CalendarWireItem = z.infer<typeof calendarItemSchema>;

export const calendarAnswerSchema = z.object({
  categories: z.array(
    z.object({
      id: z.number(),
      name: z.string(),
      rooms: z.number(),
      place_number: z.number(),
      additional_place: z.number(),
      adult_count: z.number(),
      category_type: z.enum(['room', 'koika']),
      room_list: z.array(
        z.object({
          id: z.number(),
          name: z.string(),
          /** The room's condition (issue 33; 'clean' when never marked), marked beside its name. */
          condition: z.enum(roomConditions),
          booking_list: z.array(calendarItemSchema),
          koika_list: z.array(
            z.object({
              id: z.number(),
              name: z.string(),
              condition: z.enum(roomConditions),
              booking_list: z.array(calendarItemSchema),
            }),
          ),
        }),
      ),
    }),
  ),
});
export type CalendarAnswer = z.infer<typeof calendarAnswerSchema>;

/** GET /api/v2/main/availability/: each active category and room of the company, free or taken. */
export const availabilityAnswerSchema = z.object({
  categories: z.array(
    z.object({
      id: z.number(),
      name: z.string(),
      category_type: z.enum(['room', 'koika']),
      place_number: z.number(),
      additional_place: z.number(),
      /** The asked adults and children fit its places and extra beds (the domain's checkGuestsFit). */
      fits: z.boolean(),
      rooms: z.array(
        z.object({
          id: z.number(),
          name: z.string(),
          /** Nothing (a booking other than the asked one, a repair, a block) holds any of its units then. */
          free: z.boolean(),
          /** A hostel room's beds, each free or taken for the stay (a whole-room hold takes them all). */
          beds: z.array(z.object({ id: z.number(), name: z.string(), free: z.boolean() })),
        }),
      ),
    }),
  ),
});
export type AvailabilityAnswer = z.infer<typeof availabilityAnswerSchema>;

/**
 * One pushed message of /ws/v2/calendar/{company_id}/ (its `booking`): where an item now is and its
 * status; an item that left the calendar carries its final status.
 */
export const liveEventSchema = z.object({
  id: z.number(),
  kind: z.enum(itemKinds),
  category_id: z.number(),
  room_id: z.number(),
  koika_id: z.number().nullable(),
  status: z.enum(liveEventStatuses),
  check_in: z.number(),
  check_out: z.number(),
  /** Only on a block: the property's own, so a block first heard of live is drawn as own or foreign. */
  is_own: z.boolean().optional(),
  /**
   * Only on a booking with a mid-stay move (issue 28, item 3): its bars are one per room lived in, which
   * the message (the current room, the whole stay) cannot place, so the browser asks the window again.
   */
  legs: z.literal(true).optional(),
});
export type LiveEvent = z.infer<typeof liveEventSchema>;
