import { describe, expect, it } from 'vitest';
import { paymentRowDefaults } from './paymentRowDefaults.ts';

const pay = (value: string) => ({ payment_type: 'payment' as const, value });
const back = (value: string) => ({ payment_type: 'return' as const, value });

describe('paymentRowDefaults: a new payment row starts with the balance due (issue 28, item 14)', () => {
  it.each([
    ['nothing paid: the whole total', '91000.00', [], 91_000],
    ['part paid', '91000.00', [pay('30000.00')], 61_000],
    ['a refund adds back to the due', '10000.00', [pay('10000.00'), back('4000.00')], 4_000],
    ['kopecks kept', '1000.50', [pay('0.25')], 1000.25],
    ['fully paid: empty', '5000.00', [pay('5000.00')], undefined],
    ['overpaid: empty', '5000.00', [pay('7000.00')], undefined],
    ['a free stay: empty', '0.00', [], undefined],
  ])('%s', (_, total, payments, value) => {
    expect(paymentRowDefaults(total, payments)).toEqual({
      payment_type: 'payment',
      payment_method: undefined,
      value,
      comment: '',
    });
  });
});
