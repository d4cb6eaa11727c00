import { BarChart, CompositeChart } from '@mantine/charts';
import { Center, Grid, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { ForecastReport } from '../types/reportTypes.ts';
import { formatCount } from '../utils/formatCount.ts';
import { shortDay } from '../utils/shortDay.ts';
import { ForecastTable } from './ForecastTable.tsx';
import { ReportCard } from './ReportCard.tsx';

/** The forecast's two charts (guests' movement, portions to prepare) over its table by day. */
export function ForecastView({ report }: { report: ForecastReport }) {
  const { t } = useTranslation();
  const column = (key: 'arrivals' | 'departures' | 'inHouse' | 'breakfast' | 'lunch' | 'supper') =>
    t(`reports.forecast.columns.${key}`);
  const data = report.days.map((day) => ({
    day: shortDay(day.date),
    arrivals: day.arrivals,
    departures: day.departures,
    in_house: day.in_house,
    breakfast: day.meals.breakfast.adults + day.meals.breakfast.children,
    lunch: day.meals.lunch.adults + day.meals.lunch.children,
    supper: day.meals.supper.adults + day.meals.supper.children,
  }));
  const noMeals = data.every((day) => day.breakfast + day.lunch + day.supper === 0);
  return (
    <>
      <Grid gap="md">
        <Grid.Col span={{ base: 12, lg: 6 }}>
          <ReportCard title={t('reports.forecast.movement')} h="100%" data-testid="forecast-chart">
            <CompositeChart
              h={280}
              data={data}
              dataKey="day"
              withLegend
              legendProps={{ verticalAlign: 'bottom', height: 40 }}
              valueFormatter={formatCount}
              yAxisProps={{ allowDecimals: false }}
              maxBarWidth={24}
              curveType="linear"
              series={[
                { name: 'arrivals', label: column('arrivals'), color: 'teal.6', type: 'bar' },
                { name: 'departures', label: column('departures'), color: 'orange.5', type: 'bar' },
                { name: 'in_house', label: column('inHouse'), color: 'blue.6', type: 'line' },
              ]}
            />
          </ReportCard>
        </Grid.Col>
        <Grid.Col span={{ base: 12, lg: 6 }}>
          <ReportCard title={t('reports.forecast.meals')} h="100%" data-testid="forecast-meals-chart">
            {noMeals ? (
              <Center h={280}>
                <Text c="dimmed" size="sm" ta="center">
                  {t('reports.forecast.noMeals')}
                </Text>
              </Center>
            ) : (
              <BarChart
                h={280}
                data={data}
                dataKey="day"
                type="stacked"
                withLegend
                legendProps={{ verticalAlign: 'bottom', height: 40 }}
                valueFormatter={formatCount}
                yAxisProps={{ allowDecimals: false }}
                maxBarWidth={32}
                series={[
                  { name: 'breakfast', label: column('breakfast'), color: 'yellow.6' },
                  { name: 'lunch', label: column('lunch'), color: 'orange.6' },
                  { name: 'supper', label: column('supper'), color: 'indigo.5' },
                ]}
              />
            )}
          </ReportCard>
        </Grid.Col>
      </Grid>
      <ReportCard title={t('reports.forecast.table')}>
        <ForecastTable report={report} />
      </ReportCard>
    </>
  );
}
