import { useQuery } from '@tanstack/react-query';
import { api } from '../../../../api/client.ts';
import { queryKeys } from '../../../../api/queryKeys.ts';
import type { Category, Page } from '../../../../api/types.ts';
import { categoriesPath } from './categoriesPath.ts';

/** Every category of the company (page size 10000, as the specification's lookups do), for selects. */
export function useAllCategories() {
  return useQuery({
    queryKey: queryKeys.categoriesAll,
    queryFn: () => api.get<Page<Category>>(categoriesPath, { 'page[number]': 1, 'page[size]': 10000 }),
    select: (page) => page.results,
  });
}
