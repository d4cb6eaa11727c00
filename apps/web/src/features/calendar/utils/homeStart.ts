/**
 * The first day the calendar opens with and 'Сегодня' returns to: the property's today, which the
 * 'Текущая дата' field then shows (issue 28, item 10; it was yesterday).
 */
export function homeStart(propertyToday: string): string {
  return propertyToday;
}
