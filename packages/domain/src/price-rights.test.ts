import { describe, expect, it } from 'vitest';
import {
  type DiscountChoice,
  discountRefusal,
  type PriceChoice,
  priceOverrideRefusal,
  priceRightsMessages,
  refundRefusal,
} from './price-rights.ts';
import type { Role } from './roles.ts';

describe('priceOverrideRefusal', () => {
  const tariff: PriceChoice = { calculation_type: 'tariff', custom_price: null };
  const full1: PriceChoice = { calculation_type: 'full', custom_price: 1 };
  const fixed: PriceChoice = { calculation_type: 'fixed', custom_price: '20000.00' };
  const cases: [string, Role, PriceChoice, PriceChoice, boolean][] = [
    ['the front desk sets a total price', 'frontdesk', tariff, full1, false],
    ['the front desk sets a fixed price', 'frontdesk', tariff, { ...fixed }, false],
    ['the front desk changes a stored fixed price', 'frontdesk', fixed, { ...fixed, custom_price: 1 }, false],
    [
      'the front desk turns a fixed price into a total',
      'frontdesk',
      fixed,
      { ...fixed, calculation_type: 'full' },
      false,
    ],
    [
      'the front desk keeps a stored fixed price',
      'frontdesk',
      fixed,
      { ...fixed, custom_price: 20000 },
      true,
    ],
    ['the front desk goes back to the rates', 'frontdesk', fixed, tariff, true],
    ['the front desk stays on the rates', 'frontdesk', tariff, tariff, true],
    ['a manager sets a total price', 'manager', tariff, full1, true],
    ['the owner sets a fixed price', 'owner', tariff, fixed, true],
    ['an accountant sets a total price', 'accountant', tariff, full1, false],
  ];
  it.each(cases)('%s', (_name, role, before, after, allowed) => {
    const refusal = priceOverrideRefusal(role, before, after);
    expect(refusal === null).toBe(allowed);
    if (refusal) expect(refusal).toMatchObject({ status: 403, message: priceRightsMessages.priceOverride });
  });
});

describe('discountRefusal', () => {
  const none: DiscountChoice[] = [];
  const one: DiscountChoice[] = [{ discount: 7, quantity: 1 }];
  // Amounts in tiyn: a subtotal of 20 000 ₸.
  const subtotal = 2_000_000;
  const cases: [string, Role, DiscountChoice[], DiscountChoice[], number, boolean][] = [
    ['the front desk gives 10 %: the limit', 'frontdesk', none, one, 200_000, true],
    ['the front desk gives 10 % and one tiyn', 'frontdesk', none, one, 200_001, false],
    ['the front desk gives 99.99 %', 'frontdesk', none, one, 1_999_900, false],
    ["the front desk keeps a manager's 50 %", 'frontdesk', one, [{ discount: 7 }], 1_000_000, true],
    [
      "the front desk adds to a manager's 50 %",
      'frontdesk',
      one,
      [...one, { discount: 8 }],
      1_000_100,
      false,
    ],
    ['the front desk removes every discount', 'frontdesk', one, none, 0, true],
    ['a manager gives 100 %', 'manager', none, one, subtotal, true],
    ['the owner gives 60 %', 'owner', none, one, 1_200_000, true],
    ['an accountant gives any discount', 'accountant', none, one, 1, false],
  ];
  it.each(cases)('%s', (_name, role, before, after, discount, allowed) => {
    const refusal = discountRefusal({ role, before, after, subtotal, discount });
    expect(refusal === null).toBe(allowed);
    if (refusal) expect(refusal.status).toBe(403);
  });
  it('names the limit in Russian', () => {
    expect(
      discountRefusal({ role: 'frontdesk', before: none, after: one, subtotal, discount: subtotal }),
    ).toEqual({
      status: 403,
      message: 'Недостаточно прав для скидки больше 10 % от суммы',
      field: 'discount_list',
    });
  });
});

describe('refundRefusal', () => {
  const cases: [string, Role, string, string, 400 | 403 | null][] = [
    ['the front desk refunds', 'frontdesk', '1999.00', '2000.00', 403],
    ['the housekeeper refunds', 'housekeeper', '1', '2000.00', 403],
    ['a manager refunds part of what was paid', 'manager', '1999.00', '2000.00', null],
    ['a manager refunds all that was paid', 'manager', '2000', '2000.00', null],
    ['a manager refunds a tiyn more than was paid', 'manager', '2000.01', '2000.00', 400],
    ['an accountant refunds', 'accountant', '500', '2000.00', null],
    ['the owner refunds with nothing paid', 'owner', '1', '0', 400],
  ];
  it.each(cases)('%s', (_name, role, value, paid, status) => {
    expect(refundRefusal({ role, value, paid })?.status ?? null).toBe(status);
  });
});
