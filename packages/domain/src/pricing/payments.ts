import { messages, pricingMessages } from '../messages.ts';
import { checkOneOf, PricingError, withFieldPrefix } from './errors.ts';
import { formatMoney, parseMoney } from './money.ts';
import type { PaymentInput, PaymentSummary } from './types.ts';

/**
 * The payment summary (section 3): withheld = payments − returns, and duty = total − withheld. Duty keeps
 * its sign: negative means the guest has paid more than the total and is owed the difference.
 */
export function summarizePayments(payments: readonly PaymentInput[], total: number): PaymentSummary {
  let paid = 0;
  let returned = 0;
  for (const [i, payment] of payments.entries()) {
    withFieldPrefix(`payments.${i}`, () => {
      const type = checkOneOf(payment.payment_type, ['payment', 'return'], 'payment_type');
      if (payment.value === undefined || payment.value === null || payment.value === '') {
        throw new PricingError(pricingMessages.amountRequired, 'value');
      }
      const value = parseMoney(payment.value, 'value');
      if (value < 0) throw new PricingError(messages.negativeNumber, 'value');
      if (type === 'payment') paid += value;
      else returned += value;
    });
  }
  const withheld = paid - returned;
  return {
    paid_amount: formatMoney(paid),
    return_amount: formatMoney(returned),
    withheld: formatMoney(withheld),
    duty: formatMoney(total - withheld),
  };
}

/**
 * What is still due on `total` after `payments` (an amount already overpaid counts as nothing due) and
 * how far a new payment goes over it, both in tiyn: what the payment row asks about before saving, since
 * a payment cannot be edited and an extra zero costs a refund. A refund never overpays.
 */
export function overpaymentOf(
  payments: readonly PaymentInput[],
  total: number,
  next: PaymentInput,
): { due: number; over: number } {
  const due = Math.max(0, parseMoney(summarizePayments(payments, total).duty));
  if (next.payment_type !== 'payment') return { due, over: 0 };
  return { due, over: Math.max(0, parseMoney(next.value, 'value') - due) };
}
