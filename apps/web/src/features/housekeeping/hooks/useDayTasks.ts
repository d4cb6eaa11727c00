import type { DayTask, FreeTaskInput } from '@pms/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../api/client.ts';
import { sendOnce, useIdempotencyKey } from '../../../api/idempotency.ts';
import { queryKeys } from '../../../api/queryKeys.ts';
import { notifyError } from '../../../ui/notifyError.ts';
import type { TaskEmployees } from '../types/housekeepingTypes.ts';

const base = '/api/v2/housekeeping/tasks/';

/** A day's tasks by due time: one's own, or (who sees every room) everyone's or one employee's. */
export function useDayTasks(date: string | null, employee: number | null) {
  return useQuery({
    queryKey: queryKeys.housekeeping.tasks(date ?? '', employee),
    queryFn: () => api.get<{ date: string; tasks: DayTask[] }>(base, { date, employee }),
    enabled: date !== null,
    placeholderData: (previous) => previous,
  });
}

/** Whom a free task may be given to: every employee of the company (who assigns asks it). */
export function useTaskEmployees(enabled: boolean) {
  return useQuery({
    queryKey: queryKeys.housekeeping.taskEmployees,
    queryFn: () => api.get<TaskEmployees>(`${base}employees/`),
    enabled,
    staleTime: 60_000,
  });
}

/** A free task created (once per opened form: its Idempotency-Key) or changed, then the lists refreshed. */
export function useSaveTask(scope: unknown) {
  const queryClient = useQueryClient();
  const intent = useIdempotencyKey(scope);
  return useMutation({
    mutationFn: ({ id, body }: { id: number | null; body: FreeTaskInput }) =>
      id === null
        ? sendOnce(intent, body, (options) => api.post<DayTask>(base, body, options))
        : api.put<DayTask>(`${base}${id}/`, body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [...queryKeys.housekeeping.all, 'tasks'] }),
  });
}

/** 'Выполнено' on or off (a free task or a booking's), and a free task deleted. */
export function useTaskActions() {
  const queryClient = useQueryClient();
  const refresh = () => queryClient.invalidateQueries({ queryKey: [...queryKeys.housekeeping.all, 'tasks'] });
  const done = useMutation({
    mutationFn: ({ id, done }: { id: number; done: boolean }) =>
      api.post<DayTask>(`${base}${id}/done/`, { done }),
    onSuccess: refresh,
    onError: notifyError,
  });
  const remove = useMutation({
    mutationFn: (id: number) => api.delete(`${base}${id}/`),
    onSuccess: refresh,
    onError: notifyError,
  });
  return { done, remove };
}
