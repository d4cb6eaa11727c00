import { addDays } from '@pms/domain';

/** The first day the calendar opens with and 'Сегодня' returns to: yesterday, so yesterday and today are in view. */
export function homeStart(propertyToday: string): string {
  return addDays(propertyToday, -1);
}
