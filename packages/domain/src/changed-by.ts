/**
 * Who changed a booking, in words. Apart from the audit log's schemas (audit.ts), so the calendar's live
 * channel and the editor's stale-version question say it without loading zod (issue 31).
 */

import { bookingEditorMessages, fillMessage } from './messages.ts';
import type { genders } from './primitives.ts';

/** An employee's gender, when they gave it (employees.gender, migration 0048): the verb agrees with it. */
export type PersonGender = (typeof genders)[number];

/**
 * Who changed a booking, as the editor says it: 'Бронь изменил Иванов Пётр', 'Бронь изменила Касымова
 * Айгерим', 'Изменено: Ким Алия' when the employee's gender is not known, and 'Бронь изменил другой
 * сотрудник' when nobody is named (the system, a removed account). `name` is personName's 'Фамилия Имя'.
 */
export function changedByWords(who: { name: string | null; gender?: PersonGender | null }): string {
  const m = bookingEditorMessages;
  if (!who.name) return fillMessage(m.changedByMale, { name: m.someColleague });
  const template =
    who.gender === 'male'
      ? m.changedByMale
      : who.gender === 'female'
        ? m.changedByFemale
        : m.changedByUnknown;
  return fillMessage(template, { name: who.name });
}
