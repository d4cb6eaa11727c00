import { Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useReport } from '../hooks/useReport.ts';
import type { ReportTabProps } from '../types/reportTabProps.ts';
import { dayLabel } from '../utils/dayLabel.ts';
import { reportParams } from '../utils/reportParams.ts';
import { ExportButton } from './ExportButton.tsx';
import { ForecastView } from './ForecastView.tsx';
import { ReportBody } from './ReportBody.tsx';
import { ReportToolbar } from './ReportToolbar.tsx';

/** 'Прогноз заездов': the next 14 days from the property's today — arrivals, departures, in house, meals. */
export function ForecastTab({ query, today, timeZone }: ReportTabProps) {
  const { t } = useTranslation();
  const params = reportParams('forecast', query, today, timeZone);
  const report = useReport('forecast', params);
  return (
    <Stack gap="md">
      <ReportToolbar actions={<ExportButton tab="forecast" params={params} />}>
        {report.data ? (
          <Text c="dimmed" size="sm">
            {t('reports.forecast.span', { from: dayLabel(report.data.start), to: dayLabel(report.data.end) })}
          </Text>
        ) : null}
      </ReportToolbar>
      <ReportBody query={report} isEmpty={false} emptyTitle="" emptyDescription="">
        {report.data ? <ForecastView report={report.data} /> : null}
      </ReportBody>
    </Stack>
  );
}
