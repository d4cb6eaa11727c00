import { Badge, type BadgeProps, type MantineColor } from '@mantine/core';
import { type BookingStatus, statusLabels } from '@pms/domain';

const statusColors: Record<BookingStatus, MantineColor> = {
  new: 'gray',
  reserved: 'yellow',
  booked: 'blue',
  check_in: 'green',
  check_out: 'grape',
  canceled: 'red',
  client_cancel: 'red',
  company_cancel: 'red',
  expired: 'orange',
};

interface StatusBadgeProps extends Omit<BadgeProps, 'color' | 'children'> {
  status: BookingStatus;
}

/** A booking status with its Russian label and a colour per status. */
export function StatusBadge({ status, ...props }: StatusBadgeProps) {
  return (
    <Badge color={statusColors[status]} variant="light" {...props}>
      {statusLabels[status]}
    </Badge>
  );
}
