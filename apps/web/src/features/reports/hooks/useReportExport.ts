import { notifications } from '@mantine/notifications';
import { useMutation } from '@tanstack/react-query';
import type { QueryParams } from '../../../api/client.ts';
import { downloadFile } from '../../../api/downloadFile.ts';
import { i18n } from '../../../i18n/i18n.ts';
import { downloadsBlocked } from '../../../ui/iosDownloads.ts';
import { notifyError } from '../../../ui/notifyError.ts';
import type { ReportTab } from '../types/reportTypes.ts';
import { reportPaths, withQuery } from '../utils/reportPaths.ts';

/**
 * 'Скачать EXCEL': the report on screen, with exactly its query, as the xlsx the server names. iOS
 * browsers other than Safari cannot save a file, so there the screen says so instead.
 */
export function useReportExport() {
  return useMutation({
    mutationFn: async ({ tab, params }: { tab: ReportTab; params: QueryParams }) => {
      if (downloadsBlocked(navigator.userAgent)) {
        notifications.show({ message: i18n.t('reports.exportSafari'), color: 'yellow' });
        return;
      }
      await downloadFile(withQuery(reportPaths.xlsx(tab), params), `${i18n.t(`reports.tabs.${tab}`)}.xlsx`);
    },
    onError: notifyError,
  });
}
