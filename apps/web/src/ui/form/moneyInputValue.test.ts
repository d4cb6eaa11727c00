import { serviceSchema } from '@pms/domain';
import { describe, expect, it } from 'vitest';
import { moneyInputText, moneyInputValue } from './moneyInputValue.ts';

describe('a money field holds the amount typed, or the text for the schema to refuse', () => {
  it.each([
    ['12345,67', 12345.67],
    ['12 345,67', 12345.67],
    ['12345.67', 12345.67],
    ['12\u00a0345', 12345],
    ['12345,6', 12345.6],
    ['-500', -500],
    ['', ''],
    ['  ', ''],
    ['abc', 'abc'],
    ['12,345', '12,345'],
  ])('%j → %j', (text, held) => {
    expect(moneyInputValue(text)).toBe(held);
  });

  it.each([
    [12345.67, '12 345,67'],
    [1500, '1 500'],
    [0.1 + 0.2, '0,30'],
    ['', ''],
    [undefined, ''],
    [null, ''],
    ['abc', 'abc'],
    ['1500.5', '1 500,50'],
  ])('shows %j as %j', (held, text) => {
    expect(moneyInputText(held)).toBe(text);
  });
});

describe('what a money field hands its form is judged by the schema the server uses', () => {
  // Issue 29, item 2: a number input dropped the minus, so '-500' became a price of 500.
  it.each([
    ['-500', 'Не может быть отрицательное число!'],
    ['abc', 'Введите число'],
    ['12,345', 'Введите число'],
    ['', 'Обязательное поле для заполнения'],
  ])('a service price typed %j is refused: %s', (typed, message) => {
    const held = moneyInputValue(typed);
    const r = serviceSchema.safeParse({
      name: 'Парковка',
      price: held === '' ? undefined : held,
      service_type: 'day',
    });
    expect(r.error?.issues[0]?.message).toBe(message);
  });

  it("takes '12 345,67' as 12345.67", () => {
    const r = serviceSchema.parse({
      name: 'Парковка',
      price: moneyInputValue('12 345,67'),
      service_type: 'day',
    });
    expect(r.price).toBe('12345.67');
  });
});
