import { zodResolver } from '@hookform/resolvers/zod';
import { ActionIcon, Button, Group, NumberInput, Paper, Select, TextInput } from '@mantine/core';
import { leisurePaymentCreateSchema } from '@pms/domain';
import { IconX } from '@tabler/icons-react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { submitWithServerErrors } from '../../../ui/form/submitWithServerErrors.ts';
import { notifySuccess } from '../../../ui/notifySuccess.ts';
import type { PaymentMethod } from '../../booking-editor/types/lookups.ts';
import { numberInputValue } from '../../booking-editor/utils/numberInputValue.ts';
import { useOrderActions } from '../hooks/useOrderActions.ts';

const rowSchema = leisurePaymentCreateSchema.omit({ order: true });

interface OrderPaymentFormProps {
  orderId: number;
  methods: readonly PaymentMethod[];
  onDone: () => void;
}

/**
 * 'Оплата' of an order, the booking editor's payment row for a leisure order: type (Платеж/Возврат),
 * method, amount (0 allowed) and comment, all required (specification 5). Saved, it joins the order's
 * read-only payments and its paid and due amounts reload.
 */
export function OrderPaymentForm({ orderId, methods, onDone }: OrderPaymentFormProps) {
  const { t } = useTranslation();
  const { pay } = useOrderActions();
  const form = useForm({
    resolver: zodResolver(rowSchema),
    defaultValues: { payment_type: 'payment', payment_method: undefined, value: undefined, comment: '' },
  });
  const save = submitWithServerErrors(form, async (values) => {
    await pay.mutateAsync({ ...values, order: orderId });
    notifySuccess(t('bookingEditor.payments.done'));
    onDone();
  });

  return (
    <Paper withBorder p="sm" radius="md" mt="xs" bg="gray.0" data-testid="leisure-payment-form">
      <form noValidate onSubmit={(event) => void save(event)}>
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
                data-autofocus
                autoFocus
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
          <Group gap={4} mt={25} wrap="nowrap">
            <Button type="submit" loading={pay.isPending}>
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
      </form>
    </Paper>
  );
}
