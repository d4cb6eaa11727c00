import { Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import { i18n } from '../../../i18n/i18n.ts';
import { notifyError } from '../../../ui/notifyError.ts';
import { notifySuccess } from '../../../ui/notifySuccess.ts';

interface DeleteCallbacks {
  onSuccess: () => void;
  onError: (error: unknown) => void;
}

/**
 * 'Удалить черновик?': once staff confirm, `remove` deletes it (a mutation taking these callbacks), and
 * `onDeleted` runs after the toast.
 */
export function confirmDeleteDraft(
  message: string,
  remove: (callbacks: DeleteCallbacks) => void,
  onDeleted: () => void,
): void {
  modals.openConfirmModal({
    title: i18n.t('bookingEditor.deleteDraft.title'),
    centered: true,
    zIndex: 400,
    children: <Text size="sm">{message}</Text>,
    labels: { confirm: i18n.t('bookingEditor.deleteDraft.confirm'), cancel: i18n.t('common.cancel') },
    confirmProps: { color: 'red' },
    onConfirm: () =>
      remove({
        onSuccess: () => {
          notifySuccess(i18n.t('notify.deleted'));
          onDeleted();
        },
        onError: notifyError,
      }),
  });
}
