import { useQuery } from '@tanstack/react-query';
import { api } from '../../../api/client.ts';
import { queryKeys } from '../../../api/queryKeys.ts';
import type { Board } from '../types/housekeepingTypes.ts';

/**
 * The board of a local date: every room for who sees them all (the supervisor, the front desk), else the
 * asker's own, in the order of urgency (the server's, domain byUrgency).
 */
export function useBoard(date: string | null) {
  return useQuery({
    queryKey: queryKeys.housekeeping.board(date ?? ''),
    queryFn: () => api.get<Board>('/api/v2/housekeeping/board/', { date }),
    enabled: date !== null,
    placeholderData: (previous) => previous,
  });
}
