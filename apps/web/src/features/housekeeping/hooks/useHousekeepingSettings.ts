import type { HousekeepingSettings } from '@pms/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../api/client.ts';
import { queryKeys } from '../../../api/queryKeys.ts';
import type { HousekeepingSettingsAnswer } from '../types/housekeepingTypes.ts';

const path = '/api/v2/housekeeping/settings/';

/** The company's housekeeping automation (check-out makes dirty, the daily tidy's hour, linen). */
export function useHousekeepingSettings(enabled: boolean) {
  return useQuery({
    queryKey: queryKeys.housekeeping.settings,
    queryFn: () => api.get<HousekeepingSettingsAnswer>(path),
    enabled,
  });
}

export function useSaveHousekeepingSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: HousekeepingSettings) => api.put<HousekeepingSettingsAnswer>(path, body),
    onSuccess: (answer) => queryClient.setQueryData(queryKeys.housekeeping.settings, answer),
  });
}
