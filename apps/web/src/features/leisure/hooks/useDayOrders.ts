import type { LeisureOrderView } from '@pms/domain';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../api/client.ts';
import { queryKeys } from '../../../api/queryKeys.ts';
import type { Page } from '../../../api/types.ts';
import { forCompany } from './forCompany.ts';

/** The orders of a day in a category, newest first, cancelled ones included; nothing while no day is open. */
export function useDayOrders(companyId: number, categoryId: number, date: string | null) {
  return useQuery({
    queryKey: queryKeys.leisure.orders(companyId, categoryId, date ?? ''),
    queryFn: () =>
      forCompany(companyId, () =>
        api.get<Page<LeisureOrderView>>('/api/v2/leisure/booking/', { day: date, category: categoryId }),
      ),
    select: (page) => page.results,
    enabled: date !== null,
  });
}
