import { Button, Group, Stack, Text } from '@mantine/core';
import { type cleanedReportView, formatDay, toLocal, type turnaroundReportView } from '@pms/domain';
import { IconFileSpreadsheet } from '@tabler/icons-react';
import { keepPreviousData, useMutation, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { api } from '../../../api/client.ts';
import { downloadFile } from '../../../api/downloadFile.ts';
import { queryKeys } from '../../../api/queryKeys.ts';
import { notifyError } from '../../../ui/notifyError.ts';
import type { ReportColumn } from '../types/reportColumn.ts';
import type { ReportTabProps } from '../types/reportTabProps.ts';
import { dayLabel } from '../utils/dayLabel.ts';
import { withQuery } from '../utils/reportPaths.ts';
import { PeriodPicker } from './PeriodPicker.tsx';
import { ReportBody } from './ReportBody.tsx';
import { ReportCard } from './ReportCard.tsx';
import { ReportTable } from './ReportTable.tsx';
import { ReportToolbar } from './ReportToolbar.tsx';

type Cleaned = z.infer<typeof cleanedReportView>;
type Turnaround = z.infer<typeof turnaroundReportView>;
type Kind = 'cleaned' | 'turnaround';

const path = (kind: Kind) => `/api/v2/housekeeping/reports/${kind}/`;

function useHousekeepingReport<T>(kind: Kind, params: { start: string; end: string }) {
  return useQuery({
    queryKey: queryKeys.reports.one(`housekeeping-${kind}`, params),
    queryFn: () => api.get<T>(path(kind), params),
    placeholderData: keepPreviousData,
    retry: false,
  });
}

/** 'Скачать EXCEL' of one of the two reports, with the period on screen. */
function ExportXlsx({
  kind,
  params,
  label,
}: {
  kind: Kind;
  params: { start: string; end: string };
  label: string;
}) {
  const { t } = useTranslation();
  const exporting = useMutation({
    mutationFn: () => downloadFile(withQuery(`${path(kind)}xlsx/`, params), `${label}.xlsx`),
    onError: notifyError,
  });
  return (
    <Button
      variant="default"
      size="xs"
      leftSection={<IconFileSpreadsheet size={14} />}
      loading={exporting.isPending}
      onClick={() => exporting.mutate()}
      aria-label={`${t('reports.exportExcel')}: ${label}`}
    >
      {t('reports.exportExcel')}
    </Button>
  );
}

/**
 * 'Уборка' (issue 33): rooms marked clean per housekeeper per day, and each check-out's time until its
 * room was clean, both for the period, each with its workbook.
 */
export function HousekeepingTab({ query, timeZone, today, onChange }: ReportTabProps) {
  const { t } = useTranslation();
  const params = { start: query.start, end: query.end };
  const cleaned = useHousekeepingReport<Cleaned>('cleaned', params);
  const turnaround = useHousekeepingReport<Turnaround>('turnaround', params);
  const stamp = (seconds: number) => {
    const local = toLocal(seconds, timeZone);
    return `${formatDay(local.date)} ${local.time}`;
  };
  const cleanedColumns: ReportColumn<Cleaned['rows'][number]>[] = [
    { key: 'date', label: t('reports.housekeeping.date'), render: (r) => dayLabel(r.date) },
    { key: 'employee', label: t('reports.housekeeping.employee'), render: (r) => r.employee.name },
    {
      key: 'rooms',
      label: t('reports.housekeeping.rooms'),
      numeric: true,
      render: (r) => r.rooms,
      total: cleaned.data?.total,
    },
  ];
  const turnaroundColumns: ReportColumn<Turnaround['rows'][number]>[] = [
    {
      key: 'room',
      label: t('reports.housekeeping.room'),
      render: (r) => (r.bed_name ? `${r.room_name}, ${r.bed_name}` : r.room_name),
    },
    { key: 'out', label: t('reports.housekeeping.checkOut'), render: (r) => stamp(r.check_out_at) },
    { key: 'clean', label: t('reports.housekeeping.clean'), render: (r) => stamp(r.clean_at) },
    { key: 'minutes', label: t('reports.housekeeping.minutes'), numeric: true, render: (r) => r.minutes },
    { key: 'by', label: t('reports.housekeeping.cleanedBy'), render: (r) => r.cleaned_by?.name ?? '' },
  ];
  const cleanedTitle = t('reports.housekeeping.cleanedTitle');
  const turnaroundTitle = t('reports.housekeeping.turnaroundTitle');
  return (
    <Stack gap="md">
      <ReportToolbar actions={null}>
        <PeriodPicker value={query} today={today} onChange={onChange} />
      </ReportToolbar>
      <ReportBody query={cleaned} isEmpty={false} emptyTitle="" emptyDescription="">
        <ReportCard title={cleanedTitle} data-testid="hk-cleaned">
          <Stack gap="xs">
            <Group justify="flex-end">
              <ExportXlsx kind="cleaned" params={params} label={cleanedTitle} />
            </Group>
            {cleaned.data?.rows.length === 0 ? (
              <Text c="dimmed" size="sm">
                {t('reports.housekeeping.none')}
              </Text>
            ) : (
              <ReportTable
                columns={cleanedColumns}
                rows={cleaned.data?.rows ?? []}
                rowKey={(r) => `${r.date}-${r.employee.id}`}
                totalLabel={t('reports.housekeeping.total')}
                minWidth={420}
              />
            )}
          </Stack>
        </ReportCard>
      </ReportBody>
      <ReportBody query={turnaround} isEmpty={false} emptyTitle="" emptyDescription="">
        <ReportCard
          title={turnaroundTitle}
          description={
            turnaround.data?.average_minutes != null
              ? t('reports.housekeeping.average', { minutes: turnaround.data.average_minutes })
              : undefined
          }
          data-testid="hk-turnaround"
        >
          <Stack gap="xs">
            <Group justify="flex-end">
              <ExportXlsx kind="turnaround" params={params} label={turnaroundTitle} />
            </Group>
            {turnaround.data?.rows.length === 0 ? (
              <Text c="dimmed" size="sm">
                {t('reports.housekeeping.none')}
              </Text>
            ) : (
              <ReportTable
                columns={turnaroundColumns}
                rows={turnaround.data?.rows ?? []}
                rowKey={(r) => `${r.room_name}-${r.bed_name}-${r.check_out_at}`}
                minWidth={640}
              />
            )}
          </Stack>
        </ReportCard>
      </ReportBody>
    </Stack>
  );
}
