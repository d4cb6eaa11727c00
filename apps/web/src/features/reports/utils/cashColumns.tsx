import { i18n } from '../../../i18n/i18n.ts';
import { Money } from '../../../ui/Money.tsx';
import type { ReportColumn } from '../types/reportColumn.ts';
import type { CashSums } from '../types/reportTypes.ts';
import { formatCount } from './formatCount.ts';

/** The sums of the cash tables by payment type and by employee, each with the report's total. */
export function cashColumns<Row extends CashSums>(totals: CashSums): ReportColumn<Row>[] {
  const label = (key: 'payments' | 'returns' | 'net' | 'count') => i18n.t(`reports.cash.columns.${key}`);
  return [
    {
      key: 'payments',
      label: label('payments'),
      numeric: true,
      render: (row) => <Money value={Number(row.payments)} />,
      total: <Money value={Number(totals.payments)} />,
    },
    {
      key: 'returns',
      label: label('returns'),
      numeric: true,
      render: (row) => <Money value={Number(row.returns)} />,
      total: <Money value={Number(totals.returns)} />,
    },
    {
      key: 'net',
      label: label('net'),
      numeric: true,
      render: (row) => <Money value={Number(row.net)} fw={600} />,
      total: <Money value={Number(totals.net)} />,
    },
    {
      key: 'count',
      label: label('count'),
      numeric: true,
      render: (row) => formatCount(row.count),
      total: formatCount(totals.count),
    },
  ];
}
