import { formatDay, toLocal } from '@pms/domain';

/** Unix seconds as 'DD.MM.YYYY HH:mm' in the property's zone. */
export function atProperty(seconds: number, timeZone: string) {
  const local = toLocal(seconds, timeZone);
  return `${formatDay(local.date)} ${local.time}`;
}
