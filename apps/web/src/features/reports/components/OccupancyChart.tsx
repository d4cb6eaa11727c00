import { AreaChart } from '@mantine/charts';
import { useTranslation } from 'react-i18next';
import type { OccupancyDay } from '../types/reportTypes.ts';
import { formatPercent } from '../utils/formatPercent.ts';
import { shortDay } from '../utils/shortDay.ts';

/** Occupancy by day, 0–100 %, with the period's average as a dashed line. */
export function OccupancyChart({ days, average }: { days: OccupancyDay[]; average: number }) {
  const { t } = useTranslation();
  const data = days.map((day) => ({ day: shortDay(day.date), occupancy: day.occupancy }));
  return (
    <AreaChart
      h={280}
      data={data}
      dataKey="day"
      series={[{ name: 'occupancy', label: t('reports.occupancy.stats.occupancy'), color: 'blue.6' }]}
      curveType="monotone"
      // Dots crowd a quarter or a year into a smear; a month keeps them.
      withDots={days.length <= 62}
      valueFormatter={formatPercent}
      yAxisProps={{ domain: [0, 100], width: 56, tickFormatter: (value: number) => `${value}\u00a0%` }}
      xAxisProps={{ minTickGap: 12 }}
      referenceLines={[
        {
          y: average,
          color: 'gray.6',
          label: t('reports.occupancy.average', { value: formatPercent(average) }),
          labelPosition: 'insideTopRight',
        },
      ]}
    />
  );
}
