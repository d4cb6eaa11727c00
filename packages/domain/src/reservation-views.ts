/**
 * Answers of the calendar's quick calls (docs/api.md): a reserve or a move answers the booking, a
 * repair its block. The server declares its answers with these schemas, and the browser's types are
 * inferred from them. Instants are unix seconds.
 */
import { z } from 'zod';

/** A booking as the calendar's calls answer it (a reserve, a block turned into a draft, a move). */
export const reservedBookingView = z.object({
  id: z.number(),
  /** The booking's number in its company, from 1 ('Бронь №12'). */
  number: z.number(),
  status: z.string(),
  booking_status: z.string(),
  category_id: z.number(),
  room: z.number(),
  koika: z.number().nullable(),
  check_in: z.number(),
  check_out: z.number(),
  is_time: z.boolean(),
  is_group: z.boolean(),
  group_parent: z.number().nullable(),
  original_booking: z.number().nullable(),
  source: z.number().nullable(),
  is_early: z.boolean(),
  is_late: z.boolean(),
  has_expire: z.boolean(),
  expire_on: z.number().nullable(),
  common_amount: z.number(),
  created_by: z.number().nullable(),
  created_at: z.number(),
});
export type ReservedBookingView = z.infer<typeof reservedBookingView>;

/** A room taken out of sale for repair. */
export const repairView = z.object({
  id: z.number(),
  room: z.number(),
  check_in: z.number(),
  check_out: z.number(),
  comment: z.string(),
});
export type RepairView = z.infer<typeof repairView>;
