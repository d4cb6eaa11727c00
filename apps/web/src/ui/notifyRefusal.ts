import { notifications } from '@mantine/notifications';
import { i18n } from '../i18n/i18n.ts';

/** A red toast for a rule the browser enforces itself ('Недостаточно мест', 'Выберите скидку!'). */
export function notifyRefusal(message: string): void {
  notifications.show({ title: i18n.t('notify.errorTitle'), message, color: 'red', autoClose: 5000 });
}
