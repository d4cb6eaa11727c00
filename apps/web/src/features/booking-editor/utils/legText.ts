import type { StayLegView } from '@pms/domain';

/** '101 · Стандарт'. */
export const legTitle = (leg: Pick<StayLegView, 'room_name' | 'category_name'>) =>
  `${leg.room_name} · ${leg.category_name}`;

/** The detail's local 'YYYY-MM-DD HH:mm' → '28.11 14:00', short enough for a phone. */
export function shortStamp(local: string): string {
  const [date = '', time = ''] = local.split(' ');
  const [, month = '', day = ''] = date.split('-');
  return `${day}.${month} ${time}`.trim();
}
