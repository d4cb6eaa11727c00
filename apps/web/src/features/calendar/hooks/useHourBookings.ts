import type { HourBooking } from '@pms/domain';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../api/client.ts';
import { queryKeys } from '../../../api/queryKeys.ts';

/** Holds of one room within [start, end) for the hourly dialog. */
export function useHourBookings(roomId: number | null, start: number, end: number) {
  return useQuery({
    queryKey: queryKeys.hourBookings(roomId, start, end),
    queryFn: () => api.get<HourBooking[]>('/api/v2/main/calendar-time/', { start, end, room_id: roomId }),
    // The window is set once the dialog knows the property's current hour; 0 means not yet.
    enabled: roomId !== null && start > 0,
  });
}
