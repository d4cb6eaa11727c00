import { describe, expect, it } from 'vitest';
import { pricingMessages } from './messages.ts';
import { idSchema, MAX_INT4, moneyAmount, wholeNumberInput } from './primitives.ts';

const money = moneyAmount(pricingMessages.amountRequired);
const count = wholeNumberInput({ min: 0, max: 100 });

describe('ids read only integers and digit strings', () => {
  it.each([
    [1, 1],
    ['42', 42],
    [MAX_INT4, MAX_INT4],
    [String(MAX_INT4), MAX_INT4],
  ])('%j → %j', (input, out) => {
    expect(idSchema.parse(input)).toBe(out);
  });

  it.each([
    true,
    false,
    null,
    '',
    ' 1',
    '1 ',
    '0x1',
    '1e0',
    '1.0',
    '+1',
    0,
    -1,
    '-1',
    1.5,
    MAX_INT4 + 1,
    2 ** 53,
    '99999999999999999999',
    [1],
    { id: 1 },
    '\u00001',
  ])('%j is refused', (input) => {
    const r = idSchema.safeParse(input);
    expect(r.success).toBe(false);
    expect(r.error?.issues[0]?.message).toMatch(/[А-Яа-я]/);
  });
});

describe('money reads numbers and decimal strings, never true or null', () => {
  it.each([
    [0, 0],
    ['0', 0],
    [1500, 1500],
    ['1500.5', 1500.5],
    ['0.10', 0.1],
    [0.1 + 0.2, 0.1 + 0.2],
  ])('%j → %j', (input, out) => {
    expect(money.parse(input)).toBe(out);
  });

  it.each([
    [undefined, 'Введите сумму!'],
    [null, 'Введите сумму!'],
    ['', 'Введите сумму!'],
    [true, 'Введите число'],
    ['1,5', 'Введите число'],
    ['1e3', 'Введите число'],
    [' 5', 'Введите число'],
    [-1, 'Не может быть отрицательное число!'],
    ['-1', 'Не может быть отрицательное число!'],
    ['1.005', 'Недопустимое значение'],
    [1e13, 'Недопустимое значение'],
  ])('%j is refused: %s', (input, message) => {
    const r = money.safeParse(input);
    expect(r.success).toBe(false);
    expect(r.error?.issues[0]?.message).toBe(message);
  });
});

describe('counts', () => {
  it.each([
    [0, true],
    ['7', true],
    [100, true],
    [101, false],
    [-1, false],
    [true, false],
    [null, false],
    ['', false],
  ])('%j accepted: %s', (input, ok) => {
    expect(count.safeParse(input).success).toBe(ok);
  });
});
