import type { CategoryInput } from '@pms/domain';
import { queryKeys } from '../../../../api/queryKeys.ts';
import type { Category } from '../../../../api/types.ts';
import { useSaveMutation } from '../../../../ui/useSaveMutation.ts';
import { categoriesPath } from './categoriesPath.ts';

/** Creates (POST) or replaces (PUT) a category; rooms show the category's name and type, so they refresh too. */
export function useSaveCategory() {
  return useSaveMutation<CategoryInput, Category>({
    path: categoriesPath,
    updateMethod: 'put',
    invalidate: [queryKeys.categories, queryKeys.rooms],
  });
}
