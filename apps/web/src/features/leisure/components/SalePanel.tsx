import { Button, Group, Paper, Stack, Text } from '@mantine/core';
import {
  type ClientInput,
  checkLeisureSale,
  type LeisureSaleStatus,
  leisureMessages,
  saleTotals,
} from '@pms/domain';
import { IconBasketDown, IconCash, IconClockPlus } from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../api/ApiError.ts';
import { useIdempotencyKey } from '../../../api/idempotency.ts';
import type { CompanyInfoResponse } from '../../../api/types.ts';
import { LoadError } from '../../../ui/LoadError.tsx';
import { Money } from '../../../ui/Money.tsx';
import { notifyError } from '../../../ui/notifyError.ts';
import { notifyRefusal } from '../../../ui/notifyRefusal.ts';
import { notifySuccess } from '../../../ui/notifySuccess.ts';
import { PageLoader } from '../../../ui/PageLoader.tsx';
import { useCan } from '../../auth/hooks/useCan.ts';
import { useDayTariffs } from '../hooks/useDayTariffs.ts';
import { useLeisureSale } from '../hooks/useLeisureSale.ts';
import { requiredFields } from '../utils/requiredFields.ts';
import { type Counts, saleLines, salePrices, stepCount } from '../utils/saleLines.ts';
import { ClientFormModal } from './ClientFormModal.tsx';
import { TariffCard } from './TariffCard.tsx';

interface SalePanelProps {
  categoryId: number;
  date: string;
  propertyToday: string;
  company: CompanyInfoResponse;
}

/**
 * The day's tariffs with a counter per price item, the running total, and the three ways to take places:
 * 'Забронировать' and 'Продать' ask for the client first, 'Уменьшить сток' takes them without one.
 */
export function SalePanel({ categoryId, date, propertyToday, company }: SalePanelProps) {
  const { t } = useTranslation();
  const tariffs = useDayTariffs(company.id, categoryId, date);
  const intent = useIdempotencyKey();
  const sale = useLeisureSale(intent);
  const can = useCan();
  const [counts, setCounts] = useState<Counts>({});
  const [clientFor, setClientFor] = useState<Exclude<LeisureSaleStatus, 'stock'> | null>(null);
  const list = tariffs.data ?? [];
  const totals = useMemo(() => saleTotals(saleLines(list, counts)), [list, counts]);
  const required = requiredFields(company);

  const send = async (status: LeisureSaleStatus, client: ClientInput | null) => {
    await sale.mutateAsync({
      booking_status: status,
      client,
      category: categoryId,
      check_in: date,
      prices: salePrices(list, counts),
      comment: client?.comment ?? '',
    });
    notifySuccess(
      status === 'stock'
        ? leisureMessages.stockReduced
        : status === 'book'
          ? leisureMessages.sold
          : leisureMessages.booked,
    );
    setCounts({});
    setClientFor(null);
  };

  const start = (status: LeisureSaleStatus) => {
    // The day and the counts are checked before the client is asked for (the client's own fields are the
    // form's to check), so the rule runs as for a sale without a client.
    const refusal = checkLeisureSale({
      status: 'stock',
      day: date,
      today: propertyToday,
      quantity: totals.quantity,
      client: null,
      requiredFields: [],
    });
    if (refusal) return notifyRefusal(refusal.message);
    if (status !== 'stock') return setClientFor(status);
    send('stock', null).catch(notifyError);
  };

  if (tariffs.isPending) return <PageLoader />;
  if (tariffs.isError) return <LoadError error={tariffs.error} onRetry={() => tariffs.refetch()} />;
  if (list.length === 0)
    return (
      <Text c="dimmed" ta="center" py="xl" data-testid="leisure-no-tariffs">
        {leisureMessages.noTariffs}
      </Text>
    );
  return (
    <Stack gap="sm">
      {list.map((tariff) => (
        <TariffCard
          key={tariff.id}
          tariff={tariff}
          counts={counts}
          onStep={(priceId, delta) => {
            // Picking places is a new sale: the same places again after a sale are sold again.
            intent.renew();
            setCounts((current) => stepCount(tariff, current, priceId, delta));
          }}
        />
      ))}
      <Paper withBorder radius="md" p="sm" bg="gray.0">
        <Group justify="space-between" gap="sm" wrap="wrap">
          <Group gap="xs" align="baseline">
            <Text fw={600}>{t('leisure.day.total')}:</Text>
            <Money value={Number(totals.amount)} fw={700} size="xl" data-testid="leisure-total" />
            <Text size="sm" c="dimmed">
              {t('leisure.day.chosen', { count: totals.quantity })}
            </Text>
          </Group>
          {/* Selling is 'bookings.edit': a role without it sees the places and prices only. */}
          <Group
            gap="xs"
            wrap="wrap"
            style={{ flexGrow: 1, justifyContent: 'flex-end' }}
            display={can('bookings.edit') ? undefined : 'none'}
          >
            <Button
              variant="default"
              leftSection={<IconBasketDown size={16} />}
              loading={sale.isPending && sale.variables?.booking_status === 'stock'}
              onClick={() => start('stock')}
            >
              {t('leisure.day.reduceStock')}
            </Button>
            <Button
              variant="light"
              leftSection={<IconClockPlus size={16} />}
              onClick={() => start('reserved')}
            >
              {t('leisure.day.reserve')}
            </Button>
            <Button leftSection={<IconCash size={16} />} onClick={() => start('book')}>
              {t('leisure.day.sell')}
            </Button>
          </Group>
        </Group>
      </Paper>
      <ClientFormModal
        opened={clientFor !== null}
        sale={clientFor === 'book'}
        required={required}
        quantity={totals.quantity}
        amount={Number(totals.amount)}
        onClose={() => setClientFor(null)}
        onSubmit={async (client) => {
          if (!clientFor) return;
          try {
            await send(clientFor, client);
          } catch (error) {
            // A refusal about the client's data belongs under its field; anything else (no places left:
            // the counts have reloaded) closes the form and is told as a toast.
            if (error instanceof ApiError && error.field?.startsWith('client.')) throw error;
            setClientFor(null);
            notifyError(error);
          }
        }}
      />
    </Stack>
  );
}
