import { ActionIcon, Tooltip } from '@mantine/core';
import { hasCashOrder } from '@pms/domain';
import { IconPrinter } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { formatDate } from '../../../ui/formatDate.ts';
import type { PaymentMethod } from '../../admin/catalogues/types/catalogueLookups.ts';
import type { useCashOrder } from '../hooks/useCashOrder.ts';

interface CashOrderButtonProps {
  payment: { id: number; created_at: number; payment_method: number | null };
  methods: readonly PaymentMethod[];
  cashOrder: ReturnType<typeof useCashOrder>;
}

/**
 * Prints a payment's cash order. A cash order is for cash through the till; a method no longer listed
 * (deactivated) is offered too, and the server answers.
 */
export function CashOrderButton({ payment, methods, cashOrder }: CashOrderButtonProps) {
  const { t } = useTranslation();
  const method = methods.find((m) => m.id === payment.payment_method);
  if (method && !hasCashOrder(method.kind)) return null;
  return (
    <Tooltip label={t('bookingEditor.payments.cashOrder')}>
      <ActionIcon
        variant="subtle"
        aria-label={t('bookingEditor.payments.cashOrderOf', { date: formatDate(payment.created_at) })}
        loading={cashOrder.isPending && cashOrder.variables === payment.id}
        onClick={() => cashOrder.mutate(payment.id)}
      >
        <IconPrinter size={16} />
      </ActionIcon>
    </Tooltip>
  );
}
