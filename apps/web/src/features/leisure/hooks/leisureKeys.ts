/**
 * Query keys of the leisure calendar. They all start with 'leisure', so a sale refreshes the day, its
 * orders and the month in one invalidation, and a company switch drops them with the rest.
 */
export const leisureKeys = {
  all: ['leisure'] as const,
  categories: ['leisure', 'categories'] as const,
  month: (categoryId: number, start: string, end: string) =>
    ['leisure', 'month', categoryId, start, end] as const,
  day: (categoryId: number, date: string) => ['leisure', 'day', categoryId, date] as const,
  orders: (categoryId: number, date: string) => ['leisure', 'orders', categoryId, date] as const,
};
