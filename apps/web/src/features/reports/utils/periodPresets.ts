import { addDays } from '@pms/domain';

export type PeriodPresetKey =
  | 'thisMonth'
  | 'lastMonth'
  | 'last30'
  | 'thisYear'
  | 'next7'
  | 'next14'
  | 'next30'
  | 'nextMonth';

export interface Period {
  /** 'YYYY-MM-DD', inclusive. */
  start: string;
  end: string;
}

const lastDayOfMonth = (year: number, month: number): string =>
  new Date(Date.UTC(year, month, 0)).toISOString().slice(0, 10);

/**
 * The period picker's presets, counted from the property's today ('YYYY-MM-DD'), not the browser's:
 * whole calendar months and years (so a month's figures include what is already booked ahead), and the
 * last 30 days ending today; for the forecast, the days ahead from today and the next whole month.
 */
export function periodPresets(today: string): Record<PeriodPresetKey, Period> {
  const year = Number(today.slice(0, 4));
  const month = Number(today.slice(5, 7));
  const prevYear = month === 1 ? year - 1 : year;
  const prevMonth = month === 1 ? 12 : month - 1;
  const nextYear = month === 12 ? year + 1 : year;
  const nextMonth = month === 12 ? 1 : month + 1;
  const pad = (n: number) => String(n).padStart(2, '0');
  return {
    thisMonth: { start: `${year}-${pad(month)}-01`, end: lastDayOfMonth(year, month) },
    lastMonth: { start: `${prevYear}-${pad(prevMonth)}-01`, end: lastDayOfMonth(prevYear, prevMonth) },
    last30: { start: addDays(today, -29), end: today },
    thisYear: { start: `${year}-01-01`, end: `${year}-12-31` },
    next7: { start: today, end: addDays(today, 6) },
    next14: { start: today, end: addDays(today, 13) },
    next30: { start: today, end: addDays(today, 29) },
    nextMonth: { start: `${nextYear}-${pad(nextMonth)}-01`, end: lastDayOfMonth(nextYear, nextMonth) },
  };
}
