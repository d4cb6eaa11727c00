import type { LeisureCategoryView } from '@pms/domain';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../api/client.ts';
import { queryKeys } from '../../../api/queryKeys.ts';
import type { Page } from '../../../api/types.ts';
import { forCompany } from './forCompany.ts';

/** The active leisure categories, the calendar's tabs (a property has a handful, one page holds them). */
export function useLeisureCategories(companyId: number) {
  return useQuery({
    queryKey: queryKeys.leisure.categories(companyId),
    queryFn: () =>
      forCompany(companyId, () =>
        api.get<Page<LeisureCategoryView>>('/api/v2/categories/leisure/', {
          is_active: true,
          'page[number]': 1,
          'page[size]': 1000,
        }),
      ),
    select: (page) => page.results,
  });
}
