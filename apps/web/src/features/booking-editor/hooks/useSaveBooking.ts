import type { bookingUpdateSchema } from '@pms/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '../../../api/client.ts';
import type { BookingDetail } from '../types/bookingDetail.ts';
import { bookingPath } from './bookingPath.ts';
import { editorKeys } from './editorKeys.ts';
import { useRefreshCalendar } from './useRefreshCalendar.ts';

/** 'Сохранить': PUT the whole booking with the version it was loaded at; the answer becomes the saved state. */
export function useSaveBooking(id: number) {
  const queryClient = useQueryClient();
  const refreshCalendar = useRefreshCalendar();
  return useMutation({
    mutationFn: (payload: z.input<typeof bookingUpdateSchema>) =>
      api.put<BookingDetail>(bookingPath(id), payload),
    onSuccess: (saved) => {
      queryClient.setQueryData(editorKeys.booking(id), saved);
      refreshCalendar();
    },
  });
}
