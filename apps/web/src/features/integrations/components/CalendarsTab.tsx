import { Stack } from '@mantine/core';
import { useCompanyId } from '../../../api/useCompanyId.ts';
import { useCompanyInfo } from '../../admin/company-info/hooks/useCompanyInfo.ts';
import { useCan } from '../../auth/hooks/useCan.ts';
import { useCalendarSocket } from '../../calendar/hooks/useCalendarSocket.ts';
import { ExportFeeds } from '../calendars/components/ExportFeeds.tsx';
import { ImportFeeds } from '../calendars/components/ImportFeeds.tsx';
import { SyncConflicts } from '../calendars/components/SyncConflicts.tsx';

/**
 * 'Календари' of 'Интеграции' (issue 34, part 1; docs/integrations.md): the export feeds' secret URLs,
 * the channels' calendars imported, and the conflicts between them and local stays. Live: a new conflict
 * or a booking a feed brought refreshes what is shown.
 */
export function CalendarsTab() {
  const can = useCan();
  const companyId = useCompanyId();
  const info = useCompanyInfo();
  useCalendarSocket(companyId, true);
  const timeZone = info.data?.timezone ?? 'Asia/Almaty';
  return (
    <Stack gap="lg">
      {can('company.edit') ? <ExportFeeds key={`exports-${companyId}`} /> : null}
      {can('company.edit') ? <ImportFeeds key={`imports-${companyId}`} timeZone={timeZone} /> : null}
      {can('bookings.view') ? (
        <SyncConflicts key={`conflicts-${companyId}`} timeZone={timeZone} canResolve={can('bookings.edit')} />
      ) : null}
    </Stack>
  );
}
