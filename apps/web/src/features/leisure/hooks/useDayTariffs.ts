import type { LeisureDayTariffView } from '@pms/domain';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../api/client.ts';
import { queryKeys } from '../../../api/queryKeys.ts';
import { forCompany } from './forCompany.ts';

/** The tariffs sold on a day, each with its places left (`stock_number`) and its price items. */
export function useDayTariffs(companyId: number, categoryId: number, date: string) {
  return useQuery({
    queryKey: queryKeys.leisure.day(companyId, categoryId, date),
    queryFn: () =>
      forCompany(companyId, () =>
        api.get<LeisureDayTariffView[]>('/api/v2/main/leisure-price/', {
          category_id: categoryId,
          start: date,
        }),
      ),
  });
}
