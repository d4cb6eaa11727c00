import { notifications } from '@mantine/notifications';
import { useMutation } from '@tanstack/react-query';
import { downloadFile } from '../../../api/downloadFile.ts';
import { i18n } from '../../../i18n/i18n.ts';
import { downloadsBlocked } from '../../../ui/iosDownloads.ts';
import { notifyError } from '../../../ui/notifyError.ts';
import { bookingExportPath } from './bookingListPath.ts';

/**
 * 'Скачать EXCEL': the rows the list shows, with exactly its filters and order, as the server's
 * 'Брони.xlsx'. iOS browsers other than Safari cannot save a file, so there the screen says so instead.
 */
export function useExportBookings() {
  return useMutation({
    mutationFn: async (query: Record<string, string>) => {
      if (downloadsBlocked(navigator.userAgent)) {
        notifications.show({ message: i18n.t('bookings.exportSafari'), color: 'yellow' });
        return;
      }
      const search = new URLSearchParams(query).toString();
      await downloadFile(search ? `${bookingExportPath}?${search}` : bookingExportPath, 'Брони.xlsx');
    },
    onError: notifyError,
  });
}
