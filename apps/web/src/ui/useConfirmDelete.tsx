import { Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import { useTranslation } from 'react-i18next';

/** The question of a removal that is not a plain deletion ('Отозвать приглашение?'). */
export interface ConfirmTexts {
  title: string;
  message: string;
  confirm: string;
}

/**
 * Opens 'Удалить?' with the item's name (or the given texts); `onConfirm` runs only after the staff
 * member agrees.
 */
export function useConfirmDelete() {
  const { t } = useTranslation();
  return (name: string, onConfirm: () => void, texts?: ConfirmTexts) =>
    modals.openConfirmModal({
      title: texts?.title ?? t('confirm.deleteTitle'),
      centered: true,
      children: <Text size="sm">{texts?.message ?? t('confirm.deleteMessage', { name })}</Text>,
      labels: { confirm: texts?.confirm ?? t('confirm.confirmDelete'), cancel: t('confirm.cancel') },
      confirmProps: { color: 'red' },
      onConfirm,
    });
}
