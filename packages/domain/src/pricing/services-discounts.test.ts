import { describe, expect, it } from 'vitest';
import { messages, pricingMessages } from '../messages.ts';
import { applyPromoCode } from './discounts.ts';
import { priceBooking } from './price-booking.ts';
import { refusal, weekend } from './test-fixtures.ts';
import type { DiscountInput, PriceBookingInput, ServiceInput } from './types.ts';

const sauna: ServiceInput = { id: 1, name: 'Сауна', price: '1500.00', service_type: 'once', quantity: 2 };
const parking: ServiceInput = { id: 2, name: 'Парковка', price: '1000.00', service_type: 'day', quantity: 1 };

describe('services (the weekend stay is 3 days, 41 000)', () => {
  it.each<[string, ServiceInput[], string, string[]]>([
    ['once: price × quantity', [sauna], '3000.00', ['3000.00']],
    ['per day: price × quantity × days', [parking], '3000.00', ['3000.00']],
    ['per day with two cars', [{ ...parking, quantity: 2 }], '6000.00', ['6000.00']],
    ['quantity 0 is dropped', [sauna, { ...parking, quantity: 0 }], '3000.00', ['3000.00']],
    ['rooms mean nothing outside a group', [{ ...sauna, rooms: 5 }], '3000.00', ['3000.00']],
  ])('%s', (_, services, total, lines) => {
    const result = priceBooking({ ...weekend, services });
    expect(result.services_total).toBe(total);
    expect(result.services.map((s) => s.total)).toEqual(lines);
    expect(result.subtotal).toBe(`${41000 + Number(total)}.00`);
  });

  it('lists a service with its price, type, quantity and rooms', () => {
    expect(priceBooking({ ...weekend, services: [parking] }).services).toEqual([
      {
        id: 2,
        name: 'Парковка',
        price: '1000.00',
        service_type: 'day',
        quantity: 1,
        rooms: 1,
        total: '3000.00',
      },
    ]);
  });

  it.each<[string, Partial<ServiceInput>, string, string]>([
    ['a negative quantity', { quantity: -1 }, messages.negativeNumber, 'services.0.quantity'],
    ['a negative price', { price: '-5' }, messages.negativeNumber, 'services.0.price'],
    ['an unknown type', { service_type: 'week' as 'day' }, messages.invalidValue, 'services.0.service_type'],
  ])('refuses %s', (_, change, message, field) => {
    expect(refusal(() => priceBooking({ ...weekend, services: [{ ...sauna, ...change }] }))).toEqual({
      message,
      field,
    });
  });
});

describe('discounts on the subtotal', () => {
  const percent = (value: string): DiscountInput => ({ id: 1, name: '%', discount_kind: 'percent', value });
  const fixed = (value: string, quantity?: number): DiscountInput => ({
    id: 2,
    name: 'тг',
    discount_kind: 'fixed',
    value,
    ...(quantity === undefined ? {} : { quantity }),
  });
  it.each<[string, Partial<PriceBookingInput>, DiscountInput[], string, string, string[]]>([
    ['10% of 41 000', {}, [percent('10')], '4100.00', '36900.00', ['4100.00']],
    [
      'a percent discount ignores its quantity',
      {},
      [{ ...percent('10'), quantity: 5 }],
      '4100.00',
      '36900.00',
      ['4100.00'],
    ],
    ['fixed: value × quantity', {}, [fixed('500', 2)], '1000.00', '40000.00', ['1000.00']],
    ['fixed: quantity defaults to 1', {}, [fixed('500')], '500.00', '40500.00', ['500.00']],
    ['fixed: quantity 0 takes nothing', {}, [fixed('500', 0)], '0.00', '41000.00', ['0.00']],
    [
      'percent discounts do not compound',
      {},
      [percent('10'), fixed('1000'), percent('10')],
      '9200.00',
      '31800.00',
      ['4100.00', '1000.00', '4100.00'],
    ],
    ['capped at the subtotal', {}, [fixed('100000')], '41000.00', '0.00', ['41000.00']],
    [
      'the cap takes from the last discounts',
      {},
      [percent('50'), fixed('30000')],
      '41000.00',
      '0.00',
      ['20500.00', '20500.00'],
    ],
    ['100% is everything', {}, [percent('100')], '41000.00', '0.00', ['41000.00']],
    [
      '7% of 12 345.67 is rounded to the tiyn (864.1969 → 864.20)',
      { calculation_type: 'full', custom_price: '12345.67' },
      [percent('7')],
      '864.20',
      '11481.47',
      ['864.20'],
    ],
    [
      'the subtotal includes meals and services',
      {
        calculation_type: 'full',
        custom_price: '1000',
        services: [{ id: 1, name: 'x', price: '1000', service_type: 'once', quantity: 1 }],
      },
      [percent('10')],
      '200.00',
      '1800.00',
      ['200.00'],
    ],
  ])('%s', (_, change, discounts, discount, total, lines) => {
    const result = priceBooking({ ...weekend, ...change, discounts });
    expect(result).toMatchObject({ discount, total });
    expect(result.discount_list.map((d) => d.total)).toEqual(lines);
  });

  it('lists a discount with its kind, value and quantity', () => {
    expect(priceBooking({ ...weekend, discounts: [fixed('500', 2)] }).discount_list).toEqual([
      { id: 2, name: 'тг', discount_kind: 'fixed', value: '500.00', quantity: 2, total: '1000.00' },
    ]);
  });

  it.each<[string, DiscountInput, string, string]>([
    ['a negative quantity', fixed('500', -1), pricingMessages.notLess, 'discounts.0.quantity'],
    ['a negative value', fixed('-500'), messages.negativeNumber, 'discounts.0.value'],
    ['over 100%', percent('100.01'), messages.invalidValue, 'discounts.0.value'],
    [
      'an unknown kind',
      { ...fixed('1'), discount_kind: 'gift' as 'fixed' },
      messages.invalidValue,
      'discounts.0.discount_kind',
    ],
  ])('refuses %s', (_, discount, message, field) => {
    expect(refusal(() => priceBooking({ ...weekend, discounts: [discount] }))).toEqual({ message, field });
  });
});

describe('promo codes', () => {
  it('are answered with the specification message', () => {
    expect(refusal(() => applyPromoCode('SUMMER'))).toEqual({
      message: pricingMessages.noPromoCodes,
      field: 'promo_code',
    });
    expect(refusal(() => priceBooking({ ...weekend, promo_code: 'SUMMER' }))).toEqual({
      message: 'Нет функционала по промокодам!',
      field: 'promo_code',
    });
  });

  it.each([[''], ['  '], [null]])('an empty code %j is no code', (promo_code) => {
    expect(priceBooking({ ...weekend, promo_code }).total).toBe('41000.00');
  });
});
