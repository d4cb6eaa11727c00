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

/** The toast now shown for each kind (`id`), and a count that makes each new toast's own id. */
const shownOfKind = new Map<string, string>();
let shown = 0;

/** A short green toast such as 'Успешно добавлено!'. */
export function notifySuccess(message: string, { title, autoClose = 3000, id }: NotifyOptions = {}): void {
  if (!id) {
    notifications.show({ title, message, color: 'teal', autoClose });
    return;
  }
  // The one before leaves and the new one enters under an id of its own: shown again under the same id
  // in the same render, the container kept the leaving toast's element, which could stay hidden.
  const before = shownOfKind.get(id);
  if (before) notifications.hide(before);
  shown += 1;
  const own = `${id}-${shown}`;
  shownOfKind.set(id, own);
  notifications.show({ id: own, title, message, color: 'teal', autoClose });
}
