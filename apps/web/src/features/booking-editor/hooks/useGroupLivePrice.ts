import type { GroupPriceResult } from '@pms/domain';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '../../../api/client.ts';
import { editorKeys } from './editorKeys.ts';
import { groupPath } from './groupPath.ts';

/**
 * The group's price for the editor's unsaved state (POST /api/v2/booking/group/{parent}/price/), with
 * the payments taken on the parent. As useLivePrice: null while the form cannot be priced.
 */
export function useGroupLivePrice(parent: number, payload: string | null) {
  return useQuery({
    queryKey: editorKeys.groupPrice(parent, payload ?? ''),
    queryFn: () => api.post<GroupPriceResult>(groupPath(parent, 'price'), JSON.parse(payload ?? '{}')),
    enabled: payload !== null,
    placeholderData: keepPreviousData,
    retry: false,
    staleTime: 0,
    refetchOnWindowFocus: false,
  });
}
