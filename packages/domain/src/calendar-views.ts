/**
 * Answers of the calendar calls that the server documents and the browser reads, written once: the
 * header counters ('Состояние на сегодня') and the hourly dialog's bookings of one room.
 */
import { z } from 'zod';

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
  duty: z.number(),
  source_of_sales: z.string(),
  is_time: z.boolean(),
});
export type HourBooking = z.infer<typeof hourBookingSchema>;
