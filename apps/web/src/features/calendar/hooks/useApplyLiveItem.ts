import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef } from 'react';
import { queryKeys } from '../../../api/queryKeys.ts';
import type { CalendarResponse, LiveMessage } from '../types/calendarTypes.ts';
import { liveSearchMatch } from '../utils/liveSearchMatch.ts';
import { mergeLiveItem } from '../utils/mergeLiveItem.ts';

/** How long changes are gathered before the shown windows are asked again: 30 messages, one refetch. */
const REFETCH_AFTER_MS = 400;

/**
 * Applies one changed hold. It is merged into every cached calendar window at once (the key holds the
 * window), so the bar moves, appears or goes without waiting. The message tells only where the item is
 * and its status, not the client, source or amounts a bar shows, so the shown windows and the 'today'
 * counters (and the bookings list) are then asked again, once for all the messages of the next moment. The booking's detail is
 * invalidated too, so an editor open on it learns that it changed.
 */
export function useApplyLiveItem() {
  const queryClient = useQueryClient();
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

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
      }
      if (item.kind === 'booking')
        void queryClient.invalidateQueries({ queryKey: queryKeys.editor.booking(item.id) });
      // An open group editor's view too (only a shown one refetches): the booking may be one of its rooms.
      if (item.kind === 'booking') void queryClient.invalidateQueries({ queryKey: queryKeys.editor.groups });
      if (timer.current !== undefined) return;
      timer.current = setTimeout(() => {
        timer.current = undefined;
        // Only the windows on screen refetch; the others are marked stale for when they are shown.
        void queryClient.invalidateQueries({ queryKey: queryKeys.calendar });
        void queryClient.invalidateQueries({ queryKey: queryKeys.today });
        // The bookings list shows client, amounts and status the message does not carry: asked again too.
        void queryClient.invalidateQueries({ queryKey: queryKeys.bookingList });
      }, REFETCH_AFTER_MS);
    },
    [queryClient],
  );
}
