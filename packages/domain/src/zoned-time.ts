/**
 * Wall-clock time in a property's time zone, without a date library: instants are unix seconds (UTC),
 * and a property's days and hours are read in its IANA zone (default Asia/Almaty) through Intl.
 */
const formatters = new Map<string, Intl.DateTimeFormat>();

function formatter(timeZone: string): Intl.DateTimeFormat {
  let f = formatters.get(timeZone);
  if (!f) {
    f = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
      weekday: 'short',
    });
    formatters.set(timeZone, f);
  }
  return f;
}

export interface LocalParts {
  /** YYYY-MM-DD */
  date: string;
  /** HH:mm */
  time: string;
  /** 0 = Monday … 6 = Sunday (the week starts on Monday here). */
  weekday: number;
}

const weekdays = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'];

function parts(seconds: number, timeZone: string) {
  const p: Record<string, string> = {};
  for (const { type, value } of formatter(timeZone).formatToParts(new Date(seconds * 1000))) p[type] = value;
  return p;
}

/** The wall-clock date, time and weekday of an instant in `timeZone`. */
export function toLocal(seconds: number, timeZone: string): LocalParts {
  const p = parts(seconds, timeZone);
  return {
    date: `${p.year}-${p.month}-${p.day}`,
    time: `${p.hour}:${p.minute}`,
    weekday: weekdays.indexOf(p.weekday ?? 'Mon'),
  };
}

/** Seconds `timeZone` is ahead of UTC at the instant. */
function offsetAt(seconds: number, timeZone: string): number {
  const p = parts(seconds, timeZone);
  const asUtc = Date.UTC(
    Number(p.year),
    Number(p.month) - 1,
    Number(p.day),
    Number(p.hour),
    Number(p.minute),
    Number(p.second),
  );
  return asUtc / 1000 - seconds;
}

/** The instant of a wall-clock date ('YYYY-MM-DD') and time ('HH:mm') in `timeZone`. */
export function fromLocal(date: string, time: string, timeZone: string): number {
  const [y, mo, d] = date.split('-').map(Number) as [number, number, number];
  const [h, mi] = time.split(':').map(Number) as [number, number];
  const naive = Date.UTC(y, mo - 1, d, h, mi) / 1000;
  // Correct by the zone's offset; a second pass settles the hour around a daylight-saving change.
  const first = naive - offsetAt(naive, timeZone);
  return naive - offsetAt(first, timeZone);
}

/** Adds whole calendar days to a 'YYYY-MM-DD' date. */
export function addDays(date: string, days: number): string {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d + days)).toISOString().slice(0, 10);
}

/** Days from `start` to `end`, both counted: a single day is 1. */
export function periodDays(start: string, end: string): number {
  return Math.round((Date.parse(`${end}T00:00:00Z`) - Date.parse(`${start}T00:00:00Z`)) / 86_400_000) + 1;
}

/** 'DD.MM': a date within its year, as the price grid's header and the restriction messages say it. */
export function formatDayMonth(date: string): string {
  return `${date.slice(8, 10)}.${date.slice(5, 7)}`;
}

/** 'DD.MM.YYYY' as the calendar screen shows dates. */
export function formatDay(date: string): string {
  const [y, m, d] = date.split('-');
  return `${d}.${m}.${y}`;
}

/**
 * A fast 'HH:mm' of instants in one zone, for rendering thousands of calendar bars: the zone's offset is
 * looked up once per UTC hour (offsets change at most on hour boundaries) and reused.
 */
export function clockInZone(timeZone: string): (seconds: number) => string {
  const offsets = new Map<number, number>();
  // Bars start and end at a few times of day (check-in, check-out): each text is written once.
  const texts: string[] = [];
  return (seconds) => {
    const hour = Math.floor(seconds / 3600);
    let offset = offsets.get(hour);
    if (offset === undefined) {
      offset = offsetAt(hour * 3600, timeZone);
      offsets.set(hour, offset);
    }
    const minutes = Math.floor(((((seconds + offset) % 86_400) + 86_400) % 86_400) / 60);
    let text = texts[minutes];
    if (text === undefined) {
      text = `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
      texts[minutes] = text;
    }
    return text;
  };
}
