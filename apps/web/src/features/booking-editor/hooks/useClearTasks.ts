import { useMutation } from '@tanstack/react-query';
import { api } from '../../../api/client.ts';
import type { BookingDetail } from '../types/bookingDetail.ts';
import { bookingPath } from './bookingPath.ts';

/** Deletes the booking's saved tasks (DELETE /api/v2/booking/{id}/tasks/ with an empty list = all). */
export function useClearTasks(id: number) {
  return useMutation({
    mutationFn: (ids: number[]) => api.delete<BookingDetail>(bookingPath(id, 'tasks'), { tasks: ids }),
  });
}
