/**
 * Calendar sync with booking sites (issue 34, part 1; docs/integrations.md): the pure rules of the
 * iCalendar export and import. What a night is, which nights a room or a category is busy, how a
 * channel's all-day event becomes a stay in the property's zone, and how a failing feed backs off.
 */
import { addDays, fromLocal, toLocal } from './zoned-time.ts';

/** A hold as the export reads it: its period in unix seconds, and the channel of a block. */
export interface BusyHold {
  unitId: number;
  from: number;
  to: number;
  /** The sales channel of a channel block; null for a booking, a repair or another block. */
  blockChannelId: number | null;
}

export interface PropertyTimes {
  timeZone: string;
  /** 'HH:mm', the standard check-in and check-out. */
  checkInTime: string;
  checkOutTime: string;
}

/**
 * The standard stay of the night of `date`: from its check-in to the next morning's check-out. A night
 * is busy when anything holds any moment of it, so an early arrival or an hourly stay that reaches into
 * it closes it too (a channel must not sell what the property could not give).
 */
export function nightSpan(date: string, p: PropertyTimes): { from: number; to: number } {
  return {
    from: fromLocal(date, p.checkInTime, p.timeZone),
    to: fromLocal(addDays(date, 1), p.checkOutTime, p.timeZone),
  };
}

/** The local dates whose nights `hold` touches, within [first, last]. */
function nightsOf(hold: { from: number; to: number }, p: PropertyTimes, first: string, last: string) {
  // The night before the hold's local date may end after it starts (an arrival before check-out time).
  let date = addDays(toLocal(hold.from, p.timeZone).date, -1);
  if (date < first) date = first;
  const nights: string[] = [];
  for (; date <= last; date = addDays(date, 1)) {
    const night = nightSpan(date, p);
    if (night.from >= hold.to) break;
    if (night.to > hold.from) nights.push(date);
  }
  return nights;
}

/**
 * The busy nights of a set of units from `first` to `last` (local dates, both included): a night is busy
 * when every unit is held during it. One room's feed gives its units (a room with beds is busy only when
 * all its beds are); a category's feed gives every unit of the category, so its night is busy when none
 * is left to sell. `channelId`: the feed of a channel's allotment, whose own blocks are what it sells,
 * so they do not count as held.
 */
export function busyNights(
  unitIds: readonly number[],
  holds: readonly BusyHold[],
  p: PropertyTimes,
  first: string,
  last: string,
  channelId: number | null = null,
): string[] {
  if (unitIds.length === 0) return [];
  const heldBy = new Map<string, Set<number>>();
  const wanted = new Set(unitIds);
  for (const h of holds) {
    if (!wanted.has(h.unitId)) continue;
    if (channelId !== null && h.blockChannelId === channelId) continue;
    for (const night of nightsOf(h, p, first, last)) {
      const set = heldBy.get(night) ?? new Set<number>();
      set.add(h.unitId);
      heldBy.set(night, set);
    }
  }
  return [...heldBy.entries()]
    .filter(([, set]) => set.size === wanted.size)
    .map(([night]) => night)
    .sort();
}

/** Consecutive nights as all-day ranges: `start` is the first night, `end` the morning after the last. */
export function nightRanges(nights: readonly string[]): { start: string; end: string }[] {
  const ranges: { start: string; end: string }[] = [];
  for (const night of [...nights].sort()) {
    const last = ranges.at(-1);
    if (last && last.end === night) last.end = addDays(night, 1);
    else ranges.push({ start: night, end: addDays(night, 1) });
  }
  return ranges;
}

/**
 * A channel's event as a stay here. All-day events (DTSTART;VALUE=DATE, as Airbnb and Booking.com send
 * them) are nights: they arrive at the property's check-in time of the first date and leave at its
 * check-out time of the end date, in the property's zone. Timed events keep their instants.
 */
export function importedStay(
  event: { start: { date: string } | { at: number }; end: { date: string } | { at: number } | null },
  p: PropertyTimes,
): { checkIn: number; checkOut: number } | { refusal: string } {
  const checkIn =
    'date' in event.start ? fromLocal(event.start.date, p.checkInTime, p.timeZone) : event.start.at;
  let checkOut: number;
  if (event.end === null) {
    // RFC 5545: an all-day event without DTEND is one day; a timed one without DTEND is a moment.
    if (!('date' in event.start)) return { refusal: calendarSyncMessages.noEnd };
    checkOut = fromLocal(addDays(event.start.date, 1), p.checkOutTime, p.timeZone);
  } else
    checkOut = 'date' in event.end ? fromLocal(event.end.date, p.checkOutTime, p.timeZone) : event.end.at;
  if (checkOut <= checkIn) return { refusal: calendarSyncMessages.endBeforeStart };
  if (checkOut - checkIn > 366 * 86_400) return { refusal: calendarSyncMessages.tooLong };
  return { checkIn, checkOut };
}

/**
 * When a feed is fetched next: its interval after a success; after `failures` failures in a row, the
 * interval doubled for each but the first, up to six hours, so a dead URL is not hammered and a fixed
 * one comes back within hours.
 */
export function nextFetchDelayMinutes(intervalMinutes: number, failures: number): number {
  if (failures <= 0) return intervalMinutes;
  return Math.min(intervalMinutes * 2 ** (failures - 1), MAX_BACKOFF_MINUTES);
}
export const MAX_BACKOFF_MINUTES = 6 * 60;

/** How far ahead the export lists busy nights, and how far back (a channel keeps recent history). */
export const EXPORT_DAYS_AHEAD = 730;
export const EXPORT_DAYS_BACK = 30;

export const calendarSyncMessages = {
  removedInChannel: 'Удалено в канале',
  noEnd: 'У события нет даты окончания',
  endBeforeStart: 'Дата окончания события раньше даты начала',
  tooLong: 'Событие длиннее года',
  notCalendar: 'Ответ не похож на календарь iCalendar (.ics)',
  httpStatus: 'Сервер календаря ответил ошибкой {status}',
  tooManyEvents: 'В календаре больше {max} событий',
  busyFetching: 'Календарь уже обновляется, подождите',
  exportTarget: 'Выберите номер или категорию',
  importTarget: 'Выберите номер или категорию, куда загружать брони',
  channelRequired: 'Выберите канал продаж',
  feedExists: 'Для этого номера или категории уже есть ссылка',
  conflictResolved: 'Конфликт уже решён',
  chooseRoom: 'Выберите свободный номер',
  conflictToast: 'Конфликт календаря «{feed}»: бронь канала {dates} не помещается',
  noFreeRoom: 'В категории нет свободного номера на эти даты',
  invalidEvent: 'Событие {uid} пропущено: {reason}',
  applyFailed: 'Не удалось применить календарь: внутренняя ошибка сервера, повторим позже',
} as const;
