import type { MoveInput } from '@pms/domain';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../api/client.ts';

/** The server's price of a move before it is confirmed (POST …/move/quote/); money as decimal strings. */
export interface MoveQuote {
  current_total: string;
  new_total: string;
  difference: string;
  /** False for a room of a group: its price is the group editor's. */
  repriced: boolean;
}

/** Asks the quote of a dropped bar while its confirmation is open; nothing is written. */
export function useMoveQuote(bookingId: number | null, input: MoveInput | null) {
  return useQuery({
    queryKey: ['move-quote', bookingId, input?.room, input?.koika, input?.check_in, input?.check_out],
    queryFn: () => api.post<MoveQuote>(`/api/v2/booking/${bookingId}/move/quote/`, input),
    enabled: bookingId !== null && input !== null,
    // A quote is for this dialog only: a later drop asks again.
    gcTime: 0,
    retry: false,
  });
}
