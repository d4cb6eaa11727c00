import { describe, expect, it } from 'vitest';
import { parseMoney, spreadTiyn } from './money.ts';
import { priceBooking } from './price-booking.ts';
import { priceGroup } from './price-group.ts';
import { type RevenueLine, revenueLines } from './revenue.ts';
import { at, breakfastByWeekday, monthRates, weekend, weekRates } from './test-fixtures.ts';
import type { DiscountInput, FoodItemInput, PriceBookingInput, ServiceInput } from './types.ts';

const sauna: ServiceInput = { id: 1, name: 'Сауна', price: '1500.00', service_type: 'once', quantity: 2 };
const parking: ServiceInput = { id: 2, name: 'Парковка', price: '1000.00', service_type: 'day', quantity: 1 };
const tenOff: DiscountInput = {
  id: 3,
  name: 'Скидка',
  discount_kind: 'fixed',
  value: '1000.00',
  quantity: 1,
};
const breakfast: FoodItemInput = {
  tariff: breakfastByWeekday,
  adult_count: 2,
  child_count: 1,
  start_date: '2025-01-10',
  end_date: '2025-01-13',
  is_advance: true,
};

/** The lines of one kind as 'date amount' pairs, in date order. */
const of = (lines: RevenueLine[], kind: RevenueLine['kind']) =>
  lines.filter((l) => l.kind === kind).map((l) => `${l.date} ${l.amount}`);
const sum = (lines: RevenueLine[]) => lines.reduce((s, l) => s + parseMoney(l.amount), 0);

describe('spreadTiyn', () => {
  it.each<[number, number, number[]]>([
    [900, 3, [300, 300, 300]],
    [1000, 3, [334, 333, 333]],
    [-1000, 3, [-334, -333, -333]],
    [2, 3, [1, 1, 0]],
    [0, 2, [0, 0]],
  ])('%i over %i parts', (total, parts, expected) => {
    expect(spreadTiyn(total, parts)).toEqual(expected);
    expect(expected.reduce((a, b) => a + b, 0)).toBe(total);
  });
});

// The weekend stay: Fri 12 000, Sat 15 000, Sun 14 000 (41 000 for 3 nights).
describe('revenueLines of a single booking', () => {
  it.each<[string, Partial<PriceBookingInput>, Partial<Record<RevenueLine['kind'], string[]>>]>([
    [
      'each night earns its own room price',
      {},
      { accommodation: ['2025-01-10 12000.00', '2025-01-11 15000.00', '2025-01-12 14000.00'] },
    ],
    [
      'early check-in and an extra adult spread over the nights, leftover first',
      { is_early: true, has_additional: true, adult_count: 1 },
      // extras: 5 000 early + 3 × 3 000 extra adult = 14 000 → 4 666.67, 4 666.67, 4 666.66
      { accommodation: ['2025-01-10 16666.67', '2025-01-11 19666.67', '2025-01-12 18666.66'] },
    ],
    [
      "a 'full' price is spread evenly",
      { calculation_type: 'full', custom_price: '10000.00' },
      { accommodation: ['2025-01-10 3333.34', '2025-01-11 3333.33', '2025-01-12 3333.33'] },
    ],
    [
      "a 'once' service on the first night, a 'day' service per night",
      { services: [sauna, parking] },
      { services: ['2025-01-10 4000.00', '2025-01-11 1000.00', '2025-01-12 1000.00'] },
    ],
    [
      'a discount is taken off evenly',
      { discounts: [tenOff] },
      { discounts: ['2025-01-10 -333.34', '2025-01-11 -333.33', '2025-01-12 -333.33'] },
    ],
    [
      'breakfast on the mornings after each night, by its own day price',
      { food: [breakfast] },
      // 2 adults + 1 child: Sat 2×1 500 + 500, Sun 2×1 500 + 500, Mon 2×1 000 + 500 = 9 500, spread evenly
      { meals: ['2025-01-11 3166.67', '2025-01-12 3166.67', '2025-01-13 3166.66'] },
    ],
  ])('%s', (_, input, expected) => {
    const price = priceBooking({ ...weekend, ...input });
    const lines = revenueLines(price);
    for (const [kind, want] of Object.entries(expected))
      expect(of(lines, kind as RevenueLine['kind'])).toEqual(want);
    expect(sum(lines)).toBe(parseMoney(price.total));
  });

  it('meals lines carry their meal and portions', () => {
    const lines = revenueLines(priceBooking({ ...weekend, food: [breakfast] }));
    expect(lines.filter((l) => l.kind === 'meals').map((l) => [l.food_type, l.adults, l.children])).toEqual([
      ['breakfast', 2, 1],
      ['breakfast', 2, 1],
      ['breakfast', 2, 1],
    ]);
  });

  it('adds up to the total with everything at once', () => {
    const price = priceBooking({
      ...weekend,
      is_late: true,
      child_without_place: 1,
      services: [sauna, parking],
      food: [breakfast],
      discounts: [{ ...tenOff, discount_kind: 'percent', value: '7.00' }],
    });
    expect(sum(revenueLines(price))).toBe(parseMoney(price.total));
  });
});

describe('revenueLines of a group', () => {
  it("the parent's lines add the shared meals, services and discounts, so the group adds up", () => {
    const group = priceGroup({
      rooms: [
        { ...weekend, id: 1 },
        { ...weekend, id: 2, calculation_type: 'full', custom_price: '20000.00' },
      ],
      services: [sauna],
      food: [breakfast],
      discounts: [tenOff],
    });
    const [parent, child] = group.items;
    const parentLines = revenueLines(parent!, group);
    const childLines = revenueLines(child!);
    expect(sum(parentLines) + sum(childLines)).toBe(parseMoney(group.total));
    expect(of(childLines, 'services')).toEqual([]);
    // The sauna, 1 500 × 2, for both rooms: 6 000 on the first night.
    expect(of(parentLines, 'services')).toEqual(['2025-01-10 6000.00']);
    expect(of(parentLines, 'meals')).toHaveLength(3);
  });
});

describe('a stay with a mid-stay move', () => {
  it("marks each night's accommodation with the leg it was slept in, and nothing else", () => {
    const price = priceBooking({
      ...weekend,
      rates: monthRates,
      legs: [{ until: at('2025-01-11', '15:00'), rates: weekRates }],
      services: [sauna],
    });
    const lines = revenueLines(price);
    expect(lines.filter((l) => l.kind === 'accommodation').map((l) => [l.date, l.amount, l.leg])).toEqual([
      ['2025-01-10', '12000.00', 0],
      ['2025-01-11', '9000.00', 1],
      ['2025-01-12', '9000.00', 1],
    ]);
    expect(lines.filter((l) => l.kind !== 'accommodation').every((l) => l.leg === undefined)).toBe(true);
    expect(sum(lines)).toBe(parseMoney(price.total));
  });
});
