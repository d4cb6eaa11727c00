import type { AssignMode } from '@pms/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../api/client.ts';
import { queryKeys } from '../../../api/queryKeys.ts';
import { notifyError } from '../../../ui/notifyError.ts';
import type { Assignments } from '../types/housekeepingTypes.ts';

/** A date's assignments and the housekeepers one may assign (the supervisor's). */
export function useAssignments(date: string | null, enabled: boolean) {
  return useQuery({
    queryKey: queryKeys.housekeeping.assignments(date ?? ''),
    queryFn: () => api.get<Assignments>('/api/v2/housekeeping/assignments/', { date }),
    enabled: enabled && date !== null,
  });
}

/**
 * Assigns by hand (rooms to one housekeeper, or to nobody) or evenly by floor or room count; then the
 * boards and the assignments are asked again.
 */
export function useAssign(date: string) {
  const queryClient = useQueryClient();
  const done = () => queryClient.invalidateQueries({ queryKey: queryKeys.housekeeping.all });
  const byHand = useMutation({
    mutationFn: (assignments: { room: number; housekeeper: number | null }[]) =>
      api.put<Assignments>('/api/v2/housekeeping/assignments/', { date, assignments }),
    onSuccess: done,
    onError: notifyError,
  });
  const evenly = useMutation({
    mutationFn: (body: { mode: AssignMode; housekeepers: number[] }) =>
      api.post<Assignments>('/api/v2/housekeeping/assignments/even/', { date, ...body }),
    onSuccess: done,
  });
  return { byHand, evenly };
}
