import type { LeisureBookingCreateInput, LeisureOrderView } from '@pms/domain';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../api/client.ts';
import { type IdempotencyIntent, sendOnce } from '../../../api/idempotency.ts';
import { useRefreshLeisure } from './useRefreshLeisure.ts';

/**
 * 'Забронировать', 'Продать' or 'Уменьшить сток'. Refused or not, the day and the month reload: a 409
 * means someone else took the places, and the dialog should show how many are left now. The panel holds
 * the sale's intent: it stays mounted from sale to sale, and picking places starts a new one.
 */
export function useLeisureSale(intent: IdempotencyIntent) {
  const refresh = useRefreshLeisure();
  return useMutation({
    mutationFn: (input: LeisureBookingCreateInput) =>
      sendOnce(intent, input, (options) =>
        api.post<LeisureOrderView>('/api/v2/leisure/booking/', input, options),
      ),
    onSettled: () => refresh(),
  });
}
