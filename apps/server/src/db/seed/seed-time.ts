/**
 * Wall-clock times of the property's time zone turned into UTC instants. The seed thinks in "day k
 * relative to today, at 14:00 local"; these helpers make that an exact instant whatever the host TZ is.
 */
export interface LocalDate {
  year: number;
  month: number;
  day: number;
}

const formatters = new Map<string, Intl.DateTimeFormat>();

function formatter(timeZone: string): Intl.DateTimeFormat {
  let f = formatters.get(timeZone);
  if (!f) {
    f = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
    });
    formatters.set(timeZone, f);
  }
  return f;
}

function wallClock(instant: Date, timeZone: string): Record<string, number> {
  const parts: Record<string, number> = {};
  for (const p of formatter(timeZone).formatToParts(instant)) {
    if (p.type !== 'literal') parts[p.type] = Number(p.value);
  }
  return parts;
}

/** The calendar date at `instant` in `timeZone`. */
export function localDateOf(instant: Date, timeZone: string): LocalDate {
  const p = wallClock(instant, timeZone);
  return { year: p.year ?? 0, month: p.month ?? 0, day: p.day ?? 0 };
}

/** Milliseconds the zone is ahead of UTC at `instant`. */
function offsetAt(instant: Date, timeZone: string): number {
  const p = wallClock(instant, timeZone);
  const asUtc = Date.UTC(
    p.year ?? 0,
    (p.month ?? 1) - 1,
    p.day ?? 1,
    p.hour ?? 0,
    p.minute ?? 0,
    p.second ?? 0,
  );
  return asUtc - Math.floor(instant.getTime() / 1000) * 1000;
}

/**
 * The instant when clocks in `timeZone` show `time` ("HH:mm") on `date` shifted by `dayOffset` days.
 * Two passes settle the offset across a DST change (Asia/Almaty has none, the code does not assume so).
 */
export function zonedInstant(date: LocalDate, dayOffset: number, time: string, timeZone: string): Date {
  const [h = 0, m = 0] = time.split(':').map(Number);
  const wall = Date.UTC(date.year, date.month - 1, date.day + dayOffset, h, m);
  const first = wall - offsetAt(new Date(wall), timeZone);
  return new Date(wall - offsetAt(new Date(first), timeZone));
}
