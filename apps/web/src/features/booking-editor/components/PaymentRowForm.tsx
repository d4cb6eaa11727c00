import { zodResolver } from '@hookform/resolvers/zod';
import { ActionIcon, Button, Group, NumberInput, Paper, Select, TextInput } from '@mantine/core';
import { paymentCreateSchema } from '@pms/domain';
import { IconX } from '@tabler/icons-react';
import type { KeyboardEvent } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { applyServerError } from '../../../ui/applyServerError.ts';
import { notifySuccess } from '../../../ui/notifySuccess.ts';
import { useAddPayment } from '../hooks/useAddPayment.ts';
import type { PaymentMethod } from '../types/lookups.ts';
import { numberInputValue } from '../utils/numberInputValue.ts';

const rowSchema = paymentCreateSchema.omit({ booking: true });

interface PaymentRowFormProps {
  /** The booking paid for (a group pays on its parent). */
  bookingId: number;
  methods: readonly PaymentMethod[];
  onDone: () => void;
  autoFocus?: boolean;
}

/**
 * A new payment or refund: type, method, amount (0 allowed), comment. Saving posts it at once; the
 * booking then reloads and the row becomes a read-only line of the payments list.
 */
export function PaymentRowForm({ bookingId, methods, onDone, autoFocus }: PaymentRowFormProps) {
  const { t } = useTranslation();
  const addPayment = useAddPayment(bookingId);
  const form = useForm({
    resolver: zodResolver(rowSchema),
    defaultValues: { payment_type: 'payment', payment_method: undefined, value: undefined, comment: '' },
  });
  const save = form.handleSubmit(async (values) => {
    try {
      await addPayment.mutateAsync({ ...values, booking: bookingId });
      notifySuccess(t('bookingEditor.payments.done'));
      onDone();
    } catch (error) {
      applyServerError(error, form);
    }
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
        <Controller
          control={form.control}
          name="payment_type"
          render={({ field }) => (
            <Select
              label={t('bookingEditor.payments.type')}
              w={130}
              allowDeselect={false}
              comboboxProps={{ withinPortal: true }}
              data={[
                { value: 'payment', label: t('bookingEditor.payments.payment') },
                { value: 'return', label: t('bookingEditor.payments.return') },
              ]}
              ref={field.ref}
              value={String(field.value ?? 'payment')}
              onChange={(value) => field.onChange(value ?? 'payment')}
            />
          )}
        />
        <Controller
          control={form.control}
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
          control={form.control}
          name="value"
          render={({ field, fieldState }) => (
            <NumberInput
              label={t('bookingEditor.payments.amount')}
              withAsterisk
              w={150}
              min={0}
              allowNegative={false}
              decimalScale={2}
              thousandSeparator=" "
              hideControls
              data-autofocus={autoFocus || undefined}
              autoFocus={autoFocus}
              ref={field.ref}
              value={typeof field.value === 'number' ? field.value : ''}
              onChange={(value) => field.onChange(numberInputValue(value) ?? undefined)}
              error={fieldState.error?.message}
            />
          )}
        />
        <Controller
          control={form.control}
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
        <Group gap={4} mt={25}>
          <Button onClick={() => void save()} loading={addPayment.isPending}>
            {t('bookingEditor.payments.save')}
          </Button>
          <ActionIcon
            variant="subtle"
            color="gray"
            size="lg"
            aria-label={t('bookingEditor.payments.remove')}
            onClick={onDone}
          >
            <IconX size={16} />
          </ActionIcon>
        </Group>
      </Group>
    </Paper>
  );
}
