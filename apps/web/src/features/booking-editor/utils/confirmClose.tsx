import { Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import { i18n } from '../../../i18n/i18n.ts';

/** 'Есть несохранённые изменения': closing goes on only when staff confirm losing them. */
export function confirmClose(discards: boolean, onConfirm: () => void): void {
  modals.openConfirmModal({
    title: i18n.t('bookingEditor.unsaved.title'),
    centered: true,
    zIndex: 400,
    children: (
      <Text size="sm">
        {discards ? i18n.t('bookingEditor.unsaved.draftMessage') : i18n.t('bookingEditor.unsaved.message')}
      </Text>
    ),
    labels: {
      confirm: i18n.t('bookingEditor.unsaved.confirm'),
      cancel: i18n.t('bookingEditor.unsaved.back'),
    },
    confirmProps: { color: 'red' },
    onConfirm,
  });
}
