import type { MoveInput, MoveQuote } from '@pms/domain';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../api/client.ts';
import { queryKeys } from '../../../api/queryKeys.ts';

export type { MoveQuote } from '@pms/domain';

/**
 * Asks a move's quote while its confirmation is open (a dropped bar, 'Продлить'); nothing is written.
 */
export function useMoveQuote(bookingId: number | null, input: MoveInput | null) {
  return useQuery({
    queryKey: queryKeys.moveQuote(bookingId, input),
    queryFn: () => api.post<MoveQuote>(`/api/v2/booking/${bookingId}/move/quote/`, input),
    enabled: bookingId !== null && input !== null,
    // A quote is for this dialog only: a later drop asks again.
    gcTime: 0,
    retry: false,
  });
}
