import { Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Money } from '../../../ui/Money.tsx';
import type { OccupancyReport } from '../types/reportTypes.ts';
import { formatCount } from '../utils/formatCount.ts';
import { formatPercent } from '../utils/formatPercent.ts';
import { OccupancyCategoriesTable } from './OccupancyCategoriesTable.tsx';
import { OccupancyChart } from './OccupancyChart.tsx';
import { OccupancyDaysTable } from './OccupancyDaysTable.tsx';
import { ReportCard } from './ReportCard.tsx';
import { StatGrid } from './StatGrid.tsx';

/** The occupancy report's figures: the period's totals, the chart, and the tables by day and category. */
export function OccupancyView({ report }: { report: OccupancyReport }) {
  const { t } = useTranslation();
  const { totals } = report;
  return (
    <>
      <StatGrid
        stats={[
          {
            key: 'occupancy',
            label: t('reports.occupancy.stats.occupancy'),
            value: formatPercent(totals.occupancy),
          },
          { key: 'sold', label: t('reports.occupancy.stats.sold'), value: formatCount(totals.sold) },
          {
            key: 'available',
            label: t('reports.occupancy.stats.available'),
            value: formatCount(totals.available),
          },
          {
            key: 'revenue',
            label: t('reports.occupancy.stats.revenue'),
            value: <Money value={Number(totals.revenue)} />,
          },
          {
            key: 'adr',
            label: t('reports.occupancy.columns.adr'),
            value: <Money value={Number(totals.adr)} />,
          },
          {
            key: 'revpar',
            label: t('reports.occupancy.columns.revpar'),
            value: <Money value={Number(totals.revpar)} />,
          },
        ]}
      />
      <ReportCard title={t('reports.occupancy.chart')} data-testid="occupancy-chart">
        <OccupancyChart days={report.days} average={totals.occupancy} />
      </ReportCard>
      <ReportCard title={t('reports.occupancy.byCategory')}>
        <OccupancyCategoriesTable report={report} />
        <Text size="xs" c="dimmed" mt="sm">
          {t('reports.occupancy.hint')}
        </Text>
      </ReportCard>
      <ReportCard title={t('reports.occupancy.byDay')}>
        <OccupancyDaysTable report={report} />
      </ReportCard>
    </>
  );
}
