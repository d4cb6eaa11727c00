import type { QueryParams } from '../../../../api/client.ts';
import { queryKeys } from '../../../../api/queryKeys.ts';
import type { Category } from '../../../../api/types.ts';
import { usePageQuery } from '../../../../api/usePageQuery.ts';
import { categoriesPath } from './categoriesPath.ts';

/** One page of the company's categories, optionally searched by name. */
export function useCategoriesPage(params: QueryParams) {
  return usePageQuery<Category>(queryKeys.categories, categoriesPath, params);
}
