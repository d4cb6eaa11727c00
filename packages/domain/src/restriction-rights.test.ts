import { describe, expect, it } from 'vitest';
import { ratePlanMessages } from './messages.ts';
import { nightsText } from './plural.ts';
import type { DayRestriction, RestrictionRefusal } from './pricing/restrictions.ts';
import {
  restrictionDecision,
  restrictionRightsMessages,
  type SaleCheck,
  type SaleTerms,
  saleChanged,
  saleRefusals,
} from './restriction-rights.ts';
import type { Role } from './roles.ts';

describe('saleChanged: when a stay is checked against its plan’s restrictions', () => {
  const sold: SaleTerms = { rate_plan: 1, category: 10, arrival: '2026-12-30', departure: '2027-01-02' };
  const cases: [string, SaleTerms | null, boolean][] = [
    ['a new stay (the reserve)', null, true],
    ['the same plan, category and dates (the guest’s phone corrected)', { ...sold }, false],
    ['another plan', { ...sold, rate_plan: 2 }, true],
    ['another category (a move to another room type)', { ...sold, category: 11 }, true],
    ['another arrival', { ...sold, arrival: '2026-12-29' }, true],
    ['another departure', { ...sold, departure: '2027-01-01' }, true],
    ['the same, moved mid-stay before', { ...sold, legs: [{ category: 11, until: '2026-12-31' }] }, true],
  ];
  it.each(cases)('%s → %s', (_, before, changed) => {
    expect(saleChanged(before, sold)).toBe(changed);
  });
});

describe('saleRefusals: each night by the category it is sold in, and only what the change sells', () => {
  const STD = 10;
  const LUX = 11;
  /** 30.12–02.01 in 'Стандарт' as sold. */
  const sold: SaleTerms = { rate_plan: 1, category: STD, arrival: '2026-12-30', departure: '2027-01-02' };
  /** Moved mid-stay on 31.12 to 'Люкс': the night of 30.12 in 'Стандарт', 31.12 and 01.01 in 'Люкс'. */
  const moved: SaleTerms = { ...sold, category: LUX, legs: [{ category: STD, until: '2026-12-31' }] };
  type Rules = Record<number, Record<string, DayRestriction>>;
  const cases: [string, SaleTerms | null, SaleTerms, Rules, SaleCheck, string[]][] = [
    [
      'a new stay: every rule of its category',
      null,
      sold,
      { [STD]: { '2026-12-31': { stop_sell: true }, '2027-01-02': { closed_to_departure: true } } },
      'sale',
      ['Продажа на 31.12 закрыта', 'Выезд 02.01 закрыт'],
    ],
    [
      'a move mid-stay: the nights from the move in the new category, the departure there too',
      sold,
      moved,
      {
        [STD]: { '2026-12-30': { stop_sell: true, min_stay: 5 } },
        [LUX]: {
          '2026-12-30': { closed_to_arrival: true },
          '2026-12-31': { stop_sell: true },
          '2027-01-02': { closed_to_departure: true },
        },
      },
      'sale',
      ['Продажа на 31.12 закрыта', 'Выезд 02.01 закрыт'],
    ],
    [
      'a moved stay lengthened: the arrival’s rules of the first room’s category, the new night’s of the last',
      moved,
      { ...moved, departure: '2027-01-03' },
      {
        [STD]: { '2026-12-30': { min_stay: 5 } },
        [LUX]: {
          '2026-12-30': { min_stay: 2, closed_to_arrival: true },
          '2026-12-31': { stop_sell: true },
          '2027-01-02': { stop_sell: true },
        },
      },
      'sale',
      ['Продажа на 02.01 закрыта', ratePlanMessages.minStay('30.12', nightsText(5))],
    ],
    [
      'a moved stay lengthened: the current category’s minimum alone does not bind the arrival',
      moved,
      { ...moved, departure: '2027-01-03' },
      { [LUX]: { '2026-12-30': { min_stay: 5 } } },
      'sale',
      [],
    ],
    [
      'another plan: everything again, each night in its category',
      moved,
      { ...moved, rate_plan: 2 },
      { [STD]: { '2026-12-30': { closed_to_arrival: true } }, [LUX]: { '2026-12-31': { stop_sell: true } } },
      'sale',
      ['Продажа на 31.12 закрыта', 'Заезд 30.12 закрыт'],
    ],
    [
      'an early arrival at the desk (stay_now): the nights it adds and its arrival',
      sold,
      { ...sold, arrival: '2026-12-29' },
      {
        [STD]: {
          '2026-12-29': { stop_sell: true, closed_to_arrival: true, min_stay: 9 },
          '2026-12-31': { stop_sell: true },
          '2027-01-02': { closed_to_departure: true },
        },
      },
      'step',
      ['Продажа на 29.12 закрыта', 'Заезд 29.12 закрыт'],
    ],
    [
      'a late arrival at the desk (stay_now) sells nothing',
      sold,
      { ...sold, arrival: '2026-12-31' },
      { [STD]: { '2026-12-31': { closed_to_arrival: true, min_stay: 3, stop_sell: true } } },
      'step',
      [],
    ],
    [
      'a departure at the desk (stay_now), early or late, sells nothing',
      sold,
      { ...sold, departure: '2027-01-03' },
      { [STD]: { '2027-01-02': { stop_sell: true }, '2027-01-03': { closed_to_departure: true } } },
      'step',
      [],
    ],
  ];
  it.each(cases)('%s', (_, before, after, rules, check, messages) => {
    const refusals = saleRefusals(before, after, (category) => rules[category] ?? {}, check);
    expect(refusals.map((r) => r.message)).toEqual(messages);
  });
});

describe('restrictionDecision: who may sell past a restriction', () => {
  const minStay: RestrictionRefusal = {
    rule: 'min_stay',
    date: '2026-12-30',
    message: 'Минимальный срок проживания с 30.12 — 3 ночи',
  };
  const cta: RestrictionRefusal = {
    rule: 'closed_to_arrival',
    date: '2026-12-30',
    message: 'Заезд 30.12 закрыт',
  };
  const noRight = {
    status: 403 as const,
    message: restrictionRightsMessages.noRight,
    field: 'restriction_reason',
  };
  const cases: [
    string,
    Role,
    RestrictionRefusal[],
    string | undefined,
    ReturnType<typeof restrictionDecision>,
  ][] = [
    ['nothing broken, no reason', 'frontdesk', [], undefined, { refusal: null, override: false }],
    ['nothing broken, a manager’s reason', 'manager', [], 'Гость', { refusal: null, override: false }],
    [
      'broken, no reason: every rule named',
      'owner',
      [cta, minStay],
      undefined,
      {
        refusal: { status: 400, message: `${cta.message}; ${minStay.message}`, field: 'check_in' },
        override: false,
      },
    ],
    [
      'broken, a blank reason',
      'manager',
      [minStay],
      '   ',
      { refusal: { status: 400, message: minStay.message, field: 'check_in' }, override: false },
    ],
    ['broken, a manager’s reason', 'manager', [minStay], 'Гость', { refusal: null, override: true }],
    ['broken, an owner’s reason', 'owner', [minStay], 'Гость', { refusal: null, override: true }],
    [
      'broken, the front desk’s reason',
      'frontdesk',
      [minStay],
      'Гость',
      { refusal: noRight, override: false },
    ],
    [
      'nothing broken, the front desk’s reason',
      'frontdesk',
      [],
      'Гость',
      { refusal: noRight, override: false },
    ],
    [
      'broken, the accountant’s reason',
      'accountant',
      [minStay],
      'Гость',
      { refusal: noRight, override: false },
    ],
  ];
  it.each(cases)('%s', (_, role, refusals, reason, expected) => {
    expect(restrictionDecision({ role, refusals, reason })).toEqual(expected);
  });

  it('names a group room’s field', () => {
    expect(
      restrictionDecision({ role: 'frontdesk', refusals: [minStay], field: 'child_list.1.check_in' }).refusal
        ?.field,
    ).toBe('child_list.1.check_in');
  });
});
