import type { PriceResult } from '@pms/domain';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '../../../api/client.ts';
import { queryKeys } from '../../../api/queryKeys.ts';
import { bookingPath } from './bookingPath.ts';

/**
 * The price of the editor's unsaved state (POST /api/v2/booking/{id}/price/), with the saved payments.
 * `payload` is the JSON of a valid payload, or null while the form cannot be priced; the last result
 * stays shown meanwhile.
 */
export function useLivePrice(id: number, payload: string | null) {
  return useQuery({
    queryKey: queryKeys.editor.price(id, payload ?? ''),
    queryFn: () => api.post<PriceResult>(bookingPath(id, 'price'), JSON.parse(payload ?? '{}')),
    enabled: payload !== null,
    placeholderData: keepPreviousData,
    retry: false,
    staleTime: 0,
    refetchOnWindowFocus: false,
  });
}
