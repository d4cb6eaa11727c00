import { useQuery } from '@tanstack/react-query';
import { ApiError } from '../../../api/ApiError.ts';
import { api } from '../../../api/client.ts';
import { queryKeys } from '../../../api/queryKeys.ts';
import type { Profile } from '../../../api/types.ts';

const PROFILE_PATH = '/api/v2/user/employees/profile/';

/** The signed-in employee with their companies; a 401 here means there is no session. */
export function useProfile() {
  return useQuery({
    queryKey: queryKeys.profile,
    queryFn: () => api.get<Profile>(PROFILE_PATH),
    staleTime: 5 * 60_000,
    retry: (failures, error) =>
      !(error instanceof ApiError && error.status > 0 && error.status < 500) && failures < 2,
  });
}
