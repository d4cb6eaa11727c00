import type { LeisureOrderView } from '@pms/domain';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../api/client.ts';
import type { Page } from '../../../api/types.ts';
import { leisureKeys } from './leisureKeys.ts';

/** The orders of a day in a category, newest first, cancelled ones included. */
export function useDayOrders(categoryId: number, date: string | null) {
  return useQuery({
    queryKey: leisureKeys.orders(categoryId, date ?? ''),
    queryFn: () =>
      api.get<Page<LeisureOrderView>>('/api/v2/leisure/booking/', { day: date, category: categoryId }),
    select: (page) => page.results,
    enabled: date !== null,
  });
}
