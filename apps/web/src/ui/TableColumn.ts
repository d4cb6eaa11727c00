import type { CSSProperties, ReactNode } from 'react';

/** One column of a CrudTable: its header and what a row shows in it. */
export interface TableColumn<T> {
  /** Also the column's React key, so headers must differ within a table. */
  header: string;
  cell: (row: T) => ReactNode;
  style?: CSSProperties;
}
