import { BarChart } from '@mantine/charts';
import { useTranslation } from 'react-i18next';
import { formatMoney } from '../../../ui/formatMoney.ts';
import type { RevenueReport } from '../types/reportTypes.ts';
import { formatCompactMoney } from '../utils/formatCompactMoney.ts';
import { shortDay } from '../utils/shortDay.ts';

const colors = {
  accommodation: 'blue.6',
  meals: 'orange.5',
  services: 'grape.5',
  discounts: 'red.5',
} as const;
const order = Object.keys(colors);

/** Revenue by day, stacked by kind; discounts stack below zero (recharts' 'sign' offset). */
export function RevenueDaysChart({ days }: { days: RevenueReport['days'] }) {
  const { t } = useTranslation();
  const data = days.map((day) => ({
    day: shortDay(day.date),
    accommodation: Number(day.accommodation),
    meals: Number(day.meals),
    services: Number(day.services),
    discounts: Number(day.discounts),
  }));
  return (
    <BarChart
      h={280}
      data={data}
      dataKey="day"
      type="stacked"
      withLegend
      // The legend follows the kinds' order, not recharts' alphabetical one of the data keys.
      legendProps={{
        verticalAlign: 'bottom',
        height: 40,
        itemSorter: (item) => order.indexOf(String(item.dataKey)),
      }}
      series={(Object.keys(colors) as (keyof typeof colors)[]).map((kind) => ({
        name: kind,
        label: t(`reports.revenue.kinds.${kind}`),
        color: colors[kind],
      }))}
      barChartProps={{ stackOffset: 'sign' }}
      valueFormatter={formatMoney}
      yAxisProps={{ tickFormatter: formatCompactMoney, width: 80 }}
      xAxisProps={{ minTickGap: 8 }}
    />
  );
}
