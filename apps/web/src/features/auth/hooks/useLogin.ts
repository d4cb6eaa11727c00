import type { LoginInput } from '@pms/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../api/client.ts';
import { queryKeys } from '../../../api/queryKeys.ts';
import { session } from '../../../api/session.ts';
import type { LoginResponse, Profile } from '../../../api/types.ts';
import { pickCompanyId } from '../utils/pickCompanyId.ts';

/** Signs in, keeps the token and the company, and primes the profile so the app opens at once. */
export function useLogin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (values: LoginInput) => api.post<LoginResponse>('/api/v2/auth/login/', values),
    onSuccess: (data) => {
      queryClient.clear();
      session.setToken(data.token);
      session.setCompanyId(pickCompanyId(session.getCompanyId(), data.companies, data.company_id));
      const profile: Profile = {
        ...data.user,
        companies: data.companies,
        company_id: data.company_id,
        invitations: data.invitations ?? [],
      };
      queryClient.setQueryData(queryKeys.profile, profile);
    },
  });
}
