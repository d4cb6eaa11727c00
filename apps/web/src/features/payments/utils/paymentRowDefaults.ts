import { type PaymentInput, parseMoney, summarizePayments } from '@pms/domain';

/** A saved payment as the views carry it (a leisure order's names its type as text; the rule checks it). */
type SavedPayment = { value: string; payment_type: string };

/**
 * A new payment row of the booking editor or a leisure order: a payment of the balance due, as the
 * domain's one money rule (summarizePayments) computes it from the total and the payments so far; empty
 * when nothing is due. `total` is the booking's (a group's on its parent) or the order's amount.
 */
export function paymentRowDefaults(total: string, payments: readonly SavedPayment[]) {
  const saved = payments.map((p) => ({ ...p, payment_type: p.payment_type as PaymentInput['payment_type'] }));
  const due = parseMoney(summarizePayments(saved, parseMoney(total)).duty);
  return {
    payment_type: 'payment' as const,
    payment_method: undefined,
    value: due > 0 ? due / 100 : undefined,
    comment: '',
  };
}
