import { Select, TextInput } from '@mantine/core';
import { type Control, Controller } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { MoneyInput, type MoneyInputValue } from '../../../ui/form/MoneyInput.tsx';
import type { PaymentMethod } from '../../admin/catalogues/types/catalogueLookups.ts';
import { useCan } from '../../auth/hooks/useCan.ts';
import type { paymentRowSchema } from '../utils/paymentRowSchema.ts';

type PaymentRowControl = Control<
  z.input<typeof paymentRowSchema>,
  unknown,
  z.output<typeof paymentRowSchema>
>;

/**
 * The four fields of a new payment or refund — type, method, amount (0 allowed), comment — one set for
 * the booking editor's payment row and a leisure order's 'Оплата'; each form owns its save.
 */
export function PaymentFields({
  control,
  methods,
  autoFocus,
}: {
  control: PaymentRowControl;
  methods: readonly PaymentMethod[];
  autoFocus?: boolean;
}) {
  const { t } = useTranslation();
  // 'Возврат' needs 'payments.refund' (the server refuses it anyway).
  const mayRefund = useCan()('payments.refund');
  return (
    <>
      <Controller
        control={control}
        name="payment_type"
        render={({ field }) => (
          <Select
            label={t('bookingEditor.payments.type')}
            w={130}
            allowDeselect={false}
            comboboxProps={{ withinPortal: true }}
            data={[
              { value: 'payment', label: t('bookingEditor.payments.payment') },
              ...(mayRefund ? [{ value: 'return', label: t('bookingEditor.payments.return') }] : []),
            ]}
            ref={field.ref}
            value={String(field.value ?? 'payment')}
            onChange={(value) => field.onChange(value ?? 'payment')}
          />
        )}
      />
      <Controller
        control={control}
        name="payment_method"
        render={({ field, fieldState }) => (
          <Select
            label={t('bookingEditor.payments.method')}
            withAsterisk
            w={180}
            allowDeselect={false}
            comboboxProps={{ withinPortal: true }}
            data={methods.map((m) => ({ value: String(m.id), label: m.name }))}
            ref={field.ref}
            value={field.value === undefined || field.value === null ? null : String(field.value)}
            onChange={(value) => field.onChange(value === null ? undefined : Number(value))}
            error={fieldState.error?.message}
          />
        )}
      />
      <Controller
        control={control}
        name="value"
        render={({ field, fieldState }) => (
          <MoneyInput
            label={t('bookingEditor.payments.amount')}
            withAsterisk
            w={150}
            data-autofocus={autoFocus || undefined}
            autoFocus={autoFocus}
            ref={field.ref}
            name={field.name}
            value={field.value as MoneyInputValue | undefined}
            onChange={(value) => field.onChange(value === '' ? undefined : value)}
            onBlur={field.onBlur}
            error={fieldState.error?.message}
          />
        )}
      />
      <Controller
        control={control}
        name="comment"
        render={({ field, fieldState }) => (
          <TextInput
            label={t('bookingEditor.payments.comment')}
            withAsterisk
            style={{ flex: 1, minWidth: 160 }}
            {...field}
            value={String(field.value ?? '')}
            error={fieldState.error?.message}
          />
        )}
      />
    </>
  );
}
