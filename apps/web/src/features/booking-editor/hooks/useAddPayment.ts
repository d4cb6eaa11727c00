import type { PaymentCreateInput } from '@pms/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../api/client.ts';
import { sendOnce, useIdempotencyKey } from '../../../api/idempotency.ts';
import { queryKeys } from '../../../api/queryKeys.ts';
import type { BookingPayment } from '../types/bookingDetail.ts';
import { useRefreshCalendar } from './useRefreshCalendar.ts';

/** A payment or refund (POST /api/v2/booking/payments/), then the booking and its price reload. */
export function useAddPayment(bookingId: number) {
  const queryClient = useQueryClient();
  const refreshCalendar = useRefreshCalendar();
  const intent = useIdempotencyKey();
  return useMutation({
    mutationFn: (input: PaymentCreateInput) =>
      sendOnce(intent, input, (options) =>
        api.post<BookingPayment>('/api/v2/booking/payments/', input, options),
      ),
    onSuccess: async () => {
      refreshCalendar();
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.editor.booking(bookingId) }),
        queryClient.invalidateQueries({ queryKey: queryKeys.editor.prices(bookingId) }),
        // A group pays on its parent: the group view and its price reload too.
        queryClient.invalidateQueries({ queryKey: queryKeys.editor.group(bookingId) }),
        queryClient.invalidateQueries({ queryKey: queryKeys.editor.groupPrices(bookingId) }),
      ]);
    },
  });
}
