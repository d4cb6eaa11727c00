import { type LeisureTariffAdminView, leisureTariffSchema } from '@pms/domain';
import { queryKeys } from '../../../../api/queryKeys.ts';
import { useDeactivateInstead } from '../../../../ui/useDeactivateInstead.tsx';
import { useDeleteMutation } from '../../../../ui/useDeleteMutation.ts';
import { tariffToFormValues } from '../utils/tariffFormValues.ts';
import { leisurePaths } from './leisurePaths.ts';
import { useSaveLeisureTariff } from './useSaveLeisureTariff.ts';

/**
 * Deletes a tariff. One that has been sold is refused (409 'Тариф используется: по нему есть продажи'):
 * the sentence is shown with 'Сделать неактивной', which stops its sales and keeps its orders' history.
 */
export function useDeleteLeisureTariff(rows: LeisureTariffAdminView[]) {
  const save = useSaveLeisureTariff();
  // The stored tariff read as the form would send it, price items with their ids, only inactive.
  const onRefused = useDeactivateInstead(rows, async (tariff) =>
    save.mutateAsync({
      id: tariff.id,
      body: leisureTariffSchema.parse({ ...tariffToFormValues(tariff, null, ''), is_active: false }),
    }),
  );
  return useDeleteMutation(
    leisurePaths.tariffs,
    [queryKeys.leisureTariffs, queryKeys.leisureCategories],
    undefined,
    onRefused,
  );
}
