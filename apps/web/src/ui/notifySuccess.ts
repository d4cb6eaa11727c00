import { notifications } from '@mantine/notifications';

interface NotifyOptions {
  title?: string;
  /** Milliseconds; a toast with a sentence or two to read stays longer than 'Успешно добавлено!'. */
  autoClose?: number;
  /**
   * One toast of its kind at a time: a new one with the same id takes the old one's place, so two saves
   * in a row (a price, then a restriction) do not stack toasts that read as the same save twice.
   */
  id?: string;
}

/** A short green toast such as 'Успешно добавлено!'. */
export function notifySuccess(message: string, { title, autoClose = 3000, id }: NotifyOptions = {}): void {
  if (id) notifications.hide(id);
  notifications.show({ id, title, message, color: 'teal', autoClose });
}
