import { Group, Paper, Stack, Text } from '@mantine/core';
import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import type { BookingListRow } from '../types/bookingListTypes.ts';
import { shownLocal } from '../utils/shownLocal.ts';
import { AdvanceButton } from './AdvanceButton.tsx';
import type { RowHandlers } from './BookingRowView.tsx';
import { DutyCell, GuestCell, MoneyCell, NumberCell, openRowProps, RoomCell } from './RowCells.tsx';
import { StatusBadge } from './StatusBadge.tsx';

interface BookingCardProps extends RowHandlers {
  row: BookingListRow;
  index: number;
}

/** One booking on a phone: the table's columns stacked in a card, nothing cut off. */
export const BookingCard = memo(function BookingCard({
  row,
  index,
  onOpen,
  onAdvance,
  onGroup,
  advancing,
}: BookingCardProps) {
  const { t } = useTranslation();
  const arrival = shownLocal(row.check_in_local);
  const departure = shownLocal(row.check_out_local);
  return (
    <Paper
      withBorder
      radius="md"
      p="sm"
      {...openRowProps(row, index + 1, t('bookings.open', { number: row.number }), onOpen)}
      style={{ cursor: 'pointer' }}
    >
      <Stack gap={6} role="gridcell">
        <Group justify="space-between" wrap="nowrap" gap="xs">
          <Group gap={6} wrap="nowrap" miw={0}>
            <Text size="sm" c="dimmed">
              {t('bookings.columns.id')}
            </Text>
            <NumberCell row={row} onGroup={onGroup} />
          </Group>
          <StatusBadge status={row.status} label={row.status_label} />
        </Group>
        <Group justify="space-between" wrap="nowrap" gap="xs" align="flex-start">
          <GuestCell row={row} />
          <RoomCell row={row} />
        </Group>
        <Text size="sm">
          {arrival.date} {arrival.time} — {departure.date} {departure.time}
        </Text>
        <Text size="xs" c="dimmed">
          {t('bookings.nightsShort', { count: row.nights })} · {t('bookings.columns.source')}:{' '}
          {row.source_name}
        </Text>
        <Group justify="space-between" wrap="wrap" gap="xs">
          <Group gap="md" wrap="wrap">
            <Stack gap={0}>
              <Text size="xs" c="dimmed">
                {t('bookings.columns.total')}
              </Text>
              <MoneyCell amount={row.total} />
            </Stack>
            <Stack gap={0}>
              <Text size="xs" c="dimmed">
                {t('bookings.columns.paid')}
              </Text>
              <MoneyCell amount={row.paid} />
            </Stack>
            <Stack gap={0}>
              <Text size="xs" c="dimmed">
                {t('bookings.columns.duty')}
              </Text>
              <DutyCell duty={row.duty} />
            </Stack>
          </Group>
          <AdvanceButton row={row} pending={advancing === row.id} onAdvance={onAdvance} />
        </Group>
      </Stack>
    </Paper>
  );
});
