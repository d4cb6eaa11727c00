import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '../../../api/client.ts';
import { queryKeys } from '../../../api/queryKeys.ts';
import type { RoomHistory } from '../types/housekeepingTypes.ts';

/** How many changes one page of a room's history shows. */
export const HISTORY_PAGE_SIZE = 20;

/** A room's condition changes, newest first, a page at a time (null: nothing asked). */
export function useRoomHistory(room: number | null, page: number) {
  return useQuery({
    queryKey: queryKeys.housekeeping.history(room ?? 0, page),
    queryFn: () =>
      api.get<RoomHistory>(`/api/v2/housekeeping/rooms/${room}/history/`, {
        'page[number]': page,
        'page[size]': HISTORY_PAGE_SIZE,
      }),
    enabled: room !== null,
    placeholderData: keepPreviousData,
  });
}
