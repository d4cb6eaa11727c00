/**
 * Taking money ('Платеж') and giving it back ('Возврат'), one use case for a booking and a leisure order:
 * the payment method must be the company's own, a refund needs 'payments.refund' and gives back no more
 * than was paid (the domain's refundRefusal), and a saved payment is never edited. What may be paid at
 * all (a draft, a stock order, a cancelled order) is the caller's rule; paid_amount follows by trigger.
 */
import { formatMoney, type PaymentCreateInput, parseMoney, refundRefusal } from '@pms/domain';
import type { Db } from '../../db/client.ts';
import type { Actor } from '../../http/actor.ts';
import { checkCompanyRefs } from '../../http/company-refs.ts';
import { refuse } from '../../http/errors.ts';
import { catalogueReads } from '../catalogues/index.ts';
import { paymentsRepository as repo } from './payments.repository.ts';

type PaymentInput = Pick<PaymentCreateInput, 'value' | 'payment_type' | 'payment_method' | 'comment'>;

/** What a payment is taken on: a booking or a leisure order, with what has been paid on it so far. */
export type PaymentOwner = ({ bookingId: number } | { leisureOrderId: number }) & { paidAmount: string };

/** The payment method the input names, refused (400 on payment_method) unless it is the company's own. */
export async function paymentMethodOf(db: Db, actor: Actor, input: PaymentInput) {
  await checkCompanyRefs(db, actor.companyId, [
    { kind: 'paymentMethod', id: input.payment_method, field: 'payment_method' },
  ]);
  return (await catalogueReads.paymentType(db, actor.companyId, input.payment_method))!;
}

/**
 * Records the payment or refund inside the caller's transaction, once the caller has locked the owner and
 * checked that it may be paid; answers the saved row with its method, as both editors show it.
 */
export async function takePayment(
  tx: Db,
  actor: Actor,
  owner: PaymentOwner,
  input: PaymentInput,
  method: Awaited<ReturnType<typeof paymentMethodOf>>,
) {
  if (input.payment_type === 'return')
    refuse(refundRefusal({ role: actor.role, value: input.value, paid: owner.paidAmount }));
  const row = await repo.insert(tx, {
    companyId: actor.companyId,
    ...('bookingId' in owner ? { bookingId: owner.bookingId } : { leisureOrderId: owner.leisureOrderId }),
    value: formatMoney(parseMoney(input.value)),
    paymentType: input.payment_type,
    paymentMethodId: method.id,
    comment: input.comment,
    createdBy: actor.employeeId,
  });
  return presentPayment(row, method);
}

/** A payment as the API answers it (the payment's create, a webhook's payload). */
export function presentPayment(
  row: { id: number; value: string; paymentType: string; comment: string; createdAt: Date },
  method: { id: number; name: string },
) {
  return {
    id: row.id,
    value: row.value,
    payment_type: row.paymentType,
    payment_method: method.id,
    payment_method_name: method.name,
    comment: row.comment,
    created_at: Math.floor(row.createdAt.getTime() / 1000),
  };
}
