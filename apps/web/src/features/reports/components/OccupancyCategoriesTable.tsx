import { Badge, Group } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { OccupancyCategory, OccupancyReport } from '../types/reportTypes.ts';
import { formatCount } from '../utils/formatCount.ts';
import { occupancyColumns } from '../utils/occupancyColumns.tsx';
import { ReportTable } from './ReportTable.tsx';

/** Occupancy, ADR and RevPAR by category over the period; a koika category counts its beds. */
export function OccupancyCategoriesTable({ report }: { report: OccupancyReport }) {
  const { t } = useTranslation();
  const { totals } = report;
  return (
    <ReportTable<OccupancyCategory>
      data-testid="occupancy-categories"
      minWidth={760}
      rows={report.categories}
      rowKey={(category) => category.id}
      totalLabel={t('reports.total')}
      columns={[
        {
          key: 'category',
          label: t('reports.occupancy.columns.category'),
          render: (category) => (
            <Group gap={6}>
              {category.name}
              {category.category_type === 'koika' ? (
                <Badge size="xs" variant="light" color="gray">
                  {t('reports.occupancy.byBeds')}
                </Badge>
              ) : null}
            </Group>
          ),
        },
        {
          key: 'available',
          label: t('reports.occupancy.columns.available'),
          numeric: true,
          render: (category) => formatCount(category.available),
          total: formatCount(totals.available),
        },
        ...occupancyColumns<OccupancyCategory>(totals),
      ]}
    />
  );
}
