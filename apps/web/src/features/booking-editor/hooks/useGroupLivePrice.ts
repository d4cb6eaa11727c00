import type { GroupPriceResult } from '@pms/domain';
import { keepPreviousData, useIsMutating, useQuery } from '@tanstack/react-query';
import { api } from '../../../api/client.ts';
import { queryKeys } from '../../../api/queryKeys.ts';
import { pricedRoomsHeld } from '../utils/livePrices.ts';
import { groupPath } from './groupPath.ts';

/**
 * The group's price for the editor's unsaved state (POST /api/v2/booking/group/{parent}/price/), with
 * the payments taken on the parent. As useLivePrice: null while the form cannot be priced.
 *
 * Asked only for a state the server can price: not while the group's drafts are being deleted, nor
 * while the form still lists a room the group as last fetched (`rooms`) no longer holds. Either would
 * be refused (400/404) for a price nobody asked for, which the browser logs as an error.
 */
export function useGroupLivePrice(parent: number, payload: string | null, rooms: readonly { id: number }[]) {
  const deleting =
    useIsMutating({
      mutationKey: queryKeys.editor.removeDrafts,
      predicate: (m) => (m.state.variables as readonly number[] | undefined)?.includes(parent) ?? false,
    }) > 0;
  return useQuery({
    queryKey: queryKeys.editor.groupPrice(parent, payload ?? ''),
    queryFn: () => api.post<GroupPriceResult>(groupPath(parent, 'price'), JSON.parse(payload ?? '{}')),
    enabled: payload !== null && !deleting && pricedRoomsHeld(payload, rooms),
    placeholderData: keepPreviousData,
    retry: false,
    staleTime: 0,
    refetchOnWindowFocus: false,
  });
}
