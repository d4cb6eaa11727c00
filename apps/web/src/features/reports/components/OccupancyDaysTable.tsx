import { useTranslation } from 'react-i18next';
import type { OccupancyDay, OccupancyReport } from '../types/reportTypes.ts';
import { dayLabel } from '../utils/dayLabel.ts';
import { formatCount } from '../utils/formatCount.ts';
import { occupancyColumns } from '../utils/occupancyColumns.tsx';
import { ReportTable } from './ReportTable.tsx';

/** Occupancy by day: available (repairs excluded), sold, under repair, occupancy, ADR and RevPAR. */
export function OccupancyDaysTable({ report }: { report: OccupancyReport }) {
  const { t } = useTranslation();
  const { totals } = report;
  return (
    <ReportTable<OccupancyDay>
      data-testid="occupancy-days"
      minWidth={760}
      rows={report.days}
      rowKey={(day) => day.date}
      totalLabel={t('reports.total')}
      columns={[
        { key: 'date', label: t('reports.occupancy.columns.date'), render: (day) => dayLabel(day.date) },
        {
          key: 'available',
          label: t('reports.occupancy.columns.available'),
          numeric: true,
          render: (day) => formatCount(day.available),
          total: formatCount(totals.available),
        },
        {
          key: 'repair',
          label: t('reports.occupancy.columns.repair'),
          numeric: true,
          render: (day) => formatCount(day.repair),
          total: formatCount(totals.repair),
        },
        ...occupancyColumns<OccupancyDay>(totals),
      ]}
    />
  );
}
