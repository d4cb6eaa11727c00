import type { SortKey } from './listFilters.ts';

export type ColumnKey =
  | 'id'
  | 'guest'
  | 'room'
  | 'checkIn'
  | 'checkOut'
  | 'nights'
  | 'status'
  | 'source'
  | 'total'
  | 'paid'
  | 'duty';

export interface ListColumn {
  key: ColumnKey;
  /** The server's sort for this column, when it sorts by it. */
  sort?: SortKey;
  /** The column's CSS grid track. */
  track: string;
  align?: 'right' | 'center';
}

/**
 * The table's columns. Fixed tracks for what has a known width (dates, money, the status); the
 * names share what is left. At 1366 px beside the navbar every column fits; narrower, the table scrolls
 * sideways with № and the guest held in place.
 */
export const listColumns: readonly ListColumn[] = [
  { key: 'id', sort: 'id', track: '56px' },
  { key: 'guest', sort: 'guest', track: 'minmax(140px, 1.3fr)' },
  // The guest, room and source wrap rather than be cut: at 1366 px 'Хостел 2, место Койка 3' and
  // 'Booking.com' read whole (issue 28, item 11).
  { key: 'room', sort: 'room', track: 'minmax(130px, 1fr)' },
  { key: 'checkIn', sort: 'check_in', track: '86px' },
  { key: 'checkOut', sort: 'check_out', track: '86px' },
  { key: 'nights', track: '60px', align: 'right' },
  // The status and, under it, the step to the next one ('Заселить', 'Выселить').
  { key: 'status', track: '104px' },
  { key: 'source', track: 'minmax(120px, 0.8fr)' },
  { key: 'total', sort: 'total', track: '92px', align: 'right' },
  { key: 'paid', track: '92px', align: 'right' },
  { key: 'duty', sort: 'duty', track: '92px', align: 'right' },
];

export const gridTemplate = listColumns.map((column) => column.track).join(' ');

/** The narrowest the table gets before it scrolls sideways: every track at its minimum. */
export const tableMinWidth = listColumns.reduce((sum, column) => {
  const match = /(\d+)px/.exec(column.track);
  return sum + Number(match?.[1] ?? 0);
}, 0);

/** Where the two held columns stick when the table scrolls sideways. */
export const stickyLeft: Partial<Record<ColumnKey, number>> = { id: 0, guest: 56 };

export const rowHeight = 62;
export const headerHeight = 40;
