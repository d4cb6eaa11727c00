import { describe, expect, it } from 'vitest';
import { messages, pricingMessages } from '../messages.ts';
import { includedMeal, mealDates, priceFood } from './meals.ts';
import { priceBooking } from './price-booking.ts';
import { breakfastByWeekday, lunchByMonth, refusal, weekend } from './test-fixtures.ts';
import type { FoodItemInput, FoodType } from './types.ts';

const days = (...d: number[]) => d.map((n) => `2025-01-${String(n).padStart(2, '0')}`);
type Flag = 'has_breakfast_check_in' | 'has_lunch_check_out' | 'has_supper_check_out';

describe('mealDates: which dates of 10 → 13 January are charged', () => {
  it.each<[FoodType, Flag | null, string[]]>([
    ['breakfast', null, days(11, 12, 13)],
    ['breakfast', 'has_breakfast_check_in', days(10, 11, 12, 13)],
    ['breakfast', 'has_lunch_check_out', days(11, 12, 13)],
    ['lunch', null, days(10, 11, 12)],
    ['lunch', 'has_lunch_check_out', days(10, 11, 12, 13)],
    ['lunch', 'has_supper_check_out', days(10, 11, 12)],
    ['lunch', 'has_breakfast_check_in', days(10, 11, 12)],
    ['supper', null, days(10, 11, 12)],
    ['supper', 'has_supper_check_out', days(10, 11, 12, 13)],
    ['supper', 'has_lunch_check_out', days(10, 11, 12)],
    ['all', null, days(10, 11, 12)],
    ['all', 'has_lunch_check_out', days(10, 11, 12, 13)],
    ['all', 'has_supper_check_out', days(10, 11, 12, 13)],
    ['all', 'has_breakfast_check_in', days(10, 11, 12)],
  ])('%s with %s', (foodType, flag, expected) => {
    const item = { food_type: foodType, start_date: '2025-01-10', end_date: '2025-01-13' };
    expect(mealDates(flag ? { ...item, [flag]: true } : item)).toEqual(expected);
  });

  it.each<[string, FoodType, Flag | null, string, string, string[]]>([
    ['a start after the end is swapped', 'breakfast', null, '2025-01-13', '2025-01-10', days(11, 12, 13)],
    ['one date: no breakfast without the flag', 'breakfast', null, '2025-01-10', '2025-01-10', []],
    [
      'one date: breakfast on arrival',
      'breakfast',
      'has_breakfast_check_in',
      '2025-01-10',
      '2025-01-10',
      days(10),
    ],
    ['one date: lunch on departure', 'lunch', 'has_lunch_check_out', '2025-01-10', '2025-01-10', days(10)],
  ])('%s', (_, foodType, flag, start, end, expected) => {
    const item = { food_type: foodType, start_date: start, end_date: end };
    expect(mealDates(flag ? { ...item, [flag]: true } : item)).toEqual(expected);
  });
});

describe('meal prices', () => {
  const breakfast: FoodItemInput = {
    id: 3,
    tariff: breakfastByWeekday,
    adult_count: 2,
    child_count: 1,
    start_date: '2025-01-10',
    end_date: '2025-01-13',
    is_advance: true,
  };
  const lunch: FoodItemInput = {
    tariff: lunchByMonth,
    adult_count: 1,
    child_count: 0,
    start_date: '2025-01-30',
    end_date: '2025-02-02',
    is_advance: false,
  };
  it.each<[string, FoodItemInput, string, string]>([
    // Sat, Sun, Mon: adults 2 × (1 500 + 1 500 + 1 000), a child 3 × 500.
    ['by weekday, paid in advance', breakfast, '9500.00', '9500.00'],
    // On site: adults 2 × 3 × 1 200, a child 3 × 600.
    ['by weekday, paid on site', { ...breakfast, is_advance: false }, '9000.00', '0.00'],
    // 30 Jan, 31 Jan, 1 Feb on site: 2 200 + 2 200 + 2 700.
    ['by month across a month boundary, on site', lunch, '7100.00', '0.00'],
    [
      'by month, in advance, with the departure lunch',
      { ...lunch, is_advance: true, has_lunch_check_out: true },
      '9000.00',
      '9000.00',
    ],
    // 2 children on site: 2 × (1 100 + 1 100 + 1 300).
    ['children only', { ...lunch, adult_count: 0, child_count: 2 }, '7000.00', '0.00'],
  ])('%s', (_, item, total, advance) => {
    const result = priceBooking({ ...weekend, food: [item] });
    expect(result.food_list[0]).toMatchObject({ tariff: item.tariff.id, name: item.tariff.name, total });
    expect(result.advance_booking).toBe(advance);
    expect(result.food_total).toBe(total);
    expect(result.total).toBe(`${41000 + Number(total)}.00`);
  });

  it('lists each meal plan with its tariff, type, dates and total', () => {
    const result = priceBooking({ ...weekend, food: [breakfast, lunch] });
    expect(result.food_list).toEqual([
      {
        id: 3,
        tariff: 7,
        name: 'Завтрак',
        food_type: 'breakfast',
        is_advance: true,
        adult_count: 2,
        child_count: 1,
        dates: ['2025-01-11', '2025-01-12', '2025-01-13'],
        total: '9500.00',
      },
      {
        tariff: 8,
        name: 'Обед',
        food_type: 'lunch',
        is_advance: false,
        adult_count: 1,
        child_count: 0,
        dates: ['2025-01-30', '2025-01-31', '2025-02-01'],
        total: '7100.00',
      },
    ]);
    expect(result).toMatchObject({
      food_total: '16600.00',
      advance_booking: '9500.00',
      subtotal: '57600.00',
    });
  });

  it.each<[string, Partial<FoodItemInput>, string, string]>([
    ['nobody eats', { adult_count: 0, child_count: 0 }, pricingMessages.zeroPeople, 'food.1.adult_count'],
    ['negative adults', { adult_count: -1 }, messages.negativeNumber, 'food.1.adult_count'],
    ['negative children', { child_count: -2 }, messages.negativeNumber, 'food.1.child_count'],
    ['not a date', { end_date: '2025-02-30' }, messages.invalidValue, 'food.1.end_date'],
  ])('refuses %s', (_, change, message, field) => {
    expect(
      refusal(() => priceBooking({ ...weekend, food: [breakfast, { ...breakfast, ...change }] })),
    ).toEqual({
      message,
      field,
    });
  });
});

describe('includedMeal: a rate plan’s meals for every guest on every day', () => {
  const tariff = {
    id: 7,
    name: 'Завтрак',
    food_type: 'breakfast' as const,
    price_type: 'week' as const,
    prices: {
      adult: Object.fromEntries(['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'san'].map((d) => [d, '3000'])),
      children: Object.fromEntries(['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'san'].map((d) => [d, '1500'])),
    },
  };
  const stay = { arrival: '2026-12-03', departure: '2026-12-05' };
  const cases: [
    string,
    { adults: number; children: number },
    { adults: number; children: number; total: string },
  ][] = [
    ['two adults and a child', { adults: 2, children: 1 }, { adults: 2, children: 1, total: '15000.00' }],
    ['one adult', { adults: 1, children: 0 }, { adults: 1, children: 0, total: '6000.00' }],
    [
      'nobody yet: one adult, as a new meal plan',
      { adults: 0, children: 0 },
      { adults: 1, children: 0, total: '6000.00' },
    ],
    ['children only', { adults: 0, children: 2 }, { adults: 0, children: 2, total: '6000.00' }],
  ];
  it.each(cases)('%s', (_, guests, expected) => {
    const item = includedMeal(tariff, stay, guests);
    expect(item).toMatchObject({
      adult_count: expected.adults,
      child_count: expected.children,
      is_advance: true,
    });
    const { list } = priceFood([item]);
    expect(list[0]).toMatchObject({ dates: ['2026-12-04', '2026-12-05'], total: expected.total });
  });
});
