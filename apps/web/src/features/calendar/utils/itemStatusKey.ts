import type { CalendarItem } from '../types/calendarTypes.ts';

/** The colour/legend key of an item: repairs and blocks by kind, bookings by their status. */
export function itemStatusKey(item: Pick<CalendarItem, 'kind' | 'status'>): string {
  if (item.kind === 'repair') return 'repair';
  if (item.kind === 'block') return 'block';
  return item.status;
}
