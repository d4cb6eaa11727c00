import { ActionIcon, Group, Stack, Text, Tooltip } from '@mantine/core';
import { IconUsersGroup } from '@tabler/icons-react';
import type { KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Money } from '../../../ui/Money.tsx';
import type { BookingListRow } from '../types/bookingListTypes.ts';
import { shownLocal } from '../utils/shownLocal.ts';

/**
 * Two lines of a cell: what matters, and under it the detail in grey; both cut with '…' if long, except
 * that a `wrap` main line takes two lines first.
 */
export function TwoLines({
  main,
  sub,
  strong,
  wrap,
}: {
  main: string;
  sub?: string | null;
  strong?: boolean;
  wrap?: boolean;
}) {
  return (
    <Stack gap={0} miw={0}>
      {wrap ? (
        <Text size="sm" fw={strong ? 600 : undefined} lineClamp={2} title={main} style={{ lineHeight: 1.25 }}>
          {main}
        </Text>
      ) : (
        <Text size="sm" fw={strong ? 600 : undefined} truncate="end" title={main}>
          {main}
        </Text>
      )}
      {sub ? (
        <Text size="xs" c="dimmed" truncate="end" title={sub}>
          {sub}
        </Text>
      ) : null}
    </Stack>
  );
}

export function GuestCell({ row }: { row: BookingListRow }) {
  const { t } = useTranslation();
  return row.guest_name ? (
    <TwoLines main={row.guest_name} sub={row.phone} strong wrap />
  ) : (
    <Stack gap={0} miw={0}>
      <Text size="sm" c="dimmed" fs="italic" truncate="end">
        {t('bookings.noGuest')}
      </Text>
      {row.phone ? (
        <Text size="xs" c="dimmed" truncate="end">
          {row.phone}
        </Text>
      ) : null}
    </Stack>
  );
}

export function RoomCell({ row }: { row: BookingListRow }) {
  const { t } = useTranslation();
  const current = row.bed ? `${row.room.name}, ${t('bookings.bed', { name: row.bed.name })}` : row.room.name;
  // A stay lived in more than one room lists them in order, the current one last: '101 → 203'.
  const room = [...row.earlier_rooms.map((r) => r.name), current].join(' → ');
  // Up to three lines shared by the room and its category, so 'Хостел 2, место Койка 3' and 'Стандарт
  // с видом на озеро' wrap instead of being cut at 1366 px (issue 28, item 11).
  return (
    <Text size="sm" lineClamp={3} title={`${room} · ${row.category.name}`} style={{ lineHeight: 1.25 }}>
      {room}
      <br />
      <Text span size="xs" c="dimmed" inherit={false} style={{ lineHeight: 1.25 }}>
        {row.category.name}
      </Text>
    </Text>
  );
}

export function DateCell({ local }: { local: string }) {
  const { date, time } = shownLocal(local);
  return (
    <Stack gap={0}>
      <Text size="xs" fw={500} style={{ whiteSpace: 'nowrap' }}>
        {date}
      </Text>
      <Text size="xs" c="dimmed">
        {time}
      </Text>
    </Stack>
  );
}

/** An amount in the table's size (Money inherits the size around it). */
export function MoneyCell({ amount }: { amount: string }) {
  return (
    <Text size="sm" span>
      <Money value={Number(amount)} />
    </Text>
  );
}

/** What is still owed: red while above zero. */
export function DutyCell({ duty }: { duty: string }) {
  const value = Number(duty);
  return (
    <Text size="sm" span c={value > 0 ? 'red.7' : 'dimmed'} fw={value > 0 ? 600 : undefined}>
      <Money value={value} />
    </Text>
  );
}

interface NumberCellProps {
  row: BookingListRow;
  onGroup: (parent: number) => void;
}

/** The booking's number; a group's room also offers to show the whole group. */
export function NumberCell({ row, onGroup }: NumberCellProps) {
  const { t } = useTranslation();
  // The group's number: its parent's booking number, which the group filter takes.
  const group = row.group_number ?? row.number;
  return (
    <Group gap={2} wrap="nowrap">
      <Text size="sm" fw={600}>
        {row.number}
      </Text>
      {row.is_group ? (
        <Tooltip label={t('bookings.showGroup', { number: group })} withinPortal>
          <ActionIcon
            size="xs"
            variant="subtle"
            aria-label={t('bookings.showGroup', { number: group })}
            onClick={(event) => {
              event.stopPropagation();
              onGroup(group);
            }}
            onKeyDown={(event) => event.stopPropagation()}
          >
            <IconUsersGroup size={14} />
          </ActionIcon>
        </Tooltip>
      ) : null}
    </Group>
  );
}

/**
 * What makes a table row or a phone card a row of the list: its grid role and position, its test hooks,
 * and opening the booking by a click, Enter or Space.
 */
export function openRowProps(
  row: BookingListRow,
  rowIndex: number,
  label: string,
  onOpen: (row: BookingListRow) => void,
) {
  return {
    role: 'row',
    tabIndex: 0,
    'aria-rowindex': rowIndex,
    'aria-label': label,
    'data-testid': `booking-row-${row.id}`,
    'data-status': row.status,
    onClick: () => onOpen(row),
    onKeyDown: (event: KeyboardEvent<HTMLElement>) => {
      if (event.key === 'Enter' || event.key === ' ') {
        event.preventDefault();
        onOpen(row);
      }
    },
  };
}
