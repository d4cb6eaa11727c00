import type {
  AvailabilityAnswer,
  CalendarConflictResolve,
  CalendarConflictView,
  CalendarExportInput,
  CalendarExportView,
  CalendarImportInput,
  CalendarImportView,
} from '@pms/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, type CallOptions } from '../../../../api/client.ts';
import { queryKeys } from '../../../../api/queryKeys.ts';
import type { Page } from '../../../../api/types.ts';

const base = '/api/v2/integrations/calendars';

/** The export feeds with their secret paths (company.edit). */
export function useCalendarExports(enabled: boolean) {
  return useQuery({
    queryKey: queryKeys.calendarSync.exports,
    queryFn: () => api.get<CalendarExportView[]>(`${base}/exports/`),
    enabled,
  });
}

/** The import feeds with their status and last fetch (company.edit). */
export function useCalendarImports(enabled: boolean) {
  return useQuery({
    queryKey: queryKeys.calendarSync.imports,
    queryFn: () => api.get<CalendarImportView[]>(`${base}/imports/`),
    enabled,
  });
}

/** The open conflicts (bookings.view). */
export function useCalendarConflicts(enabled: boolean) {
  return useQuery({
    queryKey: queryKeys.calendarSync.conflicts,
    queryFn: () => api.get<CalendarConflictView[]>(`${base}/conflicts/`),
    enabled,
  });
}

/** Every write here changes what the tab shows: the feeds and the conflicts are read again. */
function useSyncMutation<TInput, TAnswer>(send: (input: TInput) => Promise<TAnswer>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.calendarSync.all }),
  });
}

export const useCreateExport = () =>
  useSyncMutation(({ body, options }: { body: CalendarExportInput; options?: CallOptions }) =>
    api.post<CalendarExportView>(`${base}/exports/`, body, options),
  );
export const useRevokeExport = () =>
  useSyncMutation((id: number) => api.post<CalendarExportView>(`${base}/exports/${id}/revoke/`));
export const useDeleteExport = () => useSyncMutation((id: number) => api.delete(`${base}/exports/${id}/`));

export const useSaveImport = () =>
  useSyncMutation(
    ({ id, body, options }: { id: number | null; body: CalendarImportInput; options?: CallOptions }) =>
      id === null
        ? api.post<CalendarImportView>(`${base}/imports/`, body, options)
        : api.put<CalendarImportView>(`${base}/imports/${id}/`, body),
  );
export const useDeleteImport = () => useSyncMutation((id: number) => api.delete(`${base}/imports/${id}/`));
export const useFetchImport = () =>
  useSyncMutation((id: number) => api.post<CalendarImportView>(`${base}/imports/${id}/fetch/`));

export const useResolveConflict = () =>
  useSyncMutation(({ id, body }: { id: number; body: CalendarConflictResolve }) =>
    api.post(`${base}/conflicts/${id}/resolve/`, body),
  );

/** The rooms by category and the sales channels, for choosing what a feed covers. */
export function useSyncChoices(enabled: boolean) {
  return useQuery({
    queryKey: queryKeys.calendarSync.choices,
    queryFn: async () => {
      const now = Math.floor(Date.now() / 1000);
      const [tree, channels] = await Promise.all([
        api.get<AvailabilityAnswer>('/api/v2/main/availability/', { check_in: now, check_out: now + 60 }),
        api.get<Page<{ id: number; name: string; is_active?: boolean }>>('/api/v2/sales-channels/', {
          'page[number]': 1,
          'page[size]': 1000,
        }),
      ]);
      return { categories: tree.categories, channels: channels.results };
    },
    enabled,
  });
}

/** The rooms free for a conflict's stay ('Принять в другой номер'). */
export function useFreeRooms(checkIn: number, checkOut: number, enabled: boolean) {
  return useQuery({
    queryKey: queryKeys.calendarSync.freeRooms(checkIn, checkOut),
    queryFn: () =>
      api.get<AvailabilityAnswer>('/api/v2/main/availability/', { check_in: checkIn, check_out: checkOut }),
    enabled,
  });
}
