import { notifications } from '@mantine/notifications';

interface NotifyOptions {
  title?: string;
  /** Milliseconds; a toast with a sentence or two to read stays longer than 'Успешно добавлено!'. */
  autoClose?: number;
}

/** A short green toast such as 'Успешно добавлено!'. */
export function notifySuccess(message: string, { title, autoClose = 3000 }: NotifyOptions = {}): void {
  notifications.show({ title, message, color: 'teal', autoClose });
}
