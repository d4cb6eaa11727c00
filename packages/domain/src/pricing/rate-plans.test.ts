import { describe, expect, it } from 'vitest';
import { messages, ratePlanMessages } from '../messages.ts';
import { nightsText, plural } from '../plural.ts';
import { datesOfRange } from './date-ranges.ts';
import { PricingError } from './errors.ts';
import { parseMoney } from './money.ts';
import { priceBooking } from './price-booking.ts';
import {
  adjustmentText,
  derivePrice,
  type PlanAdjustment,
  planDerivation,
  planSoldIn,
  type RatePlanNode,
  ratePlanProblems,
  roundToTenge,
} from './rate-plans.ts';
import { at, refusal, weekend, weekRates } from './test-fixtures.ts';
import type { CategoryRates } from './types.ts';

const tiyn = (text: string) => parseMoney(text);

describe('a derived plan follows its parent, rounded to whole tenge', () => {
  it.each<[string, string, PlanAdjustment, string]>([
    ['10 % below', '32000.00', { kind: 'percent', value: '-10' }, '28800.00'],
    ['10 % below, rounded half up to the tenge', '33333.00', { kind: 'percent', value: '-10' }, '30000.00'],
    ['7.5 % above', '10000.00', { kind: 'percent', value: '7.5' }, '10750.00'],
    ['a tiny percent rounds to whole tenge', '10001.00', { kind: 'percent', value: '0.01' }, '10002.00'],
    ['exactly half a tenge rounds away from zero', '150.00', { kind: 'percent', value: '-1' }, '149.00'],
    ['2 000 ₸ above', '45000.00', { kind: 'amount', value: '2000' }, '47000.00'],
    ['an amount with tiyn rounds to the tenge', '45000.00', { kind: 'amount', value: '-0.50' }, '45000.00'],
    ['never below zero', '5000.00', { kind: 'amount', value: '-6000' }, '0.00'],
    ['−100 % is free', '5000.00', { kind: 'percent', value: '-100' }, '0.00'],
  ])('%s', (_, parent, step, derived) => {
    expect(derivePrice(tiyn(parent), step)).toBe(tiyn(derived));
  });
});

/** The rule in BigInt alone, as it was first written: what the number path must agree with. */
function roundToTengeBig(a: number, b: number, d: number): number {
  const numerator = BigInt(a) * BigInt(b);
  const scaled = BigInt(d) * 100n;
  const quotient = numerator / scaled;
  const remainder = numerator % scaled;
  const twice = 2n * (remainder < 0n ? -remainder : remainder);
  return Number((twice < scaled ? quotient : quotient + (numerator < 0n ? -1n : 1n)) * 100n);
}

describe('rounding to whole tenge: numbers while exact, BigInt beyond, the same answer', () => {
  it.each<[string, number, number, number, number]>([
    ['a percent step', 3_333_300, 9_000, 10_000, 3_000_000],
    ['exactly half a tenge, up', 15_000, 9_900, 10_000, 14_900],
    ['exactly half a tenge below zero, away from zero', -50, 1, 1, -100],
    ['just under half', 14_949, 1, 1, 14_900],
    ['an amount step', 4_499_950, 1, 1, 4_500_000],
    ['zero', 0, 9_000, 10_000, 0],
    ['the largest exact product', Number.MAX_SAFE_INTEGER, 1, 1, 9_007_199_254_741_000],
    ['a product past 2^53 goes through BigInt', 900_000_000_000_000, 110_000, 10_000, 9_900_000_000_000_000],
    ['negative past 2^53', -900_000_000_000_001, 20_000, 10_000, -1_800_000_000_000_000],
  ])('%s', (_, a, b, d, expected) => {
    expect(roundToTenge(a, b, d)).toBe(expected);
    expect(roundToTenge(a, b, d)).toBe(roundToTengeBig(a, b, d));
  });

  it('agrees with BigInt over prices, percents and amounts, every tiyn around each half', () => {
    for (let price = 0; price <= 200_000; price += 37)
      for (const percent of [-10_000, -1_050, -1_000, -1, 0, 1, 750, 2_500, 100_000])
        expect(roundToTenge(price, 10_000 + percent, 10_000)).toBe(
          roundToTengeBig(price, 10_000 + percent, 10_000),
        );
    for (let sum = -1_000; sum <= 1_000; sum++)
      expect(roundToTenge(sum, 1, 1)).toBe(roundToTengeBig(sum, 1, 1));
  });
});

const plans: RatePlanNode[] = [
  { id: 1, name: 'Стандарт', parent_id: null, is_base: true },
  { id: 2, name: 'Невозвратный', parent_id: 1, adjustment_kind: 'percent', adjustment_value: '-10' },
  {
    id: 3,
    name: 'Невозвратный + завтрак',
    parent_id: 2,
    adjustment_kind: 'amount',
    adjustment_value: '3000',
  },
  { id: 4, name: 'Корпоративный', parent_id: null },
];

describe('a plan is priced from its root through each step', () => {
  it.each<[number, number, PlanAdjustment[]]>([
    [1, 1, []],
    [2, 1, [{ kind: 'percent', value: '-10' }]],
    [
      3,
      1,
      [
        { kind: 'percent', value: '-10' },
        { kind: 'amount', value: '3000' },
      ],
    ],
    [4, 4, []],
  ])('plan %i follows root %i', (id, rootId, adjustments) => {
    expect(planDerivation(plans, id)).toEqual({ rootId, adjustments });
  });

  it('refuses an unknown plan', () => {
    expect(() => planDerivation(plans, 99)).toThrow(ratePlanMessages.planNotFound);
  });
});

describe('the tree a company saves', () => {
  const base = plans[0]!;
  it.each<[string, RatePlanNode[], { field: string; message: string }[]]>([
    ['the demo tree is fine', plans, []],
    ['no plans at all is fine (the scheme prices everything)', [], []],
    [
      'no base plan',
      [{ ...base, is_base: false }],
      [{ field: 'plans.0.is_base', message: ratePlanMessages.oneBase }],
    ],
    [
      'two base plans',
      [base, { ...plans[3]!, is_base: true }],
      [{ field: 'plans.1.is_base', message: ratePlanMessages.oneBase }],
    ],
    [
      'a base plan that is derived',
      [base, { ...plans[1]!, is_base: true }],
      [
        { field: 'plans.1.is_base', message: ratePlanMessages.oneBase },
        { field: 'plans.1.parent_id', message: ratePlanMessages.baseIsRoot },
      ],
    ],
    [
      'a missing parent',
      [base, { ...plans[1]!, parent_id: 42 }],
      [{ field: 'plans.1.parent_id', message: ratePlanMessages.parentNotFound }],
    ],
    [
      'a derived plan without its step',
      [base, { ...plans[1]!, adjustment_value: null }],
      [{ field: 'plans.1.adjustment_value', message: ratePlanMessages.adjustmentRequired }],
    ],
    [
      'a step that is not a number',
      [base, { ...plans[1]!, adjustment_value: 'десять' }],
      [{ field: 'plans.1.adjustment_value', message: messages.invalidNumber }],
    ],
    [
      'a percent below −100',
      [base, { ...plans[1]!, adjustment_value: '-100.01' }],
      [{ field: 'plans.1.adjustment_value', message: ratePlanMessages.percentRange }],
    ],
    [
      'a root with a step but no parent',
      [base, { ...plans[3]!, adjustment_kind: 'percent', adjustment_value: '5' }],
      [{ field: 'plans.1.parent_id', message: ratePlanMessages.parentRequired }],
    ],
    [
      'a cycle',
      [
        base,
        { id: 5, name: 'А', parent_id: 6, adjustment_kind: 'percent', adjustment_value: '1' },
        { id: 6, name: 'Б', parent_id: 5, adjustment_kind: 'percent', adjustment_value: '1' },
      ],
      [
        { field: 'plans.1.parent_id', message: ratePlanMessages.cycle },
        { field: 'plans.2.parent_id', message: ratePlanMessages.cycle },
      ],
    ],
    [
      'a chain six deep',
      [
        base,
        ...[2, 3, 4, 5, 6, 7].map((id) => ({
          id,
          name: `П${id}`,
          parent_id: id - 1,
          adjustment_kind: 'percent' as const,
          adjustment_value: '1',
        })),
      ],
      [
        { field: 'plans.5.parent_id', message: ratePlanMessages.tooDeep },
        { field: 'plans.6.parent_id', message: ratePlanMessages.tooDeep },
      ],
    ],
  ])('%s', (_, tree, problems) => {
    expect(ratePlanProblems(tree)).toEqual(problems);
  });
});

describe('the formula a derived cell shows', () => {
  it.each<[PlanAdjustment, string]>([
    [{ kind: 'percent', value: '-10' }, '\u221210\u00a0% от «Стандарт»'],
    [{ kind: 'percent', value: '7.5' }, '+7,5\u00a0% от «Стандарт»'],
    [{ kind: 'amount', value: '2000' }, '+2\u00a0000\u00a0₸ от «Стандарт»'],
    [{ kind: 'amount', value: '-12345.50' }, '\u221212\u00a0345,50\u00a0₸ от «Стандарт»'],
  ])('%o', (step, text) => {
    expect(adjustmentText(step, 'Стандарт')).toBe(text);
  });
});

describe('prices by date before the weekday scheme', () => {
  // Fri 10, Sat 11, Sun 12 January 2025; the scheme says 12 000, 15 000, 14 000.
  const newYear: CategoryRates = {
    ...weekRates,
    dates: {
      '2025-01-11': { base: '45000.00', single: '40000.00', extra_adult: '5000.00' },
      '2025-01-12': { base: '', single: '30000.00' },
    },
  };
  const stay = { ...weekend, rates: newYear };

  it.each<[string, object, string, (boolean | undefined)[]]>([
    [
      'a dated night takes its date price; the others the scheme',
      {},
      '71000.00',
      [undefined, true, undefined],
    ],
    [
      'a single guest: the date single, else the scheme single, else the night base',
      { is_single: true },
      '82000.00',
      [undefined, true, true],
    ],
    [
      'a derived plan takes each night through its step',
      { plan_adjustments: [{ kind: 'percent', value: '-10' }] },
      '63900.00',
      [undefined, true, undefined],
    ],
    [
      'a fixed price is what staff typed: no date price, no step',
      {
        calculation_type: 'fixed',
        custom_price: '20000',
        plan_adjustments: [{ kind: 'percent', value: '-10' }],
      },
      '60000.00',
      [undefined, undefined, undefined],
    ],
  ])('%s', (_, change, price, dated) => {
    const result = priceBooking({ ...stay, ...change });
    expect(result.price).toBe(price);
    expect(result.nights.map((n) => n.dated)).toEqual(dated);
  });

  it('extras follow the date and the step too; early and late do not', () => {
    const result = priceBooking({
      ...stay,
      has_additional: true,
      adult_count: 1,
      is_early: true,
      plan_adjustments: [{ kind: 'percent', value: '-10' }],
    });
    // Extra adult: 3 000 → 2 700 on Friday and Sunday, 5 000 → 4 500 on the dated Saturday.
    expect(result.adult_price).toBe('9900.00');
    expect(result.early_check_in).toBe('5000.00');
  });

  it('an hourly stay takes the date hour price, then the step', () => {
    const hourly = {
      ...stay,
      is_time: true,
      check_in: at('2025-01-11', '10:00'),
      check_out: at('2025-01-11', '13:00'),
      rates: { ...newYear, hour_price: '2000.00', dates: { '2025-01-11': { hour_price: '3000.00' } } },
    };
    expect(priceBooking(hourly).price).toBe('9000.00');
    expect(priceBooking({ ...hourly, plan_adjustments: [{ kind: 'amount', value: '-500' }] }).price).toBe(
      '7500.00',
    );
    expect(
      priceBooking({ ...hourly, rates: { ...hourly.rates, dates: {} } }).nights[0]!.dated,
    ).toBeUndefined();
  });

  it('refuses a negative date price, naming the date', () => {
    const rates = { ...weekRates, dates: { '2025-01-11': { base: '-1.00' } } };
    expect(refusal(() => priceBooking({ ...weekend, rates }))).toEqual({
      message: messages.negativeNumber,
      field: 'rates.dates.2025-01-11.base',
    });
  });
});

describe('the dates a bulk change sets', () => {
  it.each<[string, string, string, ('fri' | 'sat' | 'mon')[], number, string[]]>([
    [
      'every day of a range, both ends included',
      '2026-12-30',
      '2027-01-02',
      [],
      4,
      ['2026-12-30', '2027-01-02'],
    ],
    [
      'Fridays and Saturdays of July and August 2026',
      '2026-07-01',
      '2026-08-31',
      ['fri', 'sat'],
      18,
      ['2026-07-03', '2026-08-29'],
    ],
    ['one day', '2026-07-05', '2026-07-05', [], 1, ['2026-07-05', '2026-07-05']],
    ['a weekday that does not occur', '2026-07-04', '2026-07-05', ['mon'], 0, []],
  ])('%s', (_, from, to, weekdays, count, ends) => {
    const dates = datesOfRange(from, to, weekdays);
    expect(dates.length).toBe(count);
    expect(dates.length ? [dates[0], dates.at(-1)] : []).toEqual(ends);
  });

  it.each<[string, string, string, string]>([
    ['a reversed range', '2026-07-05', '2026-07-01', ratePlanMessages.rangeReversed],
    ['more than two years', '2026-01-01', '2028-01-02', ratePlanMessages.rangeTooLong],
    ['not a date', '2026-02-30', '2026-03-01', messages.invalidValue],
  ])('refuses %s', (_, from, to, message) => {
    expect(() => datesOfRange(from, to)).toThrow(PricingError);
    expect(() => datesOfRange(from, to)).toThrow(message);
  });
});

describe('Russian plurals', () => {
  it.each<[number, string]>([
    [1, '1\u00a0ночь'],
    [2, '2\u00a0ночи'],
    [5, '5\u00a0ночей'],
    [11, '11\u00a0ночей'],
    [21, '21\u00a0ночь'],
    [22, '22\u00a0ночи'],
    [112, '112\u00a0ночей'],
  ])('%i', (n, text) => {
    expect(nightsText(n)).toBe(text);
    expect(plural(n, 'a', 'b', 'c')).toBe(text.endsWith('ночь') ? 'a' : text.endsWith('ночи') ? 'b' : 'c');
  });
});

describe('planSoldIn', () => {
  it.each([
    ['a plan naming no category, in any', [], 7, true],
    ['a plan naming the category', [3, 7], 7, true],
    ['a plan naming others', [3, 5], 7, false],
  ] as const)('%s', (_, categories, category, sold) => {
    expect(planSoldIn({ categories }, category)).toBe(sold);
  });
});
