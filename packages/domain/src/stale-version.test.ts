import { describe, expect, it } from 'vitest';
import { staleVersionMessage } from './stale-version.ts';

describe('staleVersionMessage', () => {
  it.each([
    // 09:30 UTC is 14:30 in Almaty (UTC+5).
    [
      'Иванов Пётр',
      Date.UTC(2026, 11, 5, 9, 30) / 1000,
      'Asia/Almaty',
      'Бронь изменил Иванов Пётр в 05.12.2026 14:30',
    ],
    // Late evening UTC is already the next day in the property's zone.
    [
      'Ким Алия',
      Date.UTC(2026, 11, 31, 21, 5) / 1000,
      'Asia/Almaty',
      'Бронь изменил Ким Алия в 01.01.2027 02:05',
    ],
    [
      'Ким Алия',
      Date.UTC(2026, 6, 1, 12, 0) / 1000,
      'Europe/Moscow',
      'Бронь изменил Ким Алия в 01.07.2026 15:00',
    ],
    [
      null,
      Date.UTC(2026, 11, 5, 9, 30) / 1000,
      'Asia/Almaty',
      'Бронь изменил другой сотрудник в 05.12.2026 14:30',
    ],
  ])('%s at %i in %s', (name, changedAt, timeZone, expected) => {
    expect(staleVersionMessage({ name, gender: 'male', changedAt, timeZone })).toBe(
      `${expected}. Обновите её и повторите`,
    );
  });

  // The verb agrees with the employee (issue 28, item 16).
  it.each([
    ['female', 'Бронь изменила Касымова Айгерим'],
    ['male', 'Бронь изменил Касымова Айгерим'],
    [null, 'Изменено: Касымова Айгерим'],
    [undefined, 'Изменено: Касымова Айгерим'],
  ] as const)('gender %s', (gender, expected) => {
    const changedAt = Date.UTC(2026, 11, 5, 9, 30) / 1000;
    expect(
      staleVersionMessage({ name: 'Касымова Айгерим', gender, changedAt, timeZone: 'Asia/Almaty' }),
    ).toBe(`${expected} в 05.12.2026 14:30. Обновите её и повторите`);
  });
});
