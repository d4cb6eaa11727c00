import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { queryKeys } from '../../../api/queryKeys.ts';

/** Refetches the calendar windows and the today counters after the editor changed a booking. */
export function useRefreshCalendar() {
  const queryClient = useQueryClient();
  return useCallback(() => {
    void queryClient.invalidateQueries({ queryKey: queryKeys.calendar });
    void queryClient.invalidateQueries({ queryKey: queryKeys.today });
  }, [queryClient]);
}
