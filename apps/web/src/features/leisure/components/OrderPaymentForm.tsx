import { zodResolver } from '@hookform/resolvers/zod';
import { Group, Paper } from '@mantine/core';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { submitWithServerErrors } from '../../../ui/form/submitWithServerErrors.ts';
import { notifySuccess } from '../../../ui/notifySuccess.ts';
import type { PaymentMethod } from '../../admin/catalogues/types/catalogueLookups.ts';
import { PaymentFields } from '../../payments/components/PaymentFields.tsx';
import { PaymentRowActions } from '../../payments/components/PaymentRowActions.tsx';
import { confirmOverpayment } from '../../payments/utils/confirmOverpayment.tsx';
import { paymentRowDefaults } from '../../payments/utils/paymentRowDefaults.ts';
import { paymentRowSchema } from '../../payments/utils/paymentRowSchema.ts';
import { useOrderActions } from '../hooks/useOrderActions.ts';

interface OrderPaymentFormProps {
  orderId: number;
  /** The order's amount and its payments so far: the row starts with what is due. */
  amount: string;
  payments: Parameters<typeof paymentRowDefaults>[1];
  methods: readonly PaymentMethod[];
  onDone: () => void;
}

/**
 * 'Оплата' of an order, the booking editor's payment row for a leisure order: type (Платеж/Возврат),
 * method, amount (0 allowed) and comment, all required (specification 5). Saved, it joins the order's
 * read-only payments and its paid and due amounts reload.
 */
export function OrderPaymentForm({ orderId, amount, payments, methods, onDone }: OrderPaymentFormProps) {
  const { t } = useTranslation();
  const { pay } = useOrderActions();
  const form = useForm({
    resolver: zodResolver(paymentRowSchema),
    defaultValues: paymentRowDefaults(amount, payments),
  });
  const save = submitWithServerErrors(form, async (values) => {
    if (!(await confirmOverpayment({ total: amount, payments }, values))) return;
    await pay.mutateAsync({ ...values, order: orderId });
    notifySuccess(t('bookingEditor.payments.done'));
    onDone();
  });

  return (
    <Paper withBorder p="sm" radius="md" mt="xs" bg="gray.0" data-testid="leisure-payment-form">
      <form noValidate onSubmit={(event) => void save(event)}>
        <Group align="flex-start" gap="sm" wrap="wrap">
          <PaymentFields control={form.control} methods={methods} />
          <PaymentRowActions saving={pay.isPending} onRemove={onDone} nowrap />
        </Group>
      </form>
    </Paper>
  );
}
