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
  | 'duty'
  | 'actions';

export interface ListColumn {
  key: ColumnKey;
  /** The server's sort for this column, when it sorts by it. */
  sort?: SortKey;
  /** The column's CSS grid track. */
  track: string;
  align?: 'right' | 'center';
}

/**
 * The table's columns. Fixed tracks for what has a known width (dates, money, the step button); the
 * names share what is left. At 1366 px beside the navbar every column fits; narrower, the table scrolls
 * sideways with № and the guest held in place.
 */
export const listColumns: readonly ListColumn[] = [
  { key: 'id', sort: 'id', track: '60px' },
  { key: 'guest', sort: 'guest', track: 'minmax(140px, 1.6fr)' },
  { key: 'room', sort: 'room', track: 'minmax(88px, 1fr)' },
  { key: 'checkIn', sort: 'check_in', track: '86px' },
  { key: 'checkOut', sort: 'check_out', track: '86px' },
  { key: 'nights', track: '52px', align: 'right' },
  { key: 'status', track: '100px' },
  { key: 'source', track: 'minmax(84px, 1fr)' },
  { key: 'total', sort: 'total', track: '92px', align: 'right' },
  { key: 'paid', track: '92px', align: 'right' },
  { key: 'duty', sort: 'duty', track: '92px', align: 'right' },
  { key: 'actions', track: '92px', align: 'center' },
];

export const gridTemplate = listColumns.map((column) => column.track).join(' ');

/** The narrowest the table gets before it scrolls sideways: every track at its minimum. */
export const tableMinWidth = listColumns.reduce((sum, column) => {
  const match = /(\d+)px/.exec(column.track);
  return sum + Number(match?.[1] ?? 0);
}, 0);

/** Where the two held columns stick when the table scrolls sideways. */
export const stickyLeft: Partial<Record<ColumnKey, number>> = { id: 0, guest: 60 };

export const rowHeight = 56;
export const headerHeight = 40;
