import { Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../../api/ApiError.ts';
import { useDeleteMutation } from '../../../../api/useDeleteMutation.ts';
import { notifyError } from '../../../../ui/notifyError.ts';
import type { CatalogueDef, CatalogueRow } from '../catalogueTypes.ts';
import { deactivationBody } from '../utils/catalogueFormValues.ts';
import { catalogueInvalidation } from './catalogueQueryKeys.ts';
import { useSaveCatalogueRow } from './useSaveCatalogueRow.ts';

/**
 * Deletes a record. A record that bookings use is refused (409 'Нельзя удалить: используется …'): the
 * server's sentence is shown with 'Сделать неактивной', which keeps it for the history but takes it out
 * of the booking editor's lists.
 */
export function useRemoveCatalogueRow(def: CatalogueDef, rows: CatalogueRow[]) {
  const { t } = useTranslation();
  const save = useSaveCatalogueRow(def);
  const offerDeactivation = (error: unknown, id: number) => {
    const row = rows.find((item) => item.id === id);
    if (!(error instanceof ApiError) || error.status !== 409 || !row?.is_active) {
      notifyError(error);
      return;
    }
    modals.openConfirmModal({
      title: t('catalogues.inUseTitle'),
      centered: true,
      children: <Text size="sm">{error.error}</Text>,
      labels: { confirm: t('catalogues.deactivate'), cancel: t('confirm.cancel') },
      onConfirm: () => save.mutate({ id, body: deactivationBody(def, row) }, { onError: notifyError }),
    });
  };
  return useDeleteMutation(def.path, catalogueInvalidation(def), undefined, offerDeactivation);
}
