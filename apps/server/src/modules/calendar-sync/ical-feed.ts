/**
 * iCalendar (RFC 5545) in and out: a channel's feed read with `node-ical`, our busy nights written with
 * `ical-generator`. Only the calendar's shape lives here; what the events mean is the domain's
 * (calendar-sync.ts) and the service's.
 */
import { calendarSyncMessages, fillMessage } from '@pms/domain';
import icalGenerator from 'ical-generator';
import nodeIcal from 'node-ical';

/** One VEVENT as the import needs it: its UID, label, and start and end (dates for all-day events). */
export interface FeedEvent {
  uid: string;
  summary: string;
  start: { date: string } | { at: number };
  end: { date: string } | { at: number } | null;
}

/** The most events one feed may carry; a channel's calendar of a room has far fewer. */
export const MAX_FEED_EVENTS = 10_000;

const text = (v: unknown): string =>
  typeof v === 'string'
    ? v
    : v && typeof v === 'object' && 'val' in v
      ? String((v as { val: unknown }).val)
      : '';

/**
 * node-ical gives an all-day date as the process's local midnight with `dateOnly`: its local fields are
 * the date as written, whatever the process's zone.
 */
function moment(d: unknown): FeedEvent['start'] | null {
  if (!(d instanceof Date) || Number.isNaN(d.getTime())) return null;
  if ((d as Date & { dateOnly?: boolean }).dateOnly) {
    const pad = (n: number) => String(n).padStart(2, '0');
    return { date: `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}` };
  }
  return { at: Math.floor(d.getTime() / 1000) };
}

/**
 * The events of a feed, and the Russian reasons for those skipped. A body that is no calendar at all
 * throws its message. Cancelled events (STATUS:CANCELLED) are as good as gone.
 */
export function parseFeed(body: string): { events: FeedEvent[]; skipped: string[] } {
  if (!/BEGIN:VCALENDAR/i.test(body)) throw new Error(calendarSyncMessages.notCalendar);
  let parsed: ReturnType<typeof nodeIcal.sync.parseICS>;
  try {
    parsed = nodeIcal.sync.parseICS(body);
  } catch {
    throw new Error(calendarSyncMessages.notCalendar);
  }
  const events: FeedEvent[] = [];
  const skipped: string[] = [];
  const seen = new Set<string>();
  for (const item of Object.values(parsed)) {
    if (!item || item.type !== 'VEVENT') continue;
    const e = item as unknown as Record<string, unknown>;
    if (String(e.status ?? '').toUpperCase() === 'CANCELLED') continue;
    const uid = text(e.uid).trim();
    const start = moment(e.start);
    if (!uid || !start) {
      skipped.push(
        fillMessage(calendarSyncMessages.invalidEvent, {
          uid: uid || '?',
          reason: 'нет UID или даты начала',
        }),
      );
      continue;
    }
    if (seen.has(uid)) continue;
    seen.add(uid);
    events.push({
      uid: uid.slice(0, 500),
      summary: text(e.summary).slice(0, 200),
      start,
      end: moment(e.end),
    });
    if (events.length > MAX_FEED_EVENTS)
      throw new Error(fillMessage(calendarSyncMessages.tooManyEvents, { max: String(MAX_FEED_EVENTS) }));
  }
  return { events, skipped };
}

/**
 * A feed of busy nights: one all-day event per run of consecutive nights, 'Занято', with a UID stable
 * for the same run, and nothing about who stays.
 */
export function buildFeed(opts: {
  name: string;
  feedId: number;
  ranges: { start: string; end: string }[];
}): string {
  const calendar = icalGenerator({
    name: opts.name,
    prodId: { company: 'hotel-pms', product: 'calendar', language: 'RU' },
  });
  const utcDay = (date: string) => new Date(`${date}T00:00:00Z`);
  for (const r of opts.ranges) {
    calendar.createEvent({
      id: `${r.start}-${r.end}-${opts.feedId}@hotel-pms`,
      start: utcDay(r.start),
      end: utcDay(r.end),
      allDay: true,
      summary: 'Занято',
      // The instant the feed was made, not the nights': a fixed stamp keeps one answer for one state.
      stamp: utcDay(r.start),
    });
  }
  return calendar.toString();
}
