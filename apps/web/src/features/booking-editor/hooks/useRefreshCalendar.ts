import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { queryKeys } from '../../../api/queryKeys.ts';

/** Refetches the calendar windows, the today counters and the bookings list after the editor changed a booking. */
export function useRefreshCalendar() {
  const queryClient = useQueryClient();
  return useCallback(() => {
    void queryClient.invalidateQueries({ queryKey: queryKeys.calendar });
    void queryClient.invalidateQueries({ queryKey: queryKeys.today });
    // The editor opens from the bookings list too; its rows show what the editor just saved.
    void queryClient.invalidateQueries({ queryKey: queryKeys.bookingList });
  }, [queryClient]);
}
