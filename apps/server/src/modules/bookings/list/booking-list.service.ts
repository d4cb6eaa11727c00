/**
 * 'Брони': the bookings list and its xlsx export (issue 13). The service turns the query into what the
 * repository filters on: the tab's statuses and, for arrivals and departures, the property's today (its
 * time zone); local dates into instants; the typed search into what each stored text is compared with.
 */
import {
  addDays,
  BOOKING_EXPORT_MAX_ROWS,
  type BookingListCounts,
  type BookingListFilter,
  type BookingListQuery,
  type BookingListRow,
  bookingListMessages,
  bookingListTabs,
  fromLocal,
  tabStatuses,
  toLocal,
} from '@pms/domain';
import type { Db } from '../../../db/client.ts';
import type { Actor } from '../../../http/actor.ts';
import { badRequest } from '../../../http/errors.ts';
import { bookingListXlsx } from '../../../render/booking-list-xlsx.ts';
import { presentListRow } from './booking-list.presenter.ts';
import { type ListCriteria, bookingListRepository as repo, type Span } from './booking-list.repository.ts';

/**
 * What a phone is stored without (bookings.search_text, migration 0025): '+7 (701) 123-45-67' is kept as
 * '77011234567', so a phone typed with any of these finds it.
 */
const PHONE_PUNCTUATION = /[\s+()-]/g;

/**
 * The typed search: text in the guest's name or phone or the room's name, or a booking number (the
 * company's, bookings.number). Digits alone are also booking №12; '№12' or '#12' is the booking (or a
 * room so named), not a phone.
 */
export async function searchOf(
  db: Db,
  companyId: number,
  typed: string | undefined,
): Promise<ListCriteria['search']> {
  const text = typed?.trim();
  if (!text) return undefined;
  const roomIds = await repo.roomsNamed(db, companyId, text);
  const phoneLike = /^[\d\s+()-]+$/.test(text) && /\d/.test(text);
  // Nine digits at most: a number fits an integer.
  const typedNumber = /^([№#]?)\s*(\d{1,9})$/.exec(text);
  const number = typedNumber && { number: Number(typedNumber[2]) };
  if (typedNumber?.[1]) return { roomIds, ...number };
  return { roomIds, guest: phoneLike ? text.replace(PHONE_PUNCTUATION, '') : text, ...number };
}

/** Both spans at once: the later start and the earlier end. */
function within(a: Span | undefined, b: Span | undefined): Span | undefined {
  if (!a || !b) return a ?? b;
  const later = (x?: number, y?: number) => (x === undefined ? y : y === undefined ? x : Math.max(x, y));
  const earlier = (x?: number, y?: number) => (x === undefined ? y : y === undefined ? x : Math.min(x, y));
  return { from: later(a.from, b.from), to: earlier(a.to, b.to) };
}

/** The query as the repository filters: local dates are whole days of the property's clock. */
export async function criteriaOf(
  db: Db,
  actor: Actor,
  q: BookingListFilter,
  now: number,
): Promise<ListCriteria> {
  const tz = actor.timeZone;
  const dayStart = (date: string) => fromLocal(date, '00:00', tz);
  /** Local dates [from, to], both inclusive, as instants [from 00:00, the day after `to` 00:00). */
  const days = (from?: string, to?: string): Span | undefined =>
    from || to
      ? {
          ...(from && { from: dayStart(from) }),
          ...(to && { to: dayStart(addDays(to, 1)) }),
        }
      : undefined;
  const today = toLocal(now, tz).date;
  const todaySpan = days(today, today);
  const tabbed = tabStatuses[q.tab];
  return {
    companyId: actor.companyId,
    statuses: q.status ? tabbed.filter((s) => q.status?.includes(s)) : tabbed,
    checkIn: within(days(q.check_in_from, q.check_in_to), q.tab === 'arrivals' ? todaySpan : undefined),
    checkOut: within(days(q.check_out_from, q.check_out_to), q.tab === 'departures' ? todaySpan : undefined),
    stay: days(q.start, q.end),
    source: q.source,
    categoryId: q.category,
    groupParent: q.group,
    groupNumber: q.group_number,
    owes: q.tab === 'debtors' || q.owes === true,
    search: await searchOf(db, actor.companyId, q.search),
    sort: q.sort,
  };
}

const nowSeconds = () => Math.floor(Date.now() / 1000);

export async function bookingList(
  db: Db,
  actor: Actor,
  q: BookingListQuery,
  now = nowSeconds(),
): Promise<{ count: number; results: BookingListRow[] }> {
  const size = q['page[size]'];
  const { rows, total } = await repo.page(
    db,
    await criteriaOf(db, actor, q, now),
    (q['page[number]'] - 1) * size,
    size,
  );
  return { count: total, results: rows.map((r) => presentListRow(r, actor.timeZone)) };
}

/**
 * Each quick tab's count with the other filters as they are, in one request (the screen's tabs asked four
 * times per filter change before). The tab of the query is ignored: every tab is counted.
 */
export async function bookingListCounts(
  db: Db,
  actor: Actor,
  q: BookingListFilter,
  now = nowSeconds(),
): Promise<BookingListCounts> {
  const counts = await Promise.all(
    bookingListTabs.map(async (tab) => repo.count(db, await criteriaOf(db, actor, { ...q, tab }, now))),
  );
  return Object.fromEntries(bookingListTabs.map((tab, i) => [tab, counts[i]!])) as BookingListCounts;
}

/** 'Брони.xlsx': the filtered rows in the list's order, refused over BOOKING_EXPORT_MAX_ROWS. */
export async function exportBookingList(db: Db, actor: Actor, q: BookingListFilter, now = nowSeconds()) {
  const criteria = await criteriaOf(db, actor, q, now);
  if ((await repo.count(db, criteria)) > BOOKING_EXPORT_MAX_ROWS)
    throw badRequest(bookingListMessages.tooManyRows);
  const rows = await repo.all(db, criteria, BOOKING_EXPORT_MAX_ROWS);
  const content = await bookingListXlsx(
    rows.map((r) => presentListRow(r, actor.timeZone)),
    new Date(now * 1000),
  );
  return { fileName: 'Брони.xlsx', content };
}
