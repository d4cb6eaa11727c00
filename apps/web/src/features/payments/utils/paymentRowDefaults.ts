import { overpaymentOf, type PaymentInput, parseMoney, summarizePayments } from '@pms/domain';

/** A saved payment as the views carry it (a leisure order's names its type as text; the rule checks it). */
export type SavedPayment = { value: string; payment_type: string };

const asInputs = (payments: readonly SavedPayment[]): PaymentInput[] =>
  payments.map((p) => ({ ...p, payment_type: p.payment_type as PaymentInput['payment_type'] }));

/**
 * A new payment row of the booking editor or a leisure order: a payment of the balance due, as the
 * domain's one money rule (summarizePayments) computes it from the total and the payments so far; empty
 * when nothing is due. `total` is the booking's (a group's on its parent) or the order's amount.
 */
export function paymentRowDefaults(total: string, payments: readonly SavedPayment[]) {
  const due = parseMoney(summarizePayments(asInputs(payments), parseMoney(total)).duty);
  return {
    payment_type: 'payment' as const,
    payment_method: undefined,
    value: due > 0 ? due / 100 : undefined,
    comment: '',
  };
}

/** What a row's payment is due against: the booking's (a group's parent's) or the order's. */
export interface PaymentDue {
  total: string;
  payments: readonly SavedPayment[];
}

/** The balance due and how far the row's valid amount goes over it, in tiyn (domain overpaymentOf). */
export function rowOverpayment(
  { total, payments }: PaymentDue,
  row: { payment_type: PaymentInput['payment_type']; value: PaymentInput['value'] },
) {
  return overpaymentOf(asInputs(payments), parseMoney(total), row);
}
