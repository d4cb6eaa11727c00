import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '../../../api/client.ts';
import { queryKeys } from '../../../api/queryKeys.ts';
import type { CalendarWireResponse } from '../types/calendarTypes.ts';
import { placeItems } from '../utils/placeItems.ts';

export const calendarPath = '/api/v2/main/calendar/';

/** Rooms and their holds for the window [start, end); the previous window stays shown while loading. */
export function useCalendarData(start: number, end: number, search: string) {
  return useQuery({
    queryKey: queryKeys.calendarWindow(start, end, search),
    queryFn: async () =>
      placeItems(await api.get<CalendarWireResponse>(calendarPath, { start, end, search })),
    placeholderData: keepPreviousData,
  });
}
