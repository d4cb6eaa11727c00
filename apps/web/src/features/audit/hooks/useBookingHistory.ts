import type { AuditRow } from '@pms/domain';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../api/client.ts';
import { queryKeys } from '../../../api/queryKeys.ts';

/**
 * A booking's 'История' (GET /api/v2/booking/{id}/history/): its records and its group's, oldest first.
 * Asked for only while shown, and again each time it opens: the log grows with every change.
 */
export function useBookingHistory(id: number, enabled: boolean) {
  return useQuery({
    queryKey: queryKeys.bookingHistory(id),
    queryFn: () => api.get<AuditRow[]>(`/api/v2/booking/${id}/history/`),
    enabled,
    staleTime: 0,
  });
}
