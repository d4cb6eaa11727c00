/**
 * The 409 of a stale save (issue 15): who changed the booking since the editor loaded it, and when, in the
 * property's zone, so the clerk knows whom to ask before reloading over their own edits.
 */
import { changedByWords, type PersonGender } from './changed-by.ts';
import { bookingEditorMessages, fillMessage } from './messages.ts';
import { formatDay, toLocal } from './zoned-time.ts';

export interface StaleVersion {
  /** 'Фамилия Имя' of the employee who saved last; null for the system or a removed account. */
  name: string | null;
  /** Theirs, when known: 'изменил' or 'изменила'; unknown reads 'Изменено: …'. */
  gender?: PersonGender | null;
  /** When, unix seconds. */
  changedAt: number;
  timeZone: string;
}

/** 'Бронь изменила Касымова Айгерим в 05.12.2026 14:30. …' ('другой сотрудник' when nobody is named). */
export function staleVersionMessage(s: StaleVersion): string {
  const { date, time } = toLocal(s.changedAt, s.timeZone);
  return fillMessage(bookingEditorMessages.changedBy, {
    who: changedByWords({ name: s.name, gender: s.gender }),
    time: `${formatDay(date)} ${time}`,
  });
}
