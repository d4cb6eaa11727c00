import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../api/client.ts';
import type { GroupDetail } from '../types/groupDetail.ts';
import { bookingPath } from './bookingPath.ts';
import { editorKeys } from './editorKeys.ts';
import { useRefreshCalendar } from './useRefreshCalendar.ts';

/** 'Групповая бронь': the booking becomes the parent of a new group (POST /api/v2/booking/{id}/group/). */
export function useMakeGroup(id: number) {
  const queryClient = useQueryClient();
  const refreshCalendar = useRefreshCalendar();
  return useMutation({
    mutationFn: () => api.post<GroupDetail>(bookingPath(id, 'group')),
    onSuccess: (group) => {
      queryClient.setQueryData(editorKeys.group(group.id), group);
      refreshCalendar();
    },
  });
}
