import { Stack, Text } from '@mantine/core';
import type { LeisureOrderView } from '@pms/domain';
import type { UseQueryResult } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { LoadError } from '../../../ui/LoadError.tsx';
import { PageLoader } from '../../../ui/PageLoader.tsx';
import { useCatalogueLookup } from '../../admin/catalogues/hooks/useCatalogueLookup.ts';
import { OrderCard } from './OrderCard.tsx';

/** 'Заказы дня': the day's orders of the category, newest first, cancelled ones greyed at their place. */
export function DayOrders({ orders }: { orders: UseQueryResult<LeisureOrderView[]> }) {
  const { t } = useTranslation();
  // The booking editor's payment methods, so a leisure payment is taken the same way as a room's.
  const methods = useCatalogueLookup('paymentTypes');
  if (orders.isPending) return <PageLoader />;
  if (orders.isError) return <LoadError error={orders.error} onRetry={() => orders.refetch()} />;
  if (orders.data.length === 0)
    return (
      <Text c="dimmed" ta="center" py="xl">
        {t('leisure.orders.empty')}
      </Text>
    );
  return (
    <Stack gap="sm" data-testid="leisure-orders">
      {orders.data.map((order) => (
        <OrderCard key={order.id} order={order} methods={methods.data ?? []} />
      ))}
    </Stack>
  );
}
