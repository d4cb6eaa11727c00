import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '../../../api/client.ts';
import { queryKeys } from '../../../api/queryKeys.ts';
import type { CalendarWireResponse } from '../types/calendarTypes.ts';
import { placeItems } from '../utils/placeItems.ts';

export const calendarPath = '/api/v2/main/calendar/';

/** The window's query: the screen's, and the prefetch that starts it before the screen has loaded. */
export const calendarWindowQuery = (start: number, end: number, search: string) => ({
  queryKey: queryKeys.calendarWindow(start, end, search),
  queryFn: async () => placeItems(await api.get<CalendarWireResponse>(calendarPath, { start, end, search })),
});

/** Rooms and their holds for the window [start, end); the previous window stays shown while loading. */
export function useCalendarData(start: number, end: number, search: string) {
  return useQuery({ ...calendarWindowQuery(start, end, search), placeholderData: keepPreviousData });
}
