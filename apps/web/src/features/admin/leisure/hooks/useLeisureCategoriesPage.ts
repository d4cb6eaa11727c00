import type { LeisureCategoryView } from '@pms/domain';
import type { QueryParams } from '../../../../api/client.ts';
import { queryKeys } from '../../../../api/queryKeys.ts';
import { usePageQuery } from '../../../../api/usePageQuery.ts';
import { leisurePaths } from './leisurePaths.ts';

/** One page of the company's activities, optionally searched by name. */
export function useLeisureCategoriesPage(params: QueryParams) {
  return usePageQuery<LeisureCategoryView>(queryKeys.leisureCategories, leisurePaths.categories, params);
}
