import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '../../../api/client.ts';
import { queryKeys } from '../../../api/queryKeys.ts';
import type { CalendarResponse } from '../types/calendarTypes.ts';

export const calendarPath = '/api/v2/main/calendar/';

/** Rooms and their holds for the window [start, end); the previous window stays shown while loading. */
export function useCalendarData(start: number, end: number, search: string) {
  return useQuery({
    queryKey: [...queryKeys.calendar, start, end, search] as const,
    queryFn: () => api.get<CalendarResponse>(calendarPath, { start, end, search }),
    placeholderData: keepPreviousData,
  });
}
