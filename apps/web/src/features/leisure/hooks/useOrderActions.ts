import type { LeisureOrderView, LeisurePaymentCreateInput, LeisurePaymentView } from '@pms/domain';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../api/client.ts';
import { downloadFile } from '../../../api/downloadFile.ts';
import { sendOnce, useIdempotencyKey } from '../../../api/idempotency.ts';
import { notifyError } from '../../../ui/notifyError.ts';
import { useRefreshLeisure } from './useRefreshLeisure.ts';

const orderPath = (id: number) => `/api/v2/leisure/booking/${id}/`;

/**
 * What staff do with an order of the day: sell a reserve, cancel with a reason (its places come back),
 * take a payment or a refund, and download its ticket. Each change reloads the day and the month.
 */
export function useOrderActions() {
  const refresh = useRefreshLeisure();
  const intent = useIdempotencyKey();
  const sell = useMutation({
    mutationFn: (id: number) => api.patch<LeisureOrderView>(orderPath(id), { booking_status: 'book' }),
    onSettled: () => refresh(),
    onError: notifyError,
  });
  const cancel = useMutation({
    mutationFn: ({ id, reason }: { id: number; reason: string }) =>
      api.delete<LeisureOrderView>(orderPath(id), { cancel_reason: reason }),
    onSettled: () => refresh(),
  });
  const pay = useMutation({
    mutationFn: (input: LeisurePaymentCreateInput) =>
      sendOnce(intent, input, (options) =>
        api.post<LeisurePaymentView>('/api/v2/leisure/payments/', input, options),
      ),
    onSuccess: () => refresh(),
  });
  const ticket = useMutation({
    mutationFn: (id: number) => downloadFile(`${orderPath(id)}ticket/`, `ticket-${id}.pdf`),
    onError: notifyError,
  });
  return { sell, cancel, pay, ticket };
}
