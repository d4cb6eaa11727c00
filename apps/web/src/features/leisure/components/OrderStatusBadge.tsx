import { Badge } from '@mantine/core';
import type { LeisureOrderStatus } from '@pms/domain';
import { useTranslation } from 'react-i18next';

const colors: Record<LeisureOrderStatus, string> = {
  reserved: 'yellow',
  book: 'teal',
  stock: 'gray',
  canceled: 'red',
};

/** 'Бронь', 'Продано', 'Сток' or 'Отменён'. */
export function OrderStatusBadge({ status }: { status: LeisureOrderStatus }) {
  const { t } = useTranslation();
  return (
    <Badge
      color={colors[status]}
      variant={status === 'canceled' ? 'outline' : 'light'}
      tt="none"
      data-status={status}
    >
      {t(`leisure.orders.status.${status}`)}
    </Badge>
  );
}
