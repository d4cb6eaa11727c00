import { notifications } from '@mantine/notifications';

/** A short green toast such as 'Успешно добавлено!'. */
export function notifySuccess(message: string): void {
  notifications.show({ message, color: 'teal', autoClose: 3000 });
}
