import type { LeisureCategoryInput, LeisureCategoryView } from '@pms/domain';
import { queryKeys } from '../../../../api/queryKeys.ts';
import { useSaveMutation } from '../../../../ui/useSaveMutation.ts';
import { leisurePaths } from './leisurePaths.ts';

/** Creates (POST) or replaces (PUT) an activity; places and tariffs show its name, so they refresh too. */
export function useSaveLeisureCategory() {
  return useSaveMutation<LeisureCategoryInput, LeisureCategoryView>({
    path: leisurePaths.categories,
    updateMethod: 'put',
    invalidate: [queryKeys.leisureCategories, queryKeys.leisureRooms, queryKeys.leisureTariffs],
  });
}
