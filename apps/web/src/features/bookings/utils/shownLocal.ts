import { formatDay } from '@pms/domain';

/** 'YYYY-MM-DD HH:mm' as the list shows it: 'DD.MM.YYYY' and the time apart. */
export function shownLocal(local: string): { date: string; time: string } {
  return { date: formatDay(local.slice(0, 10)), time: local.slice(11, 16) };
}
