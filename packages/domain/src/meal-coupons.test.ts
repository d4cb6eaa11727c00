import { describe, expect, it } from 'vitest';
import {
  type CouponMealRow,
  couponGuest,
  couponSerial,
  isValidCouponSerial,
  luhnCheckDigit,
  mealCoupons,
  mealServings,
} from './meal-coupons.ts';

describe('luhnCheckDigit', () => {
  it.each([
    // The textbook example (ISO/IEC 7812) and card-like numbers whose full form is known to pass.
    ['7992739871', 3],
    ['0', 0],
    ['1', 8],
    ['12007', 1],
    ['4539578763621486'.slice(0, 15), 6],
    ['79927398710', 4],
  ])('%s → %i', (digits, check) => {
    expect(luhnCheckDigit(digits)).toBe(check);
  });

  it('refuses what is not digits', () => {
    expect(() => luhnCheckDigit('12-3')).toThrow();
    expect(() => luhnCheckDigit('')).toThrow();
  });
});

describe('couponSerial and isValidCouponSerial', () => {
  it.each([
    [12, 7, '12-007-1'],
    [1, 1, '1-001-7'],
    [3, 1234, '3-1234-8'],
  ])('document %i, coupon %i → %s, which validates', (number, seq, serial) => {
    expect(couponSerial(number, seq)).toBe(serial);
    expect(isValidCouponSerial(serial)).toBe(true);
  });

  it.each([
    ['a mistyped digit', '12-008-1'],
    ['two neighbours swapped', '21-007-1'],
    ['a wrong check digit', '12-007-3'],
    ['no check digit', '12-007'],
    ['letters', '12-OO7-1'],
    ['a seq of two digits', '12-07-1'],
  ])('refuses %s: %s', (_, serial) => {
    expect(isValidCouponSerial(serial)).toBe(false);
  });

  it('every serial of a long document validates', () => {
    for (let seq = 1; seq <= 500; seq++) expect(isValidCouponSerial(couponSerial(48, seq))).toBe(true);
  });
});

/** A plan of 10 → 13 January (three nights). */
const plan = (over: Partial<CouponMealRow>): CouponMealRow => ({
  food_type: 'breakfast',
  adult_count: 1,
  child_count: 0,
  start_date: '2025-01-10',
  end_date: '2025-01-13',
  ...over,
});
const jan = (d: number) => `2025-01-${String(d).padStart(2, '0')}`;

describe('mealServings: the meals one plan serves', () => {
  it.each<[string, Partial<CouponMealRow>, string[]]>([
    ['breakfast: the mornings after each night', {}, ['11 З', '12 З', '13 З']],
    ['breakfast on arrival', { has_breakfast_check_in: true }, ['10 З', '11 З', '12 З', '13 З']],
    ['lunch: each full day', { food_type: 'lunch' }, ['10 О', '11 О', '12 О']],
    [
      'lunch on departure',
      { food_type: 'lunch', has_lunch_check_out: true },
      ['10 О', '11 О', '12 О', '13 О'],
    ],
    [
      'supper on departure',
      { food_type: 'supper', has_supper_check_out: true },
      ['10 У', '11 У', '12 У', '13 У'],
    ],
    [
      'three meals a day: each by its own rule',
      { food_type: 'all' },
      ['10 О', '10 У', '11 З', '11 О', '11 У', '12 З', '12 О', '12 У', '13 З'],
    ],
    [
      'three meals a day with every flag',
      {
        food_type: 'all',
        has_breakfast_check_in: true,
        has_lunch_check_out: true,
        has_supper_check_out: true,
      },
      ['10 З', '10 О', '10 У', '11 З', '11 О', '11 У', '12 З', '12 О', '12 У', '13 З', '13 О', '13 У'],
    ],
  ])('%s', (_, over, expected) => {
    const short = { breakfast: 'З', lunch: 'О', supper: 'У' } as const;
    expect(mealServings(plan(over)).map((s) => `${s.date.slice(8)} ${short[s.meal]}`)).toEqual(expected);
  });
});

describe('mealCoupons: one per meal, per person, per day', () => {
  it('counts adults and children of each plan on each served date, in serving order', () => {
    const coupons = mealCoupons([
      plan({ adult_count: 2, child_count: 1 }),
      plan({ food_type: 'supper', adult_count: 1, has_supper_check_out: true }),
    ]);
    // 3 breakfasts × 3 people + 4 suppers × 1 person.
    expect(coupons).toHaveLength(3 * 3 + 4 * 1);
    expect(coupons.slice(0, 2)).toEqual([
      { date: jan(10), meal: 'supper', person: 'adult', place: 1, of: 1, seat: 0, row: 1 },
      { date: jan(11), meal: 'breakfast', person: 'adult', place: 1, of: 2, seat: 0, row: 0 },
    ]);
    expect(coupons.slice(2, 4).map((c) => [c.person, c.place, c.of])).toEqual([
      ['adult', 2, 2],
      ['child', 1, 1],
    ]);
    expect(coupons.at(-1)).toMatchObject({ date: jan(13), meal: 'supper' });
  });

  it.each<[string, 'adult' | 'child', number, string | null]>([
    ['the first adult eats as the first guest', 'adult', 1, 'Серикова Айгуль'],
    ['the second adult as the second guest', 'adult', 2, 'Сериков Ерлан'],
    ['the child after the adults, as the third guest', 'child', 1, 'Серикова Алия'],
  ])('couponGuest: %s', (_, person, place, guest) => {
    const coupons = mealCoupons([plan({ adult_count: 2, child_count: 1 })]);
    const line = coupons.find((c) => c.person === person && c.place === place)!;
    expect(couponGuest(line, ['Серикова Айгуль', 'Сериков Ерлан', 'Серикова Алия'])).toBe(guest);
    expect(couponGuest(line, ['Серикова Айгуль']) ?? null).toBe(line.seat === 0 ? 'Серикова Айгуль' : null);
  });

  it('gives no coupon for a plan of nobody or no plan at all', () => {
    expect(mealCoupons([])).toEqual([]);
    expect(mealCoupons([plan({ adult_count: 0 })])).toEqual([]);
  });
});
