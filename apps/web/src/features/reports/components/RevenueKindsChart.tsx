import { BarChart } from '@mantine/charts';
import { useTranslation } from 'react-i18next';
import { formatMoney } from '../../../ui/formatMoney.ts';
import type { RevenueKinds } from '../types/reportTypes.ts';
import { formatCompactMoney } from '../utils/formatCompactMoney.ts';

const kinds = ['accommodation', 'meals', 'services', 'discounts'] as const;

/** Revenue by item kind as bars; discounts are negative and drawn in red. */
export function RevenueKindsChart({ kinds: sums }: { kinds: RevenueKinds }) {
  const { t } = useTranslation();
  const data = kinds.map((kind) => ({
    kind: t(`reports.revenue.kinds.${kind}`),
    amount: Number(sums[kind]),
  }));
  return (
    <BarChart
      h={280}
      data={data}
      dataKey="kind"
      series={[{ name: 'amount', label: t('reports.revenue.amount'), color: 'teal.6' }]}
      // Lying bars: the kinds' names read on the left at any width, discounts run left of zero in red.
      orientation="vertical"
      getBarColor={(value) => (value < 0 ? 'red.6' : 'teal.6')}
      valueFormatter={formatMoney}
      xAxisProps={{ tickFormatter: formatCompactMoney }}
      yAxisProps={{ width: 96 }}
      gridAxis="y"
      maxBarWidth={40}
    />
  );
}
