import { Badge } from '@mantine/core';
import { statusColors } from '../../calendar/utils/statusColors.ts';

/** Cancelled and expired bookings have no bar on the calendar: a quiet grey here. */
const gone = { bg: '#868e96', fg: '#ffffff' };

/** A booking's status as a badge in its calendar bar's colour. */
export function StatusBadge({ status, label }: { status: string; label: string }) {
  const colors = statusColors[status] ?? gone;
  return (
    <Badge
      size="sm"
      radius="sm"
      tt="none"
      fw={600}
      bg={colors.bg}
      c={colors.fg}
      data-status={status}
      styles={{
        root: { height: 'auto', minHeight: 20, maxWidth: '100%' },
        label: { whiteSpace: 'normal', lineHeight: 1.25 },
      }}
    >
      {label}
    </Badge>
  );
}
