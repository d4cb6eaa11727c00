import { Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useReport } from '../hooks/useReport.ts';
import type { ReportTabProps } from '../types/reportTabProps.ts';
import { reportParams } from '../utils/reportParams.ts';
import { revenueKinds } from '../utils/revenueColumns.tsx';
import { ExportButton } from './ExportButton.tsx';
import { PeriodPicker } from './PeriodPicker.tsx';
import { ReportBody } from './ReportBody.tsx';
import { ReportToolbar } from './ReportToolbar.tsx';
import { RevenueView } from './RevenueView.tsx';

/** 'Выручка': the bookings' prices over the period by item kind, by day, by sales channel and by category. */
export function RevenueTab({ query, today, timeZone, onChange }: ReportTabProps) {
  const { t } = useTranslation();
  const params = reportParams('revenue', query, timeZone);
  const report = useReport('revenue', params);
  const kinds = report.data?.kinds;
  return (
    <Stack gap="md">
      <ReportToolbar actions={<ExportButton tab="revenue" params={params} />}>
        <PeriodPicker value={query} today={today} onChange={onChange} />
      </ReportToolbar>
      <ReportBody
        query={report}
        isEmpty={!!kinds && revenueKinds.every((kind) => Number(kinds[kind]) === 0)}
        emptyTitle={t('reports.revenue.emptyTitle')}
        emptyDescription={t('reports.revenue.emptyDescription')}
      >
        {report.data ? <RevenueView report={report.data} /> : null}
      </ReportBody>
    </Stack>
  );
}
