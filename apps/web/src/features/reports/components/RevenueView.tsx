import { Grid, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Money } from '../../../ui/Money.tsx';
import type { RevenueReport } from '../types/reportTypes.ts';
import { dayLabel } from '../utils/dayLabel.ts';
import { formatCount } from '../utils/formatCount.ts';
import { revenueColumns, revenueKinds } from '../utils/revenueColumns.tsx';
import { ReportCard } from './ReportCard.tsx';
import { ReportTable } from './ReportTable.tsx';
import { RevenueDaysChart } from './RevenueDaysChart.tsx';
import { RevenueKindsChart } from './RevenueKindsChart.tsx';
import { StatGrid } from './StatGrid.tsx';

type Channel = RevenueReport['channels'][number];
type Category = RevenueReport['categories'][number];
type Day = RevenueReport['days'][number];
type Plan = RevenueReport['plans'][number];

/** The revenue report's figures: totals by kind, two charts, and the tables by channel, category and day. */
export function RevenueView({ report }: { report: RevenueReport }) {
  const { t } = useTranslation();
  const { kinds } = report;
  return (
    <>
      <StatGrid
        stats={revenueKinds.map((kind) => ({
          key: kind,
          label: t(`reports.revenue.kinds.${kind}`),
          value: <Money value={Number(kinds[kind])} />,
        }))}
      />
      <Grid gap="md">
        <Grid.Col span={{ base: 12, lg: 4 }}>
          <ReportCard title={t('reports.revenue.byKind')} h="100%" data-testid="revenue-kinds-chart">
            <RevenueKindsChart kinds={kinds} />
          </ReportCard>
        </Grid.Col>
        <Grid.Col span={{ base: 12, lg: 8 }}>
          <ReportCard title={t('reports.revenue.byDay')} h="100%" data-testid="revenue-days-chart">
            <RevenueDaysChart days={report.days} />
          </ReportCard>
        </Grid.Col>
      </Grid>
      <ReportCard title={t('reports.revenue.byChannel')}>
        <ReportTable<Channel>
          data-testid="revenue-channels"
          minWidth={720}
          rows={report.channels}
          rowKey={(channel) => channel.id ?? 'direct'}
          totalLabel={t('reports.total')}
          columns={[
            { key: 'name', label: t('reports.revenue.columns.channel'), render: (channel) => channel.name },
            ...revenueColumns<Channel>(kinds),
          ]}
        />
      </ReportCard>
      <ReportCard title={t('reports.revenue.byCategory')}>
        <ReportTable<Category>
          data-testid="revenue-categories"
          minWidth={720}
          rows={report.categories}
          rowKey={(category) => category.id}
          totalLabel={t('reports.total')}
          columns={[
            {
              key: 'name',
              label: t('reports.revenue.columns.category'),
              render: (category) => category.name,
            },
            ...revenueColumns<Category>(kinds),
          ]}
        />
      </ReportCard>
      <ReportCard title={t('reports.revenue.byPlan')}>
        <Text size="xs" c="dimmed" mb="xs">
          {t('reports.revenue.byPlanHint')}
        </Text>
        <ReportTable<Plan>
          data-testid="revenue-plans"
          minWidth={860}
          rows={report.plans}
          rowKey={(plan) => plan.id}
          totalLabel={t('reports.total')}
          columns={[
            { key: 'name', label: t('reports.revenue.columns.plan'), render: (plan) => plan.name },
            {
              key: 'nights',
              label: t('reports.revenue.columns.nights'),
              numeric: true,
              render: (plan) => formatCount(plan.nights),
              total: formatCount(report.plan_totals.nights),
            },
            {
              key: 'adr',
              label: t('reports.revenue.columns.adr'),
              numeric: true,
              render: (plan) => <Money value={Number(plan.adr)} />,
              total: <Money value={Number(report.plan_totals.adr)} />,
            },
            ...revenueColumns<Plan>(kinds),
          ]}
        />
      </ReportCard>
      <ReportCard title={t('reports.revenue.byDay')}>
        <ReportTable<Day>
          data-testid="revenue-days"
          minWidth={720}
          rows={report.days}
          rowKey={(day) => day.date}
          totalLabel={t('reports.total')}
          columns={[
            { key: 'date', label: t('reports.revenue.columns.date'), render: (day) => dayLabel(day.date) },
            ...revenueColumns<Day>(kinds),
          ]}
        />
      </ReportCard>
    </>
  );
}
