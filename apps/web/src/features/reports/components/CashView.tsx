import { useTranslation } from 'react-i18next';
import { Money } from '../../../ui/Money.tsx';
import type { CashReport } from '../types/reportTypes.ts';
import { cashColumns } from '../utils/cashColumns.tsx';
import { formatCount } from '../utils/formatCount.ts';
import { CashRowsTable } from './CashRowsTable.tsx';
import { ReportCard } from './ReportCard.tsx';
import { ReportTable } from './ReportTable.tsx';
import { StatGrid } from './StatGrid.tsx';

type ByType = CashReport['types'][number];
type ByEmployee = CashReport['employees'][number];

/** The cash report's figures: totals, the sums by payment type and by employee, and every payment. */
export function CashView({ report }: { report: CashReport }) {
  const { t } = useTranslation();
  const { totals } = report;
  return (
    <>
      <StatGrid
        stats={[
          {
            key: 'payments',
            label: t('reports.cash.stats.payments'),
            value: <Money value={Number(totals.payments)} />,
          },
          {
            key: 'returns',
            label: t('reports.cash.stats.returns'),
            value: <Money value={Number(totals.returns)} />,
          },
          { key: 'net', label: t('reports.cash.stats.net'), value: <Money value={Number(totals.net)} /> },
          { key: 'count', label: t('reports.cash.stats.count'), value: formatCount(totals.count) },
        ]}
      />
      <ReportCard title={t('reports.cash.byType')}>
        <ReportTable<ByType>
          data-testid="cash-types"
          minWidth={560}
          rows={report.types}
          rowKey={(row) => row.id ?? 'none'}
          totalLabel={t('reports.total')}
          columns={[
            { key: 'name', label: t('reports.cash.columns.type'), render: (row) => row.name },
            ...cashColumns<ByType>(totals),
          ]}
        />
      </ReportCard>
      <ReportCard title={t('reports.cash.byEmployee')}>
        <ReportTable<ByEmployee>
          data-testid="cash-employees"
          minWidth={560}
          rows={report.employees}
          rowKey={(row) => row.id ?? 'none'}
          totalLabel={t('reports.total')}
          columns={[
            { key: 'name', label: t('reports.cash.columns.employee'), render: (row) => row.name },
            ...cashColumns<ByEmployee>(totals),
          ]}
        />
      </ReportCard>
      <ReportCard title={t('reports.cash.rows')}>
        <CashRowsTable report={report} />
      </ReportCard>
    </>
  );
}
