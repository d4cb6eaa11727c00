/**
 * Query keys of the leisure calendar. They all start with 'leisure', so a sale refreshes the day, its
 * orders and the month in one invalidation; the company is part of each, so one company's numbers never
 * stand in for another's.
 */
export const leisureKeys = {
  all: ['leisure'] as const,
  categories: (companyId: number) => ['leisure', companyId, 'categories'] as const,
  month: (companyId: number, categoryId: number, start: string, end: string) =>
    ['leisure', companyId, 'month', categoryId, start, end] as const,
  day: (companyId: number, categoryId: number, date: string) =>
    ['leisure', companyId, 'day', categoryId, date] as const,
  orders: (companyId: number, categoryId: number, date: string) =>
    ['leisure', companyId, 'orders', categoryId, date] as const,
};
