import type { LeisureCategoryInput, LeisureCategoryView } from '@pms/domain';
import { useSaveMutation } from '../../../../ui/useSaveMutation.ts';
import { leisureKeys } from './leisureKeys.ts';
import { leisurePaths } from './leisurePaths.ts';

/** Creates (POST) or replaces (PUT) an activity; places and tariffs show its name, so they refresh too. */
export function useSaveLeisureCategory() {
  return useSaveMutation<LeisureCategoryInput, LeisureCategoryView>({
    path: leisurePaths.categories,
    updateMethod: 'put',
    invalidate: [leisureKeys.categories, leisureKeys.rooms, leisureKeys.tariffs],
  });
}
