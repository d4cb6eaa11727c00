import dayjs from 'dayjs';

/** An instant of the log (ISO) as the staff's 'DD.MM.YYYY HH:mm', in the browser's time. */
export function formatSentAt(iso: string): string {
  const at = dayjs(iso);
  return at.isValid() ? at.format('DD.MM.YYYY HH:mm') : '';
}
