import { Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useReport } from '../hooks/useReport.ts';
import type { ReportTabProps } from '../types/reportTabProps.ts';
import { dayLabel } from '../utils/dayLabel.ts';
import type { PeriodPresetKey } from '../utils/periodPresets.ts';
import { reportParams } from '../utils/reportParams.ts';
import { ExportButton } from './ExportButton.tsx';
import { ForecastView } from './ForecastView.tsx';
import { PeriodPicker } from './PeriodPicker.tsx';
import { ReportBody } from './ReportBody.tsx';
import { ReportToolbar } from './ReportToolbar.tsx';

const forecastPresets: readonly PeriodPresetKey[] = ['next7', 'next14', 'next30', 'nextMonth'];

/**
 * 'Прогноз заездов': arrivals, departures, in house and meals by day, for the days the kitchen picks (by
 * default 14 from the property's today).
 */
export function ForecastTab({ query, today, timeZone, onChange }: ReportTabProps) {
  const { t } = useTranslation();
  const params = reportParams('forecast', query, timeZone);
  const report = useReport('forecast', params);
  return (
    <Stack gap="md">
      <ReportToolbar actions={<ExportButton tab="forecast" params={params} />}>
        <PeriodPicker
          value={query.ahead}
          today={today}
          onChange={(ahead) => onChange({ ahead })}
          presetKeys={forecastPresets}
        />
        {report.data ? (
          <Text c="dimmed" size="sm">
            {t('reports.forecast.span', {
              count: report.data.days.length,
              from: dayLabel(report.data.start),
              to: dayLabel(report.data.end),
            })}
          </Text>
        ) : null}
      </ReportToolbar>
      <ReportBody query={report} isEmpty={false} emptyTitle="" emptyDescription="">
        {report.data ? <ForecastView report={report.data} /> : null}
      </ReportBody>
    </Stack>
  );
}
