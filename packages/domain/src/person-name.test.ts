import { describe, expect, it } from 'vitest';
import { personName } from './person-name.ts';

describe('personName: a person shows as «Фамилия Имя» everywhere (issue 28, item 16)', () => {
  it.each([
    ['last and first', { last_name: 'Касымова', first_name: 'Айгерим' }, false, 'Касымова Айгерим'],
    [
      'the patronymic only when asked',
      { last_name: 'Касымова', first_name: 'Айгерим', middle_name: 'Нурлановна' },
      false,
      'Касымова Айгерим',
    ],
    [
      'with the patronymic',
      { last_name: 'Касымова', first_name: 'Айгерим', middle_name: 'Нурлановна' },
      true,
      'Касымова Айгерим Нурлановна',
    ],
    [
      'the administrator: a first name alone',
      { last_name: '', first_name: 'Администратор' },
      false,
      'Администратор',
    ],
    ['a last name alone', { last_name: 'Ким', first_name: null }, false, 'Ким'],
    ['spaces trimmed', { last_name: ' Ким ', first_name: ' Алия ' }, false, 'Ким Алия'],
    ['nobody', { last_name: null, first_name: undefined }, true, ''],
  ])('%s', (_, person, withMiddle, expected) => {
    expect(personName(person, withMiddle)).toBe(expected);
  });
});
