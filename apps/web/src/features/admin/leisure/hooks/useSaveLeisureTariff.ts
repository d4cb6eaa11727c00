import type { LeisureTariffAdminView, LeisureTariffInput } from '@pms/domain';
import { queryKeys } from '../../../../api/queryKeys.ts';
import { useSaveMutation } from '../../../../ui/useSaveMutation.ts';
import { leisurePaths } from './leisurePaths.ts';

/**
 * Creates (POST) or replaces (PUT) a tariff; activities count their tariffs, so they refresh too. A lower
 * 'Мест в день' than a coming day has sold is refused (409 stockBelowSold) under that field.
 */
export function useSaveLeisureTariff() {
  return useSaveMutation<LeisureTariffInput, LeisureTariffAdminView>({
    path: leisurePaths.tariffs,
    updateMethod: 'put',
    invalidate: [queryKeys.leisureTariffs, queryKeys.leisureCategories],
  });
}
