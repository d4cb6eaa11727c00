import { Button, Divider, Group, Paper, SimpleGrid, Stack, Text } from '@mantine/core';
import type { LeisureOrderView } from '@pms/domain';
import { leisureMessages } from '@pms/domain';
import { IconCash, IconCreditCard, IconFileTypePdf, IconX } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CancelDialog } from '../../../ui/CancelDialog.tsx';
import { Money } from '../../../ui/Money.tsx';
import { notifySuccess } from '../../../ui/notifySuccess.ts';
import type { PaymentMethod } from '../../admin/catalogues/types/catalogueLookups.ts';
import { useCan } from '../../auth/hooks/useCan.ts';
import { useOrderActions } from '../hooks/useOrderActions.ts';
import { clientName } from '../utils/clientName.ts';
import { clock } from '../utils/clock.ts';
import { OrderPaymentForm } from './OrderPaymentForm.tsx';
import { OrderPayments } from './OrderPayments.tsx';
import { OrderStatusBadge } from './OrderStatusBadge.tsx';

interface OrderCardProps {
  order: LeisureOrderView;
  methods: readonly PaymentMethod[];
}

/**
 * One order of the day: number, status, client, what it holds, its money, and what can be done with it.
 * A stock reduction has no client, no price to pay and no ticket; a cancelled order is only read.
 */
export function OrderCard({ order, methods }: OrderCardProps) {
  const { t } = useTranslation();
  const actions = useOrderActions();
  const can = useCan();
  const [paying, setPaying] = useState(false);
  const [canceling, setCanceling] = useState(false);
  const live = order.status !== 'canceled';
  const sold = live && order.status !== 'stock';
  const duty = Number(order.duty);
  return (
    <Paper
      withBorder
      radius="md"
      p="sm"
      data-testid="leisure-order"
      data-order={order.id}
      opacity={live ? 1 : 0.7}
    >
      <Group justify="space-between" gap="xs" wrap="wrap" mb={6}>
        <Group gap="xs">
          <Text fw={700}>{t('leisure.orders.number', { id: order.id })}</Text>
          <OrderStatusBadge status={order.status} />
        </Group>
        <Text size="sm" fw={500}>
          {order.client ? clientName(order.client) : t('leisure.orders.noClient')}
          {order.client?.phone_number ? ` · ${order.client.phone_number}` : ''}
        </Text>
      </Group>
      <Stack gap={2} mb="xs">
        {order.items.map((item) => (
          <Group key={item.id} justify="space-between" gap="xs" wrap="nowrap">
            <Text size="sm" style={{ minWidth: 0 }}>
              {item.tariff_name} ({clock(item.start_time)}–{clock(item.end_time)}) · {item.name} ×{' '}
              {item.quantity}
            </Text>
            {sold && <Money value={Number(item.amount)} size="sm" />}
          </Group>
        ))}
      </Stack>
      {/* A stock reduction is no sale: no money to show (issue 28, item 18). */}
      {order.status !== 'stock' && (
        <SimpleGrid cols={3} spacing="xs">
          <Amount label={t('leisure.orders.amount')} value={Number(order.amount)} />
          <Amount label={t('leisure.orders.paid')} value={Number(order.paid)} />
          <Amount
            label={t('leisure.orders.duty')}
            value={duty}
            color={live && duty > 0 ? 'red.7' : undefined}
          />
        </SimpleGrid>
      )}
      {order.cancel_reason && (
        <Text size="sm" c="red.7" mt={6}>
          {t('leisure.orders.cancelReason', { reason: order.cancel_reason })}
        </Text>
      )}
      {order.comment && (
        <Text size="sm" c="dimmed" mt={4}>
          {order.comment}
        </Text>
      )}
      <Text size="xs" c="dimmed" mt={4}>
        {t('leisure.orders.createdBy', { name: order.created_by_name })}
      </Text>
      {order.payment_list.length > 0 && <OrderPayments payments={order.payment_list} methods={methods} />}
      {paying && (
        <OrderPaymentForm
          orderId={order.id}
          amount={order.amount}
          payments={order.payment_list}
          methods={methods}
          onDone={() => setPaying(false)}
        />
      )}
      {live && (
        <>
          <Divider my="xs" />
          <Group gap="xs" wrap="wrap">
            {order.status === 'reserved' && can('bookings.edit') && (
              <Button
                size="xs"
                leftSection={<IconCash size={14} />}
                loading={actions.sell.isPending}
                onClick={() =>
                  actions.sell.mutate(order.id, { onSuccess: () => notifySuccess(t('leisure.orders.sold')) })
                }
              >
                {t('leisure.orders.sell')}
              </Button>
            )}
            {sold && can('payments.create') && (
              <Button
                size="xs"
                variant="light"
                leftSection={<IconCreditCard size={14} />}
                disabled={paying}
                onClick={() => setPaying(true)}
              >
                {t('leisure.orders.pay')}
              </Button>
            )}
            {sold && can('documents.view') && (
              <Button
                size="xs"
                variant="default"
                leftSection={<IconFileTypePdf size={14} />}
                loading={actions.ticket.isPending}
                onClick={() => actions.ticket.mutate(order.id)}
              >
                {t('leisure.orders.ticket')}
              </Button>
            )}
            {can('bookings.edit') && (
              <Button
                size="xs"
                variant="subtle"
                color="red"
                leftSection={<IconX size={14} />}
                onClick={() => setCanceling(true)}
              >
                {t('leisure.orders.cancel')}
              </Button>
            )}
          </Group>
        </>
      )}
      <CancelDialog
        title={t('leisure.orders.cancelTitle', { id: order.id })}
        opened={canceling}
        paid={Number(order.paid)}
        confirmLabel={t('leisure.orders.cancelConfirm')}
        onClose={() => setCanceling(false)}
        onCancel={async (reason) => {
          await actions.cancel.mutateAsync({ id: order.id, reason });
          notifySuccess(leisureMessages.canceled);
          setCanceling(false);
        }}
      />
    </Paper>
  );
}

function Amount({ label, value, color }: { label: string; value: number; color?: string }) {
  return (
    <div>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Money value={value} fw={600} size="sm" c={color} />
    </div>
  );
}
