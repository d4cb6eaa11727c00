import type { LeisureDayTariffView } from '@pms/domain';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../api/client.ts';
import { leisureKeys } from './leisureKeys.ts';

/** The tariffs sold on a day, each with its places left (`stock_number`) and its price items. */
export function useDayTariffs(categoryId: number, date: string | null) {
  return useQuery({
    queryKey: leisureKeys.day(categoryId, date ?? ''),
    queryFn: () =>
      api.get<LeisureDayTariffView[]>('/api/v2/main/leisure-price/', {
        category_id: categoryId,
        start: date,
      }),
    enabled: date !== null,
  });
}
