import type { LeisureBookingCreateInput, LeisureOrderView } from '@pms/domain';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../api/client.ts';
import { sendOnce, useIdempotencyKey } from '../../../api/idempotency.ts';
import { useRefreshLeisure } from './useRefreshLeisure.ts';

/**
 * 'Забронировать', 'Продать' or 'Уменьшить сток'. Refused or not, the day and the month reload: a 409
 * means someone else took the places, and the dialog should show how many are left now.
 */
export function useLeisureSale() {
  const refresh = useRefreshLeisure();
  const intent = useIdempotencyKey();
  return useMutation({
    mutationFn: (input: LeisureBookingCreateInput) =>
      sendOnce(intent, input, (options) =>
        api.post<LeisureOrderView>('/api/v2/leisure/booking/', input, options),
      ),
    onSettled: () => refresh(),
  });
}
