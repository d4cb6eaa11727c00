import { formatDay, toLocal } from '@pms/domain';

/**
 * Instants already written, by time zone and second: every bar a scroll mounts names its stay's two
 * instants in its title, and most stays start and end at the property's check-in and check-out times, so
 * the same few hundred instants are worked out through the time zone again and again (issue 31).
 */
const written = new Map<string, string>();
const WRITTEN_LIMIT = 5000;

/** An instant as 'DD.MM.YYYY HH:mm' on the property's wall clock. */
export function formatInstant(seconds: number, timeZone: string): string {
  const key = `${timeZone} ${seconds}`;
  const known = written.get(key);
  if (known !== undefined) return known;
  const local = toLocal(seconds, timeZone);
  const text = `${formatDay(local.date)} ${local.time}`;
  if (written.size >= WRITTEN_LIMIT) written.clear();
  written.set(key, text);
  return text;
}
