import { Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import { formatTenge } from '@pms/domain';
import { i18n } from '../../../i18n/i18n.ts';
import { type PaymentDue, rowOverpayment } from './paymentRowDefaults.ts';

/**
 * Before a payment is made: an amount over the balance due asks first, saying by how much, since a
 * payment cannot be edited and a lost decimal comma (×100) or an extra zero costs a refund. Resolves
 * true when there is nothing to ask or staff confirm the amount; false when they go back to correct it.
 */
export function confirmOverpayment(
  due: PaymentDue,
  row: Parameters<typeof rowOverpayment>[1],
): Promise<boolean> {
  const { over, due: balance } = rowOverpayment(due, row);
  if (over === 0) return Promise.resolve(true);
  const t = i18n.t.bind(i18n);
  return new Promise((resolve) => {
    modals.openConfirmModal({
      title: t('bookingEditor.payments.overTitle'),
      centered: true,
      children: (
        <Text size="sm" data-testid="overpayment-question">
          {t('bookingEditor.payments.overMessage', {
            amount: formatTenge(Number(row.value)),
            due: formatTenge(balance / 100),
            over: formatTenge(over / 100),
          })}
        </Text>
      ),
      labels: {
        confirm: t('bookingEditor.payments.overConfirm'),
        cancel: t('bookingEditor.payments.overBack'),
      },
      onConfirm: () => resolve(true),
      onCancel: () => resolve(false),
      // Closed by Esc or the cross: nothing is made.
      onClose: () => resolve(false),
    });
  });
}
