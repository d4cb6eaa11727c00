import { ActionIcon, Tooltip } from '@mantine/core';
import { cashOrderRefusal } from '@pms/domain';
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
 * Prints a payment's cash order. A cash order is for cash through the till (the domain's
 * cashOrderRefusal, which the server enforces): another payment's printer is disabled and its tooltip
 * says why. A method no longer listed (deactivated) is of a kind unknown here: offered, and the server
 * answers.
 */
export function CashOrderButton({ payment, methods, cashOrder }: CashOrderButtonProps) {
  const { t } = useTranslation();
  const method =
    payment.payment_method === null ? null : methods.find((m) => m.id === payment.payment_method);
  const refusal = method === undefined ? null : cashOrderRefusal(method);
  if (refusal) {
    // data-disabled rather than disabled: a disabled button gets no pointer events, so no tooltip.
    return (
      <Tooltip label={refusal} multiline w={280}>
        <ActionIcon
          variant="subtle"
          data-disabled
          aria-disabled
          aria-label={refusal}
          onClick={(event) => event.preventDefault()}
        >
          <IconPrinter size={16} />
        </ActionIcon>
      </Tooltip>
    );
  }
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
