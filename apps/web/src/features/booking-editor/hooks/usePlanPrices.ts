import type { PlanPrice } from '@pms/domain';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { api } from '../../../api/client.ts';
import { queryKeys } from '../../../api/queryKeys.ts';
import { planStayJson } from '../utils/planStayJson.ts';
import { bookingPath } from './bookingPath.ts';

/**
 * The editor's unsaved stay priced by every plan sold in its category, side by side
 * (POST /api/v2/booking/{id}/plan-prices/). `payload`: the debounced priceable payload; asked again only
 * when what prices the stay changes (planStayJson), and the last answer stays shown meanwhile.
 */
export function usePlanPrices(id: number, payload: string | null) {
  const stay = useMemo(() => planStayJson(payload), [payload]);
  return useQuery({
    queryKey: queryKeys.editor.planPrices(id, stay ?? ''),
    queryFn: () => api.post<PlanPrice[]>(bookingPath(id, 'plan-prices'), JSON.parse(stay ?? '{}')),
    enabled: stay !== null,
    placeholderData: keepPreviousData,
    retry: false,
    staleTime: 30_000,
    refetchOnWindowFocus: false,
  });
}
