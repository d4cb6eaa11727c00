import type { bookingUpdateSchema } from '@pms/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '../../../api/client.ts';
import { sendOnce, useIdempotencyKey } from '../../../api/idempotency.ts';
import { queryKeys } from '../../../api/queryKeys.ts';
import type { BookingDetail } from '../types/bookingDetail.ts';
import { bookingPath } from './bookingPath.ts';
import { useRefreshCalendar } from './useRefreshCalendar.ts';

/**
 * 'Сохранить': PUT the whole booking with the version it was loaded at; the answer becomes the saved state.
 * `onVersion` hears the new version before the answer reaches the cache, so the editor never takes its
 * own save for a colleague's.
 */
export function useSaveBooking(id: number, onVersion: (version: number) => void) {
  const queryClient = useQueryClient();
  const refreshCalendar = useRefreshCalendar();
  const intent = useIdempotencyKey();
  return useMutation({
    mutationFn: async (payload: z.input<typeof bookingUpdateSchema>) => {
      const saved = await sendOnce(intent, payload, (options) =>
        api.put<BookingDetail>(bookingPath(id), payload, options),
      );
      onVersion(saved.version);
      return saved;
    },
    onSuccess: (saved) => {
      queryClient.setQueryData(queryKeys.editor.booking(id), saved);
      refreshCalendar();
    },
  });
}
