import type { ReactNode } from 'react';

/** One column of a report's table. */
export interface ReportColumn<Row> {
  key: string;
  label: string;
  /** Figures sit on the right. */
  numeric?: boolean;
  render: (row: Row) => ReactNode;
  /** The column's cell in the 'Итого' row. */
  total?: ReactNode;
}
