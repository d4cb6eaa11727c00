import { describe, expect, it } from 'vitest';
import { messages, pricingMessages } from '../messages.ts';
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
