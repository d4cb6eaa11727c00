import { Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Money } from '../../../ui/Money.tsx';
import type { CashReport, CashRow } from '../types/reportTypes.ts';
import { localStamp } from '../utils/localStamp.ts';
import { ReportTable } from './ReportTable.tsx';

/** Every payment and refund of the span, by time; a refund's amount is shown taken back (negative). */
export function CashRowsTable({ report }: { report: CashReport }) {
  const { t } = useTranslation();
  const dash = t('common.dash');
  return (
    <ReportTable<CashRow>
      data-testid="cash-rows"
      minWidth={980}
      rows={report.rows}
      rowKey={(row) => row.id}
      totalLabel={t('reports.total')}
      columns={[
        {
          key: 'time',
          label: t('reports.cash.columns.time'),
          render: (row) => localStamp(row.created_local),
        },
        {
          key: 'booking',
          label: t('reports.cash.columns.booking'),
          render: (row) => row.basis,
        },
        { key: 'guest', label: t('reports.cash.columns.guest'), render: (row) => row.guest_name || dash },
        { key: 'method', label: t('reports.cash.columns.type'), render: (row) => row.method || dash },
        {
          key: 'paymentType',
          label: t('reports.cash.columns.paymentType'),
          render: (row) =>
            row.payment_type === 'return' ? (
              <Text span inherit c="red.7">
                {t('reports.cash.return')}
              </Text>
            ) : (
              t('reports.cash.payment')
            ),
        },
        {
          key: 'value',
          label: t('reports.cash.columns.value'),
          numeric: true,
          render: (row) => <Money value={(row.payment_type === 'return' ? -1 : 1) * Number(row.value)} />,
          total: <Money value={Number(report.totals.net)} />,
        },
        { key: 'employee', label: t('reports.cash.columns.employee'), render: (row) => row.employee || dash },
        {
          key: 'comment',
          label: t('reports.cash.columns.comment'),
          render: (row) => row.comment || dash,
        },
      ]}
    />
  );
}
