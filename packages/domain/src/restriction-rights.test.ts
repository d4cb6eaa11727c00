import { describe, expect, it } from 'vitest';
import type { RestrictionRefusal } from './pricing/restrictions.ts';
import {
  restrictionDecision,
  restrictionRightsMessages,
  type SaleTerms,
  saleChanged,
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
  ];
  it.each(cases)('%s → %s', (_, before, changed) => {
    expect(saleChanged(before, sold)).toBe(changed);
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
