import { useMutation } from '@tanstack/react-query';
import { api } from '../../../api/client.ts';
import { bookingPath } from './bookingPath.ts';
import { useRefreshCalendar } from './useRefreshCalendar.ts';

/** Deletes a draft for good (DELETE /api/v2/booking/{id}/permanent/): 'Удалить', or closing it unsaved. */
export function useRemoveDraft() {
  const refreshCalendar = useRefreshCalendar();
  return useMutation({
    mutationFn: (id: number) => api.delete(bookingPath(id, 'permanent')),
    onSuccess: refreshCalendar,
  });
}
