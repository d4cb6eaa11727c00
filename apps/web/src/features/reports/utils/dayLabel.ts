import dayjs from 'dayjs';

/** A report's row date with its weekday, so weekends stand out: '2026-11-02' → 'пн, 02.11.2026'. */
export function dayLabel(date: string): string {
  return dayjs(date).format('dd, DD.MM.YYYY');
}
