import { Box, Stack, Text } from '@mantine/core';
import { useHover } from '@mantine/hooks';
import type { CSSProperties, ReactNode } from 'react';
import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import type { BookingListRow } from '../types/bookingListTypes.ts';
import { type ColumnKey, gridTemplate, listColumns, rowHeight, stickyLeft } from '../utils/listColumns.ts';
import { AdvanceButton } from './AdvanceButton.tsx';
import { DateCell, DutyCell, GuestCell, MoneyCell, NumberCell, openRowProps, RoomCell } from './RowCells.tsx';
import { StatusBadge } from './StatusBadge.tsx';

export interface RowHandlers {
  onOpen: (row: BookingListRow) => void;
  onAdvance: (row: BookingListRow) => void;
  onGroup: (parent: number) => void;
  /** The booking whose step is being sent, if any. */
  advancing: number | null;
}

interface BookingRowViewProps extends RowHandlers {
  row: BookingListRow;
  /** Where the virtualiser places the row. */
  top: number;
  index: number;
}

/** One booking as a table row: a click or Enter opens it in the editor. */
export const BookingRowView = memo(function BookingRowView({
  row,
  top,
  index,
  onOpen,
  onAdvance,
  onGroup,
  advancing,
}: BookingRowViewProps) {
  const { t } = useTranslation();
  const { hovered, ref } = useHover<HTMLDivElement>();
  const background = hovered
    ? 'var(--mantine-color-blue-0)'
    : index % 2 === 1
      ? 'var(--mantine-color-gray-0)'
      : 'var(--mantine-color-body)';
  const cells: Record<ColumnKey, ReactNode> = {
    id: <NumberCell row={row} onGroup={onGroup} />,
    guest: <GuestCell row={row} />,
    room: <RoomCell row={row} />,
    checkIn: <DateCell local={row.check_in_local} />,
    checkOut: <DateCell local={row.check_out_local} />,
    nights: <Text size="sm">{row.nights}</Text>,
    status: (
      <Stack gap={4} align="flex-start">
        <StatusBadge status={row.status} label={row.status_label} />
        <AdvanceButton row={row} pending={advancing === row.id} onAdvance={onAdvance} />
      </Stack>
    ),
    source: (
      <Text
        size="sm"
        lineClamp={2}
        title={row.source_name}
        style={{ lineHeight: 1.3, overflowWrap: 'break-word' }}
      >
        {row.source_name}
      </Text>
    ),
    total: <MoneyCell amount={row.total} />,
    paid: <MoneyCell amount={row.paid} />,
    duty: <DutyCell duty={row.duty} />,
  };
  return (
    <div
      ref={ref}
      {...openRowProps(row, index + 2, t('bookings.open', { number: row.number }), onOpen)}
      style={{
        position: 'absolute',
        top,
        left: 0,
        width: '100%',
        height: rowHeight,
        display: 'grid',
        gridTemplateColumns: gridTemplate,
        alignItems: 'center',
        cursor: 'pointer',
        background,
        borderBottom: '1px solid var(--mantine-color-gray-2)',
      }}
    >
      {listColumns.map((column) => (
        <Box key={column.key} role="gridcell" style={cellStyle(column.key, column.align, background)}>
          {cells[column.key]}
        </Box>
      ))}
    </div>
  );
});

/** A cell's padding and alignment; the held columns stay put over the others as the table scrolls. */
export function cellStyle(
  key: ColumnKey,
  align: 'right' | 'center' | undefined,
  background: string,
): CSSProperties {
  const left = stickyLeft[key];
  return {
    padding: '0 8px',
    minWidth: 0,
    height: '100%',
    display: 'flex',
    alignItems: 'center',
    justifyContent: align === 'right' ? 'flex-end' : align === 'center' ? 'center' : 'flex-start',
    ...(left === undefined ? {} : { position: 'sticky', left, zIndex: 1, background }),
  };
}
