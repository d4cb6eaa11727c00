import type { LeisureCategoryView } from '@pms/domain';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../../api/client.ts';
import { queryKeys } from '../../../../api/queryKeys.ts';
import type { Page } from '../../../../api/types.ts';
import { leisurePaths } from './leisurePaths.ts';

/** Every activity of the company (one big page, as the hotel categories' lookup does), for filters and selects. */
export function useAllLeisureCategories() {
  return useQuery({
    queryKey: queryKeys.leisureCategoriesAll,
    queryFn: () =>
      api.get<Page<LeisureCategoryView>>(leisurePaths.categories, { 'page[number]': 1, 'page[size]': 10000 }),
    select: (page) => page.results,
  });
}
