import type { LeisureCategoryView } from '@pms/domain';
import type { CategoryFilteredPageDef } from '../../category-filtered-page/types/CategoryFilteredPageDef.ts';
import { useAllLeisureCategories } from './useAllLeisureCategories.ts';

/**
 * What the places' and the tariffs' lists share: the activities to filter by and choose in the form, and
 * the filter's texts ('Все активности'; 'Сначала создайте активность …').
 */
export const byActivity = {
  useCategories: useAllLeisureCategories,
  texts: {
    filter: 'leisureAdmin.filterActivity',
    all: 'leisureAdmin.filterAll',
    noCategories: 'leisureAdmin.noActivitiesHint',
  },
} satisfies Pick<CategoryFilteredPageDef<{ id: number }, LeisureCategoryView>, 'useCategories' | 'texts'>;
