import { notifications } from '@mantine/notifications';
import { useMutation } from '@tanstack/react-query';
import { downloadFile } from '../../../api/downloadFile.ts';
import { i18n } from '../../../i18n/i18n.ts';
import { downloadsBlocked } from '../../../ui/iosDownloads.ts';
import { notifyError } from '../../../ui/notifyError.ts';

export const auditExportPath = '/api/v2/audit/export/';

/**
 * 'Скачать EXCEL': the journal's rows for exactly the filters on screen, as the server's
 * 'Журнал действий.xlsx'. iOS browsers other than Safari cannot save a file; there the screen says so.
 */
export function useExportAudit() {
  return useMutation({
    mutationFn: async (filters: Record<string, string | null>) => {
      if (downloadsBlocked(navigator.userAgent)) {
        notifications.show({ message: i18n.t('audit.exportSafari'), color: 'yellow' });
        return;
      }
      const query = Object.entries(filters).filter((e): e is [string, string] => e[1] !== null);
      const search = new URLSearchParams(query).toString();
      await downloadFile(search ? `${auditExportPath}?${search}` : auditExportPath, 'Журнал действий.xlsx');
    },
    onError: notifyError,
  });
}
