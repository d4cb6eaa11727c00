import type { BoardRoom, HousekeepingEvent } from '@pms/domain';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef } from 'react';
import { queryKeys } from '../../../api/queryKeys.ts';
import type { CalendarResponse } from '../types/calendarTypes.ts';
import { boardWithCondition, calendarWithCondition } from '../utils/liveCondition.ts';

/** How long changes are gathered before the shown boards are asked again. */
const REFETCH_AFTER_MS = 400;

/**
 * Applies a live condition change (issue 33) at once to every cached calendar window (the mark beside
 * the room's name) and every cached housekeeping board (the room's condition, re-sorted by urgency); the
 * boards then refetch once for the changes of the next moment (who changed it, the note: the server's).
 */
export function useApplyLiveCondition() {
  const queryClient = useQueryClient();
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  return useCallback(
    (event: HousekeepingEvent) => {
      for (const [key, data] of queryClient.getQueriesData<CalendarResponse>({
        queryKey: queryKeys.calendar,
      })) {
        if (!data?.categories) continue;
        const next = calendarWithCondition(data, event);
        if (next !== data) queryClient.setQueryData(key, next);
      }
      for (const [key, data] of queryClient.getQueriesData<{ rooms: BoardRoom[] }>({
        queryKey: queryKeys.housekeeping.boards,
      })) {
        if (!data?.rooms) continue;
        const rooms = boardWithCondition(data.rooms, event);
        if (rooms !== data.rooms) queryClient.setQueryData(key, { ...data, rooms });
      }
      if (timer.current !== undefined) return;
      timer.current = setTimeout(() => {
        timer.current = undefined;
        void queryClient.invalidateQueries({ queryKey: queryKeys.housekeeping.boards });
      }, REFETCH_AFTER_MS);
    },
    [queryClient],
  );
}
