import { Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import { useTranslation } from 'react-i18next';

/** Opens 'Удалить?' with the item's name; `onConfirm` runs only after the staff member agrees. */
export function useConfirmDelete() {
  const { t } = useTranslation();
  return (name: string, onConfirm: () => void) =>
    modals.openConfirmModal({
      title: t('confirm.deleteTitle'),
      centered: true,
      children: <Text size="sm">{t('confirm.deleteMessage', { name })}</Text>,
      labels: { confirm: t('confirm.confirmDelete'), cancel: t('confirm.cancel') },
      confirmProps: { color: 'red' },
      onConfirm,
    });
}
