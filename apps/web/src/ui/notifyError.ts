import { notifications } from '@mantine/notifications';
import { i18n } from '../i18n/i18n.ts';
import { errorMessage } from './errorMessage.ts';

/** A red toast with the server's message for a failed action. */
export function notifyError(error: unknown): void {
  notifications.show({
    title: i18n.t('notify.errorTitle'),
    message: errorMessage(error),
    color: 'red',
    autoClose: 6000,
  });
}
