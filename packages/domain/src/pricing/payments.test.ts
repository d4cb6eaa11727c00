import { describe, expect, it } from 'vitest';
import { messages, pricingMessages } from '../messages.ts';
import { overpaymentOf } from './payments.ts';
import { priceBooking } from './price-booking.ts';
import { refusal, weekend } from './test-fixtures.ts';
import type { PaymentInput } from './types.ts';

const pay = (value: string): PaymentInput => ({ value, payment_type: 'payment' });
const refund = (value: string): PaymentInput => ({ value, payment_type: 'return' });

describe('payments, returns and duty (total 41 000)', () => {
  it.each<[string, PaymentInput[], Record<string, string>]>([
    ['nothing paid', [], { paid_amount: '0.00', return_amount: '0.00', withheld: '0.00', duty: '41000.00' }],
    [
      'partly paid',
      [pay('20000'), pay('10000.50')],
      { paid_amount: '30000.50', withheld: '30000.50', duty: '10999.50' },
    ],
    ['paid in full', [pay('41000.00')], { withheld: '41000.00', duty: '0.00' }],
    [
      'a return lowers what is withheld and raises the duty',
      [pay('41000'), refund('5000')],
      { paid_amount: '41000.00', return_amount: '5000.00', withheld: '36000.00', duty: '5000.00' },
    ],
    ['overpaid: the duty is negative', [pay('45000')], { withheld: '45000.00', duty: '-4000.00' }],
    ['a payment of 0 is allowed', [pay('0')], { paid_amount: '0.00', duty: '41000.00' }],
    [
      'everything returned',
      [pay('10000'), refund('10000')],
      { paid_amount: '10000.00', return_amount: '10000.00', withheld: '0.00', duty: '41000.00' },
    ],
  ])('%s', (_, payments, expected) => {
    expect(priceBooking({ ...weekend, payments })).toMatchObject({ total: '41000.00', ...expected });
  });

  it('weighs payments against the total after discounts', () => {
    const result = priceBooking({
      ...weekend,
      discounts: [{ id: 1, name: '10%', discount_kind: 'percent', value: '10' }],
      payments: [pay('30000')],
    });
    expect(result).toMatchObject({ total: '36900.00', withheld: '30000.00', duty: '6900.00' });
  });

  it.each<[string, PaymentInput, string, string]>([
    ['an empty amount', pay(''), pricingMessages.amountRequired, 'payments.0.value'],
    ['a negative amount', pay('-1'), messages.negativeNumber, 'payments.0.value'],
    [
      'an unknown type',
      { value: '1', payment_type: 'gift' as 'payment' },
      messages.invalidValue,
      'payments.0.payment_type',
    ],
  ])('refuses %s', (_, payment, message, field) => {
    expect(refusal(() => priceBooking({ ...weekend, payments: [payment] }))).toEqual({ message, field });
  });
});

describe('overpaymentOf: how far a new payment goes over the balance due (total 41 000)', () => {
  const total = 4_100_000;
  it.each<[string, PaymentInput[], PaymentInput, number, number]>([
    ['the balance exactly', [], pay('41000'), 4_100_000, 0],
    ['less than the balance', [pay('20000')], pay('20999.99'), 2_100_000, 0],
    ['one tiyn over', [pay('20000')], pay('21000.01'), 2_100_000, 1],
    ['a decimal comma lost: ×100', [], pay('4100000'), 4_100_000, 405_900_000],
    ['over after a refund raised the balance', [pay('41000'), refund('5000')], pay('6000'), 500_000, 100_000],
    ['anything, once paid in full', [pay('41000')], pay('0.50'), 0, 50],
    ['anything, once overpaid (nothing is due, not a negative)', [pay('45000')], pay('100'), 0, 10_000],
    ['a refund never', [pay('41000')], refund('90000'), 0, 0],
    ['a payment of 0 never', [pay('41000')], pay('0'), 0, 0],
  ])('%s: due %i, over %i tiyn', (_case, saved, next, due, over) => {
    expect(overpaymentOf(saved, total, next)).toEqual({ due, over });
  });
});
