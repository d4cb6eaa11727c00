import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { queryKeys } from '../../../api/queryKeys.ts';
import type { CalendarResponse, LiveMessage } from '../types/calendarTypes.ts';
import { mergeLiveItem } from '../utils/mergeLiveItem.ts';

/**
 * Merges one changed hold into every cached calendar window (the key holds the window), then refreshes
 * only the 'today' counters: a message never triggers a full calendar refetch.
 */
export function useApplyLiveItem() {
  const queryClient = useQueryClient();
  return useCallback(
    (item: LiveMessage['booking']) => {
      for (const [key, data] of queryClient.getQueriesData<CalendarResponse>({
        queryKey: queryKeys.calendar,
      })) {
        if (!data) continue;
        const start = Number(key[1]);
        const end = Number(key[2]);
        const searched = String(key[3] ?? '') !== '';
        const next = mergeLiveItem(data, item, { start, end }, !searched);
        if (next !== data) queryClient.setQueryData(key, next);
      }
      void queryClient.invalidateQueries({ queryKey: queryKeys.today });
    },
    [queryClient],
  );
}
