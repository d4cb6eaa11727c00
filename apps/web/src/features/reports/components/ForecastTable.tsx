import { useTranslation } from 'react-i18next';
import type { ReportColumn } from '../types/reportColumn.ts';
import type { ForecastDay, ForecastReport, Portions } from '../types/reportTypes.ts';
import { dayLabel } from '../utils/dayLabel.ts';
import { formatCount } from '../utils/formatCount.ts';
import { ReportTable } from './ReportTable.tsx';

type Meal = 'breakfast' | 'lunch' | 'supper';

/** The forecast by day: the guests' movement, then adults and children by meal, as the kitchen reads it. */
export function ForecastTable({ report }: { report: ForecastReport }) {
  const { t } = useTranslation();
  const label = (key: 'date' | 'arrivals' | 'departures' | 'inHouse' | 'guests' | Meal) =>
    t(`reports.forecast.columns.${key}`);
  const pair = (key: string, of: (day: ForecastDay) => Portions): ReportColumn<ForecastDay>[] => [
    {
      key: `${key}-adults`,
      label: t('reports.forecast.columns.adults'),
      numeric: true,
      render: (day) => formatCount(of(day).adults),
    },
    {
      key: `${key}-children`,
      label: t('reports.forecast.columns.children'),
      numeric: true,
      render: (day) => formatCount(of(day).children),
    },
  ];
  const meals: Meal[] = ['breakfast', 'lunch', 'supper'];
  return (
    <ReportTable<ForecastDay>
      data-testid="forecast-days"
      minWidth={980}
      rows={report.days}
      rowKey={(day) => day.date}
      groups={[
        { key: 'day', label: '', span: 4 },
        { key: 'guests', label: label('guests'), span: 2 },
        ...meals.map((meal) => ({ key: meal, label: label(meal), span: 2 })),
      ]}
      columns={[
        { key: 'date', label: label('date'), render: (day) => dayLabel(day.date) },
        {
          key: 'arrivals',
          label: label('arrivals'),
          numeric: true,
          render: (day) => formatCount(day.arrivals),
        },
        {
          key: 'departures',
          label: label('departures'),
          numeric: true,
          render: (day) => formatCount(day.departures),
        },
        {
          key: 'inHouse',
          label: label('inHouse'),
          numeric: true,
          render: (day) => formatCount(day.in_house),
        },
        ...pair('guests', (day) => day.guests),
        ...meals.flatMap((meal) => pair(meal, (day) => day.meals[meal])),
      ]}
    />
  );
}
