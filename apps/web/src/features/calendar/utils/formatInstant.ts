import { formatDay, toLocal } from '@pms/domain';

/** An instant as 'DD.MM.YYYY HH:mm' on the property's wall clock. */
export function formatInstant(seconds: number, timeZone: string): string {
  const local = toLocal(seconds, timeZone);
  return `${formatDay(local.date)} ${local.time}`;
}
