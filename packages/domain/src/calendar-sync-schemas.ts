/**
 * The payloads and answers of calendar sync (issue 34, part 1; docs/integrations.md): export feeds,
 * import feeds, their fetches and the conflicts. The server validates with these; the screen uses them.
 */
import { z } from 'zod';
import { calendarSyncMessages } from './calendar-sync.ts';
import { messages } from './messages.ts';
import { idSchema, wholeNumberInput } from './primitives.ts';

const targetOf = (b: { room?: number | null; category?: number | null }) =>
  (b.room ? 1 : 0) + (b.category ? 1 : 0) === 1;

/** `POST /api/v2/integrations/calendars/exports/`: a room's feed, or a category's (optionally a channel's allotment). */
export const calendarExportInputSchema = z
  .object({
    room: idSchema.nullish(),
    category: idSchema.nullish(),
    channel: idSchema.nullish(),
  })
  .refine(targetOf, { message: calendarSyncMessages.exportTarget, path: ['room'] });
export type CalendarExportInput = z.infer<typeof calendarExportInputSchema>;

export const calendarExportView = z.object({
  id: z.number(),
  room: z.number().nullable(),
  category: z.number().nullable(),
  channel: z.number().nullable(),
  /** 'Номер 101' or 'Категория «Стандарт»'. */
  target_name: z.string(),
  channel_name: z.string().nullable(),
  /** The feed's path on this server; the secret is in it. Prefix the public origin for the full URL. */
  path: z.string(),
  created_at: z.number(),
});
export type CalendarExportView = z.infer<typeof calendarExportView>;

/** A channel's calendar URL to import, per room or per category, with the sales channel it represents. */
export const calendarImportInputSchema = z
  .object({
    name: z.string().trim().min(1, messages.required).max(100, messages.tooLong),
    url: z
      .string()
      .trim()
      .min(1, messages.required)
      .max(2000, messages.tooLong)
      .regex(/^https?:\/\//i, 'Адрес должен начинаться с http:// или https://'),
    room: idSchema.nullish(),
    category: idSchema.nullish(),
    channel: idSchema,
    interval_minutes: wholeNumberInput({
      min: 5,
      max: 1440,
      error: 'От 5 до 1440 минут',
      maxError: 'От 5 до 1440 минут',
    }).default(15),
    active: z.boolean().default(true),
  })
  .refine(targetOf, { message: calendarSyncMessages.importTarget, path: ['room'] });
export type CalendarImportInput = z.input<typeof calendarImportInputSchema>;

export const calendarFetchView = z.object({
  id: z.number(),
  started_at: z.number(),
  finished_at: z.number(),
  /** 'ok' or 'error' (nothing was read; the feed's bookings are left as they were). */
  result: z.enum(['ok', 'error']),
  trigger: z.enum(['schedule', 'manual']),
  created: z.number(),
  moved: z.number(),
  cancelled: z.number(),
  conflicts: z.number(),
  /** Russian, for staff: why the fetch failed, or the events skipped. */
  error: z.string(),
});
export type CalendarFetchView = z.infer<typeof calendarFetchView>;

export const calendarImportView = z.object({
  id: z.number(),
  name: z.string(),
  url: z.string(),
  room: z.number().nullable(),
  category: z.number().nullable(),
  channel: z.number(),
  target_name: z.string(),
  channel_name: z.string(),
  interval_minutes: z.number(),
  active: z.boolean(),
  /** 'new' (never fetched), 'ok', 'error' (the last fetch failed: see last_error). */
  status: z.enum(['new', 'ok', 'error']),
  failures: z.number(),
  last_fetch_at: z.number().nullable(),
  last_error: z.string(),
  next_fetch_at: z.number().nullable(),
  last_fetch: calendarFetchView.nullable(),
  open_conflicts: z.number(),
});
export type CalendarImportView = z.infer<typeof calendarImportView>;

/** The local booking an imported stay collides with. */
const localBookingView = z.object({
  id: z.number(),
  number: z.number(),
  status: z.string(),
  guest_name: z.string(),
  room_name: z.string(),
  check_in: z.number(),
  check_out: z.number(),
});

export const calendarConflictView = z.object({
  id: z.number(),
  import_id: z.number(),
  feed_name: z.string(),
  channel_name: z.string(),
  uid: z.string(),
  summary: z.string(),
  /** The channel's stay, in unix seconds (the property's check-in and check-out times for all-day events). */
  check_in: z.number(),
  check_out: z.number(),
  category: z.number(),
  category_name: z.string(),
  room: z.number().nullable(),
  room_name: z.string().nullable(),
  /** What holds the place, in the words of a refused reservation ('Номер 101 занят: бронь №12 …'). */
  holder: z.string(),
  local_booking: localBookingView.nullable(),
  created_at: z.number(),
});
export type CalendarConflictView = z.infer<typeof calendarConflictView>;

/**
 * `POST …/conflicts/:id/resolve/`: 'accept' books the channel's stay into `room` (a free room of its
 * category); 'reject' leaves it out (the channel must be told by hand) until the channel changes its dates.
 */
export const calendarConflictResolveSchema = z
  .object({
    action: z.enum(['accept', 'reject'], { error: messages.invalidValue }),
    room: idSchema.nullish(),
  })
  .refine((b) => b.action !== 'accept' || Boolean(b.room), {
    message: calendarSyncMessages.chooseRoom,
    path: ['room'],
  });
export type CalendarConflictResolve = z.infer<typeof calendarConflictResolveSchema>;

/** The live message of a new conflict, on the calendar's channel: `{"calendar_sync": …}`. */
export const calendarSyncEventSchema = z.object({
  kind: z.literal('conflict'),
  import_id: z.number(),
  feed_name: z.string(),
  check_in: z.number(),
  check_out: z.number(),
});
export type CalendarSyncEvent = z.infer<typeof calendarSyncEventSchema>;
