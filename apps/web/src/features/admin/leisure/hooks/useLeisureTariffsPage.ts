import type { LeisureTariffAdminView } from '@pms/domain';
import type { QueryParams } from '../../../../api/client.ts';
import { queryKeys } from '../../../../api/queryKeys.ts';
import { usePageQuery } from '../../../../api/usePageQuery.ts';
import { leisurePaths } from './leisurePaths.ts';

/** One page of the activities' tariffs, optionally searched by name and filtered by activity (`category`). */
export function useLeisureTariffsPage(params: QueryParams) {
  return usePageQuery<LeisureTariffAdminView>(queryKeys.leisureTariffs, leisurePaths.tariffs, params);
}
