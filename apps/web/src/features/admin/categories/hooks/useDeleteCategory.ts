import { queryKeys } from '../../../../api/queryKeys.ts';
import { useDeleteMutation } from '../../../../ui/useDeleteMutation.ts';
import { categoriesPath } from './categoriesPath.ts';

/** Deletes a category; the server refuses while it has rooms ('Нельзя удалить категорию, в которой есть номера'). */
export function useDeleteCategory() {
  return useDeleteMutation(categoriesPath, [queryKeys.categories, queryKeys.rooms]);
}
