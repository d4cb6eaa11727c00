import { isGoneStatus } from '@pms/domain';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { queryKeys } from '../../../api/queryKeys.ts';
import type { CalendarResponse, LiveMessage } from '../types/calendarTypes.ts';
import { liveSearchMatch } from '../utils/liveSearchMatch.ts';
import { mergeLiveItem } from '../utils/mergeLiveItem.ts';

const overlaps = (item: LiveMessage['booking'], bounds: { start: number; end: number }) =>
  item.check_out > bounds.start && item.check_in < bounds.end;

/**
 * Merges one changed hold into every cached calendar window (the key holds the window), then refreshes
 * only the 'today' counters. A message never refetches a whole calendar, except a searched window
 * that may have to list a booking it does not know: the message carries no client name to match, so
 * that one (filtered, short-lived) search asks the server again.
 */
export function useApplyLiveItem() {
  const queryClient = useQueryClient();
  return useCallback(
    (item: LiveMessage['booking']) => {
      for (const [key, data] of queryClient.getQueriesData<CalendarResponse>({
        queryKey: queryKeys.calendar,
      })) {
        if (!data) continue;
        const bounds = { start: Number(key[1]), end: Number(key[2]) };
        const match = liveSearchMatch(item, String(key[3] ?? ''));
        const next = mergeLiveItem(data, item, bounds, match === true);
        if (next !== data) queryClient.setQueryData(key, next);
        else if (match === null && !isGoneStatus(item.status) && overlaps(item, bounds))
          void queryClient.invalidateQueries({ queryKey: key, exact: true });
      }
      void queryClient.invalidateQueries({ queryKey: queryKeys.today });
    },
    [queryClient],
  );
}
