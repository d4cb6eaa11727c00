import type { LeisureCategoryView } from '@pms/domain';
import { queryKeys } from '../../../../api/queryKeys.ts';
import { useDeactivateInstead } from '../../../../ui/useDeactivateInstead.tsx';
import { useDeleteMutation } from '../../../../ui/useDeleteMutation.ts';
import { leisurePaths } from './leisurePaths.ts';
import { useSaveLeisureCategory } from './useSaveLeisureCategory.ts';

/**
 * Deletes an activity. One with tariffs is refused (409 'Категория используется: у неё есть тарифы'):
 * the sentence is shown with 'Сделать неактивной', which stops its sales and keeps its history.
 */
export function useDeleteLeisureCategory(rows: LeisureCategoryView[]) {
  const save = useSaveLeisureCategory();
  const onRefused = useDeactivateInstead(rows, (category) =>
    save.mutateAsync({
      id: category.id,
      body: { name: category.name, description: category.description, is_active: false },
    }),
  );
  return useDeleteMutation(
    leisurePaths.categories,
    [queryKeys.leisureCategories, queryKeys.leisureRooms, queryKeys.leisureTariffs],
    undefined,
    onRefused,
  );
}
