import { advanceActions, type BookingStatus } from '@pms/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../api/client.ts';
import { queryKeys } from '../../../api/queryKeys.ts';
import type { GroupDetail } from '../types/groupDetail.ts';
import { confirmDirtyCheckIn } from '../utils/confirmDirtyCheckIn.tsx';
import { groupPath } from './groupPath.ts';
import { useRefreshCalendar } from './useRefreshCalendar.ts';

/**
 * The bottom bar's calls 'для всех': every live room one status further (POST .../status/, naming the
 * parent's version the editor holds; the answer is the group after it) and 'Отменить бронь для всех'
 * with one reason (DELETE group). Both refresh the calendar.
 */
export function useGroupActions(parent: number) {
  const queryClient = useQueryClient();
  const refreshCalendar = useRefreshCalendar();
  const advance = useMutation({
    mutationFn: async ({
      from,
      to,
      version,
      stayNow,
      restrictionReason,
    }: {
      from: BookingStatus;
      to: BookingStatus;
      version: number;
      stayNow: boolean;
      restrictionReason?: string;
    }) => {
      const group = await confirmDirtyCheckIn((confirmDirty) =>
        api.post<GroupDetail>(groupPath(parent, 'status'), {
          status: to,
          version,
          stay_now: stayNow,
          confirm_dirty: confirmDirty,
          ...(restrictionReason ? { restriction_reason: restrictionReason } : {}),
        }),
      );
      return { message: advanceActions[from]?.done ?? '', group };
    },
    onSuccess: async () => {
      refreshCalendar();
      await queryClient.invalidateQueries({ queryKey: queryKeys.editor.group(parent) });
    },
  });
  const cancel = useMutation({
    mutationFn: (cancelReason: string) =>
      api.delete<GroupDetail>(groupPath(parent), { cancel_reason: cancelReason }),
    onSuccess: refreshCalendar,
  });
  return { advance, cancel };
}
