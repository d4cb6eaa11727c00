/**
 * The bookings list 'Брони' (issue 13): its quick tabs, what each shows, its sort keys and its query.
 * The server filters and sorts in SQL from these; the screen offers the same tabs and keys.
 */
import { z } from 'zod';
import { type BookingStatus, bookingStatuses, draftStatus } from './booking-status.ts';
import { bookingListMessages, messages } from './messages.ts';
import { idSchema, wholeNumberInput } from './primitives.ts';
import { MAX_PAGE } from './schemas.ts';

export const bookingListTabs = ['arrivals', 'departures', 'in_house', 'debtors', 'all'] as const;
export type BookingListTab = (typeof bookingListTabs)[number];

/** Every status a listed booking can have: a draft is an unsaved editor, never a row of the list. */
export const listedStatuses: readonly BookingStatus[] = bookingStatuses.filter((s) => s !== draftStatus);

/**
 * The statuses each tab shows. Arrivals are also those arriving today (the property's today) and
 * departures those leaving today; debtors also owe money (duty > 0).
 * - arrivals: still to arrive, or already arrived today (a checked-in guest stays on today's arrivals);
 * - departures: leaving today, or already left today;
 * - debtors: guests who have arrived (in house or already left) and still owe: a reservation not yet
 *   paid is not a debt until its guest has stayed ('owes=true' still finds those); a cancelled booking
 *   owes nothing, and one that was paid shows a refund.
 */
export const tabStatuses: Record<BookingListTab, readonly BookingStatus[]> = {
  arrivals: ['reserved', 'booked', 'check_in'],
  departures: ['booked', 'check_in', 'check_out'],
  in_house: ['check_in'],
  debtors: ['check_in', 'check_out'],
  all: listedStatuses,
};

export const bookingListSorts = [
  'check_in',
  'check_out',
  'id',
  'guest',
  'room',
  'total',
  'duty',
  'created_at',
] as const;
export type BookingListSort = (typeof bookingListSorts)[number];

/**
 * Each tab's order when none is chosen: today's arrivals and departures by the hour, debtors by who owes
 * most, and the whole list newest stay first (its oldest bookings are rarely what is looked for).
 */
export const defaultListSort: Record<BookingListTab, string> = {
  arrivals: 'check_in',
  departures: 'check_out',
  in_house: 'check_out',
  debtors: '-duty',
  all: '-check_in',
};

/** At most this many rows go into one xlsx export; a wider filter is refused. */
export const BOOKING_EXPORT_MAX_ROWS = 20_000;

const DATE = /^\d{4}-\d{2}-\d{2}$/;
/** A real calendar date: '2026-02-30' has the form but is no day. */
const isDate = (v: string) => {
  if (!DATE.test(v) || v < '2000-01-01') return false;
  const time = Date.parse(`${v}T00:00:00Z`);
  return !Number.isNaN(time) && new Date(time).toISOString().slice(0, 10) === v;
};
const day = z
  .string({ error: bookingListMessages.invalidDate })
  .refine(isDate, bookingListMessages.invalidDate)
  .optional();

const sortSchema = z
  .string()
  .refine((v) => (bookingListSorts as readonly string[]).includes(v.replace(/^-/, '')), {
    message: bookingListMessages.invalidSort,
  })
  .transform((v) => ({
    key: v.replace(/^-/, '') as BookingListSort,
    descending: v.startsWith('-'),
  }));

/** `status=booked,check_in`: several statuses, each a listed one; `status=` is no status filter. */
const statusesSchema = z
  .string()
  .transform((v) =>
    v
      .split(',')
      .map((s) => s.trim())
      .filter(Boolean),
  )
  .refine((list) => list.every((s) => (listedStatuses as readonly string[]).includes(s)), {
    message: bookingListMessages.invalidStatus,
  })
  .transform((list) => (list.length ? ([...new Set(list)] as BookingStatus[]) : undefined));

const datesInOrder = (
  q: Partial<Record<'start' | 'end' | `check_${'in' | 'out'}_${'from' | 'to'}`, string>>,
  ctx: z.RefinementCtx,
) => {
  const pairs = [
    ['start', 'end'],
    ['check_in_from', 'check_in_to'],
    ['check_out_from', 'check_out_to'],
  ] as const;
  for (const [from, to] of pairs) {
    const a = q[from];
    const b = q[to];
    if (a && b && b < a)
      ctx.addIssue({ code: 'custom', message: bookingListMessages.datesReversed, path: [to] });
  }
};

const filterShape = {
  sort: z.string().optional(),
  tab: z.enum(bookingListTabs, { error: bookingListMessages.invalidTab }).default('all'),
  status: statusesSchema.optional(),
  start: day,
  end: day,
  check_in_from: day,
  check_in_to: day,
  check_out_from: day,
  check_out_to: day,
  /** A sales channel, or 'direct' for 'Прямая продажа' (no channel). */
  source: z.union([z.literal('direct'), idSchema], { error: bookingListMessages.invalidSource }).optional(),
  category: idSchema.optional(),
  /** The group's parent booking (its id): the group's rooms. */
  group: idSchema.optional(),
  /** The same by the parent's booking number in the company, as staff see and type it ('Группа (№ брони)'). */
  group_number: idSchema.optional(),
  owes: z
    .enum(['true', 'false'], { error: bookingListMessages.invalidOwes })
    .transform((v) => v === 'true')
    .optional(),
  search: z.string().trim().max(100, messages.tooLong).optional(),
};

/** The order asked for, or the tab's own (defaultListSort). */
const withSort = <T extends { sort?: string | undefined; tab: BookingListTab }>(
  q: T,
  ctx: z.RefinementCtx,
): Omit<T, 'sort'> & { sort: z.infer<typeof sortSchema> } => {
  const parsed = sortSchema.safeParse(q.sort ?? defaultListSort[q.tab]);
  if (!parsed.success) {
    ctx.addIssue({ code: 'custom', message: bookingListMessages.invalidSort, path: ['sort'] });
    return z.NEVER;
  }
  return { ...q, sort: parsed.data };
};

/** The list's filters and order; the export takes the same without paging. */
export const bookingListFilterSchema = z.object(filterShape).superRefine(datesInOrder).transform(withSort);
export type BookingListFilter = z.infer<typeof bookingListFilterSchema>;

/** GET /api/v2/booking/list/counts/: how many rows each quick tab holds with the other filters as given. */
export const bookingListCountsSchema = z.object(
  Object.fromEntries(bookingListTabs.map((tab) => [tab, z.number()])) as Record<BookingListTab, z.ZodNumber>,
);
export type BookingListCounts = z.infer<typeof bookingListCountsSchema>;

/** GET /api/v2/booking/list/: the filters and a page (50 rows by default, 200 at most). */
export const bookingListQuerySchema = z
  .object({
    ...filterShape,
    'page[number]': wholeNumberInput({ min: 1, max: MAX_PAGE }).default(1),
    'page[size]': wholeNumberInput({ min: 1, max: 200 }).default(50),
  })
  .superRefine(datesInOrder)
  .transform(withSort);
export type BookingListQuery = z.infer<typeof bookingListQuerySchema>;

const ref = z.object({ id: z.number(), name: z.string() });

/**
 * One row of the list. Money is "15000.00". `paid` is the withheld money that falls on this room by
 * the rule of duty (room-duty.ts): a single booking's payments − refunds; in a group, the room's share
 * of the parent's, so `paid` of a group's rooms adds up to what the group paid and `duty` to what it owes.
 */
export const bookingListRowSchema = z.object({
  id: z.number(),
  /** The booking's number in its company, from 1 ('№12'): what the list shows and its search finds. */
  number: z.number(),
  guest_name: z.string().nullable(),
  phone: z.string().nullable(),
  /** The room the guest is in (after a mid-stay move, the current one). */
  room: ref,
  bed: ref.nullable(),
  /** A stay lived in more than one room (issue 28, item 3): the earlier rooms in order; [] otherwise. */
  earlier_rooms: z.array(ref),
  category: ref,
  /** Unix seconds. */
  check_in: z.number(),
  check_out: z.number(),
  /** 'YYYY-MM-DD HH:mm' on the property's wall clock. */
  check_in_local: z.string(),
  check_out_local: z.string(),
  nights: z.number(),
  status: z.enum(bookingStatuses),
  status_label: z.string(),
  source: ref.nullable(),
  /** 'Прямая продажа' when the booking has no sales channel. */
  source_name: z.string(),
  adults: z.number(),
  children: z.number(),
  total: z.string(),
  paid: z.string(),
  duty: z.string(),
  is_group: z.boolean(),
  group_parent: z.number().nullable(),
  /** The group parent's booking number (the group's number); null outside a group. */
  group_number: z.number().nullable(),
  version: z.number(),
  created_at: z.number(),
});
export type BookingListRow = z.infer<typeof bookingListRowSchema>;

/**
 * A row's rooms as the list and its workbook show them: '101 · Койка 2', and after a mid-stay move every
 * room in order, the current one last: '101 → 203'.
 */
export function listRoomText(row: Pick<BookingListRow, 'room' | 'bed' | 'earlier_rooms'>): string {
  const current = row.bed ? `${row.room.name} · ${row.bed.name}` : row.room.name;
  return [...row.earlier_rooms.map((r) => r.name), current].join(' → ');
}
