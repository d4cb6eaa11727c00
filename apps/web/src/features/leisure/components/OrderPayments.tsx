import { Group, Stack, Text } from '@mantine/core';
import type { LeisurePaymentView } from '@pms/domain';
import { useTranslation } from 'react-i18next';
import { formatDate } from '../../../ui/formatDate.ts';
import { Money } from '../../../ui/Money.tsx';
import type { PaymentMethod } from '../../admin/catalogues/types/catalogueLookups.ts';
import { CashOrderButton } from '../../payments/components/CashOrderButton.tsx';
import { useCashOrder } from '../../payments/hooks/useCashOrder.ts';

/** An order's saved payments and refunds, read-only as in the booking editor, each with its cash order. */
export function OrderPayments({
  payments,
  methods,
}: {
  payments: readonly LeisurePaymentView[];
  methods: readonly PaymentMethod[];
}) {
  const { t } = useTranslation();
  const cashOrder = useCashOrder();
  return (
    <Stack gap={2} mt="xs" data-testid="leisure-order-payments">
      <Text size="xs" fw={600} c="dimmed">
        {t('leisure.orders.payments')}
      </Text>
      {payments.map((p) => (
        <Group key={p.id} justify="space-between" gap="xs" wrap="nowrap">
          <Text size="sm" style={{ minWidth: 0 }}>
            {formatDate(p.created_at)} ·{' '}
            {t(`bookingEditor.payments.${p.payment_type === 'return' ? 'return' : 'payment'}`)} ·{' '}
            {p.payment_method_name}
            {p.comment ? ` · ${p.comment}` : ''}
          </Text>
          <Group gap={4} wrap="nowrap">
            <Money value={(p.payment_type === 'return' ? -1 : 1) * Number(p.value)} size="sm" />
            <CashOrderButton payment={p} methods={methods} cashOrder={cashOrder} />
          </Group>
        </Group>
      ))}
    </Stack>
  );
}
