import { Button } from '@mantine/core';
import { advanceActions } from '@pms/domain';
import { useCan } from '../../auth/hooks/useCan.ts';
import type { BookingListRow } from '../types/bookingListTypes.ts';

/** The row's own steps (issue 13): a booked guest arrives, a checked-in guest leaves. */
const rowSteps = new Set(['booked', 'check_in']);

interface AdvanceButtonProps {
  row: BookingListRow;
  pending: boolean;
  onAdvance: (row: BookingListRow) => void;
}

/** 'Заселить' or 'Выселить' on a row; a click acts on the booking without opening it. */
export function AdvanceButton({ row, pending, onAdvance }: AdvanceButtonProps) {
  const action = rowSteps.has(row.status) ? advanceActions[row.status] : undefined;
  // A status step is a booking change: not for a role that only reads bookings (an accountant).
  const can = useCan();
  if (!action || !can('bookings.edit')) return null;
  return (
    <Button
      size="compact-xs"
      variant={row.status === 'booked' ? 'filled' : 'light'}
      loading={pending}
      onClick={(event) => {
        event.stopPropagation();
        onAdvance(row);
      }}
      onKeyDown={(event) => event.stopPropagation()}
    >
      {action.label}
    </Button>
  );
}
