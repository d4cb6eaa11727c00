import { Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import { createElement } from 'react';
import { useTranslation } from 'react-i18next';

/** Opens 'Удалить?' with the item's name; `onConfirm` runs only after the staff member agrees. */
export function useConfirmDelete() {
  const { t } = useTranslation();
  return (name: string, onConfirm: () => void) =>
    modals.openConfirmModal({
      title: t('confirm.deleteTitle'),
      centered: true,
      children: createElement(Text, { size: 'sm' }, t('confirm.deleteMessage', { name })),
      labels: { confirm: t('confirm.confirmDelete'), cancel: t('confirm.cancel') },
      confirmProps: { color: 'red' },
      onConfirm,
    });
}
