import { Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useReport } from '../hooks/useReport.ts';
import type { ReportTabProps } from '../types/reportTabProps.ts';
import { reportParams } from '../utils/reportParams.ts';
import { ExportButton } from './ExportButton.tsx';
import { OccupancyView } from './OccupancyView.tsx';
import { PeriodPicker } from './PeriodPicker.tsx';
import { ReportBody } from './ReportBody.tsx';
import { ReportToolbar } from './ReportToolbar.tsx';

/** 'Загрузка': units sold over units available by day and by category, with ADR and RevPAR. */
export function OccupancyTab({ query, today, timeZone, onChange }: ReportTabProps) {
  const { t } = useTranslation();
  const params = reportParams('occupancy', query, timeZone);
  // The screen shows the days and the categories' totals: the categories' days (≈ 95 % of a year's answer)
  // are the workbook's, which the export asks for with the same period.
  const report = useReport('occupancy', { ...params, category_days: '0' });
  return (
    <Stack gap="md">
      <ReportToolbar actions={<ExportButton tab="occupancy" params={params} />}>
        <PeriodPicker value={query} today={today} onChange={onChange} />
      </ReportToolbar>
      <ReportBody
        query={report}
        isEmpty={report.data?.categories.length === 0}
        emptyTitle={t('reports.occupancy.emptyTitle')}
        emptyDescription={t('reports.occupancy.emptyDescription')}
      >
        {report.data ? <OccupancyView report={report.data} /> : null}
      </ReportBody>
    </Stack>
  );
}
