import { addDays, fromLocal } from '@pms/domain';

export interface CalendarDay {
  /** YYYY-MM-DD in the property's zone. */
  date: string;
  /** Instant the day starts at (property midnight). */
  start: number;
  /** 0 = Monday … 6 = Sunday. */
  weekday: number;
  isWeekend: boolean;
  isToday: boolean;
}

/** The window's days from `firstDay`, each with its property-midnight instant; the last entry's end is `end`. */
export function calendarDays(
  firstDay: string,
  period: number,
  timeZone: string,
  todayDate: string,
): { days: CalendarDay[]; start: number; end: number } {
  const days: CalendarDay[] = [];
  for (let i = 0; i < period; i++) {
    const date = addDays(firstDay, i);
    const [y, m, d] = date.split('-').map(Number) as [number, number, number];
    // Weekday of a calendar date does not depend on the zone, so UTC arithmetic is exact here.
    const weekday = (new Date(Date.UTC(y, m - 1, d)).getUTCDay() + 6) % 7;
    days.push({
      date,
      start: fromLocal(date, '00:00', timeZone),
      weekday,
      isWeekend: weekday >= 5,
      isToday: date === todayDate,
    });
  }
  const end = fromLocal(addDays(firstDay, period), '00:00', timeZone);
  return { days, start: days[0]?.start ?? end, end };
}
