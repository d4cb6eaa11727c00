import { useMutation } from '@tanstack/react-query';
import { api } from '../../../api/client.ts';
import { bookingPath } from './bookingPath.ts';
import { useRefreshCalendar } from './useRefreshCalendar.ts';

/**
 * Deletes several drafts for good, one after another in the given order (a group's rooms before its
 * parent): closing an unsaved group, or 'Удалить' on a draft group.
 */
export function useRemoveDrafts() {
  const refreshCalendar = useRefreshCalendar();
  return useMutation({
    mutationFn: async (ids: readonly number[]) => {
      for (const id of ids) await api.delete(bookingPath(id, 'permanent'));
    },
    onSettled: refreshCalendar,
  });
}
