import { zodResolver } from '@hookform/resolvers/zod';
import { Group, Paper } from '@mantine/core';
import type { KeyboardEvent } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { applyServerError } from '../../../ui/form/applyServerError.ts';
import { notifySuccess } from '../../../ui/notifySuccess.ts';
import type { PaymentMethod } from '../../admin/catalogues/types/catalogueLookups.ts';
import { PaymentFields } from '../../payments/components/PaymentFields.tsx';
import { PaymentRowActions } from '../../payments/components/PaymentRowActions.tsx';
import { confirmOverpayment } from '../../payments/utils/confirmOverpayment.tsx';
import type { PaymentDue, paymentRowDefaults } from '../../payments/utils/paymentRowDefaults.ts';
import { paymentRowSchema } from '../../payments/utils/paymentRowSchema.ts';
import { useAddPayment } from '../hooks/useAddPayment.ts';

interface PaymentRowFormProps {
  /** The booking paid for (a group pays on its parent). */
  bookingId: number;
  methods: readonly PaymentMethod[];
  /** What the row starts with: the balance due (paymentRowDefaults). */
  defaults: ReturnType<typeof paymentRowDefaults>;
  /** What the payment is due against: an amount over the balance asks first. */
  due: PaymentDue;
  onDone: () => void;
  autoFocus?: boolean;
}

/**
 * A new payment or refund: type, method, amount (0 allowed), comment. Saving posts it at once; the
 * booking then reloads and the row becomes a read-only line of the payments list.
 */
export function PaymentRowForm({
  bookingId,
  methods,
  defaults,
  due,
  onDone,
  autoFocus,
}: PaymentRowFormProps) {
  const { t } = useTranslation();
  const addPayment = useAddPayment(bookingId);
  const form = useForm({
    resolver: zodResolver(paymentRowSchema),
    defaultValues: defaults,
  });
  // A row makes one payment: its intent (useAddPayment) joins a second Enter or click to the first and
  // answers a late one with the first answer. Only the last call's callbacks run, so it is said once.
  const save = form.handleSubmit(async (values) => {
    if (!(await confirmOverpayment(due, values))) return;
    addPayment.mutate(
      { ...values, booking: bookingId },
      {
        onSuccess: () => {
          notifySuccess(t('bookingEditor.payments.done'));
          onDone();
        },
        onError: (error) => applyServerError(error, form),
      },
    );
  });
  // The row sits inside the editor's form: Enter saves the payment, not the booking.
  const onEnter = (event: KeyboardEvent) => {
    if (event.key !== 'Enter') return;
    event.preventDefault();
    event.stopPropagation();
    void save();
  };

  return (
    <Paper withBorder p="sm" radius="md" data-testid="payment-row" onKeyDown={onEnter}>
      <Group align="flex-start" gap="sm" wrap="wrap">
        <PaymentFields control={form.control} methods={methods} autoFocus={autoFocus} />
        <PaymentRowActions saving={addPayment.isPending} onSave={() => void save()} onRemove={onDone} />
      </Group>
    </Paper>
  );
}
