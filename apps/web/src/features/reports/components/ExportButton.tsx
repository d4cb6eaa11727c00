import { Button } from '@mantine/core';
import { IconFileSpreadsheet } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { QueryParams } from '../../../api/client.ts';
import { useReportExport } from '../hooks/useReportExport.ts';
import type { ReportTab } from '../types/reportTypes.ts';

/** 'Скачать EXCEL' of the report on screen, with its current query. */
export function ExportButton({ tab, params }: { tab: ReportTab; params: QueryParams }) {
  const { t } = useTranslation();
  const exporting = useReportExport();
  return (
    <Button
      variant="default"
      leftSection={<IconFileSpreadsheet size={16} />}
      loading={exporting.isPending}
      onClick={() => exporting.mutate({ tab, params })}
    >
      {t('reports.exportExcel')}
    </Button>
  );
}
