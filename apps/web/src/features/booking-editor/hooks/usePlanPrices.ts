import type { PlanPrice } from '@pms/domain';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { api } from '../../../api/client.ts';
import { queryKeys } from '../../../api/queryKeys.ts';
import { pricedRoomsHeld } from '../utils/livePrices.ts';
import { planStayJson } from '../utils/planStayJson.ts';
import { bookingPath } from './bookingPath.ts';
import { groupPath } from './groupPath.ts';

/**
 * The editor's unsaved stay priced by every plan sold in its category, side by side
 * (POST /api/v2/booking/{id}/plan-prices/), or a group's by every plan sold in all its rooms' categories
 * (POST /api/v2/booking/group/{parent}/plan-prices/) when `rooms` (the group's rooms as last fetched) is
 * given. `payload`: the debounced priceable payload; asked again only when what prices the stay changes
 * (planStayJson), and the last answer stays shown meanwhile. A group's is not asked while the form lists
 * a room the group no longer holds (as its live price).
 */
export function usePlanPrices(id: number, payload: string | null, rooms?: readonly { id: number }[]) {
  const stay = useMemo(() => planStayJson(payload), [payload]);
  const scope = rooms ? 'group' : 'booking';
  return useQuery({
    queryKey: queryKeys.editor.planPrices(id, stay ?? '', scope),
    queryFn: () =>
      api.post<PlanPrice[]>(
        rooms ? groupPath(id, 'plan-prices') : bookingPath(id, 'plan-prices'),
        JSON.parse(stay ?? '{}'),
      ),
    enabled: stay !== null && (!rooms || pricedRoomsHeld(stay, rooms)),
    placeholderData: keepPreviousData,
    retry: false,
    staleTime: 30_000,
    refetchOnWindowFocus: false,
  });
}
