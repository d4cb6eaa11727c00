import { i18n } from '../../../i18n/i18n.ts';
import { Money } from '../../../ui/Money.tsx';
import type { ReportColumn } from '../types/reportColumn.ts';
import type { RevenueKinds } from '../types/reportTypes.ts';

export const revenueKinds = ['accommodation', 'meals', 'services', 'discounts', 'total'] as const;

/** The money columns of the revenue tables, one per item kind and the total, each with its period total. */
export function revenueColumns<Row extends RevenueKinds>(totals: RevenueKinds): ReportColumn<Row>[] {
  return revenueKinds.map((kind) => ({
    key: kind,
    label: i18n.t(`reports.revenue.kinds.${kind}`),
    numeric: true,
    render: (row: Row) => <Money value={Number(row[kind])} fw={kind === 'total' ? 600 : undefined} />,
    total: <Money value={Number(totals[kind])} />,
  }));
}
