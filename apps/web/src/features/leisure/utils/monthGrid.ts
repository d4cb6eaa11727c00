import { addDays } from '@pms/domain';

export interface GridDay {
  /** 'YYYY-MM-DD' */
  date: string;
  /** Day of the month, as the cell shows it. */
  dayOfMonth: number;
  /** False for the leading and trailing days of the neighbouring months that fill the first and last weeks. */
  inMonth: boolean;
}

export interface MonthGrid {
  /** The Monday the grid starts on. */
  start: string;
  /** The Sunday it ends on (inclusive). */
  end: string;
  weeks: GridDay[][];
}

/** 'YYYY-MM' of a 'YYYY-MM-DD' date. */
export const monthOf = (date: string) => date.slice(0, 7);

/** Is the value a month such as '2026-05'? */
export const isMonth = (value: string | null): value is string =>
  value !== null && /^\d{4}-(0[1-9]|1[0-2])$/.test(value);

/** The month `delta` months away from 'YYYY-MM'. */
export function shiftMonth(month: string, delta: number): string {
  const [y, m] = month.split('-').map(Number) as [number, number];
  const index = y * 12 + (m - 1) + delta;
  return `${String(Math.floor(index / 12)).padStart(4, '0')}-${String((index % 12) + 1).padStart(2, '0')}`;
}

/** 0 = Monday … 6 = Sunday of a 'YYYY-MM-DD' date (the week starts on Monday here, specification 2.5). */
export function mondayIndex(date: string): number {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  return (new Date(Date.UTC(y, m - 1, d)).getUTCDay() + 6) % 7;
}

/**
 * The month's weeks, Monday to Sunday: the first week starts on the Monday on or before the 1st, the last
 * ends on the Sunday on or after the month's last day, so a month takes four to six rows.
 */
export function monthGrid(month: string): MonthGrid {
  const first = `${month}-01`;
  const last = addDays(`${shiftMonth(month, 1)}-01`, -1);
  const start = addDays(first, -mondayIndex(first));
  const end = addDays(last, 6 - mondayIndex(last));
  const weeks: GridDay[][] = [];
  for (let day = start; day <= end; day = addDays(day, 1)) {
    if (mondayIndex(day) === 0) weeks.push([]);
    weeks.at(-1)?.push({ date: day, dayOfMonth: Number(day.slice(8, 10)), inMonth: monthOf(day) === month });
  }
  return { start, end, weeks };
}
