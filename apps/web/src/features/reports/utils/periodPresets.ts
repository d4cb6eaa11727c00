import { addDays } from '@pms/domain';

export type PeriodPresetKey = 'thisMonth' | 'lastMonth' | 'last30' | 'thisYear';

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
 * last 30 days ending today.
 */
export function periodPresets(today: string): Record<PeriodPresetKey, Period> {
  const year = Number(today.slice(0, 4));
  const month = Number(today.slice(5, 7));
  const prevYear = month === 1 ? year - 1 : year;
  const prevMonth = month === 1 ? 12 : month - 1;
  const pad = (n: number) => String(n).padStart(2, '0');
  return {
    thisMonth: { start: `${year}-${pad(month)}-01`, end: lastDayOfMonth(year, month) },
    lastMonth: { start: `${prevYear}-${pad(prevMonth)}-01`, end: lastDayOfMonth(prevYear, prevMonth) },
    last30: { start: addDays(today, -29), end: today },
    thisYear: { start: `${year}-01-01`, end: `${year}-12-31` },
  };
}
