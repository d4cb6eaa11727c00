import { Button, Group, Stack, Text } from '@mantine/core';
import { DatePickerInput } from '@mantine/dates';
import { IconCalendar, IconPrinter } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useCashDocument } from '../hooks/useCashDocument.ts';
import { useReport } from '../hooks/useReport.ts';
import type { ReportTabProps } from '../types/reportTabProps.ts';
import { localStamp } from '../utils/localStamp.ts';
import { reportParams } from '../utils/reportParams.ts';
import { CashView } from './CashView.tsx';
import { ExportButton } from './ExportButton.tsx';
import { ReportBody } from './ReportBody.tsx';
import { ReportToolbar } from './ReportToolbar.tsx';
import { ShiftTimeField } from './ShiftTimeField.tsx';

/**
 * 'Кассовый отчёт': the payments and refunds of a day, or of a shift from 'с' to 'по', by payment type
 * and by employee — the receptionist's end-of-shift report, printed as a PDF or saved as xlsx.
 */
export function CashTab({ query, timeZone, onChange }: ReportTabProps) {
  const { t } = useTranslation();
  const params = reportParams('cash', query, timeZone);
  const report = useReport('cash', params);
  const print = useCashDocument();
  return (
    <Stack gap="md">
      <ReportToolbar
        actions={
          <>
            <Button
              variant="default"
              leftSection={<IconPrinter size={16} />}
              loading={print.isPending}
              onClick={() => print.mutate(params)}
            >
              {t('reports.cash.printPdf')}
            </Button>
            <ExportButton tab="cash" params={params} />
          </>
        }
      >
        <DatePickerInput
          label={t('reports.cash.day')}
          leftSection={<IconCalendar size={16} />}
          valueFormat="DD.MM.YYYY"
          w={160}
          value={query.day}
          onChange={(day) => day && onChange({ day })}
          data-testid="cash-day"
        />
        {/* 'с' and 'по' stay side by side when the row wraps on a phone. */}
        <Group gap="sm" align="flex-end" wrap="nowrap">
          <ShiftTimeField
            label={t('reports.cash.from')}
            ariaLabel={t('reports.cash.fromLabel')}
            value={query.from}
            onChange={(from) => onChange({ from })}
          />
          <ShiftTimeField
            label={t('reports.cash.to')}
            ariaLabel={t('reports.cash.toLabel')}
            value={query.to}
            onChange={(to) => onChange({ to })}
          />
          {query.from || query.to ? (
            <Button variant="subtle" px="xs" onClick={() => onChange({ from: '', to: '' })}>
              {t('reports.cash.wholeDay')}
            </Button>
          ) : null}
        </Group>
      </ReportToolbar>
      {report.data ? (
        // The span the server took, on the property's clock: a night shift shows it ends the next morning.
        <Text size="sm" c="dimmed" data-testid="cash-span">
          {t('reports.cash.span', {
            from: localStamp(report.data.from_local),
            to: localStamp(report.data.to_local),
          })}
        </Text>
      ) : null}
      <ReportBody
        query={report}
        isEmpty={report.data?.rows.length === 0}
        emptyTitle={t('reports.cash.emptyTitle')}
        emptyDescription={t('reports.cash.emptyDescription')}
      >
        {report.data ? <CashView report={report.data} /> : null}
      </ReportBody>
    </Stack>
  );
}
