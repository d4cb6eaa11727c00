import { Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../api/ApiError.ts';
import { notifyError } from './notifyError.ts';

/**
 * What a refused delete does on every administration list. A record that bookings or payments use is
 * refused (409 'Нельзя удалить: используется …'): the server's sentence is shown with 'Сделать
 * неактивной', which keeps the record for the history but takes it out of the booking editor's lists.
 * Any other refusal, or an already inactive record, is just shown.
 */
export function useDeactivateInstead<T extends { id: number; is_active?: boolean }>(
  rows: T[],
  deactivate: (row: T) => Promise<unknown>,
) {
  const { t } = useTranslation();
  return (error: unknown, id: number) => {
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
      onConfirm: () => deactivate(row).catch(notifyError),
    });
  };
}
