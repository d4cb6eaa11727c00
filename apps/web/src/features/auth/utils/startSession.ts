import type { QueryClient } from '@tanstack/react-query';
import { queryKeys } from '../../../api/queryKeys.ts';
import { session } from '../../../api/session.ts';
import type { LoginResponse, Profile } from '../../../api/types.ts';
import { pickCompanyId } from './pickCompanyId.ts';

/**
 * A new session (a login, or an invitation link taken up): keeps the token and the company, and primes
 * the profile so the app opens at once. Whatever an earlier session cached is dropped.
 */
export function startSession(queryClient: QueryClient, data: LoginResponse) {
  queryClient.clear();
  session.setToken(data.token);
  session.setCompanyId(pickCompanyId(session.getCompanyId(), data.companies, data.company_id));
  const profile: Profile = {
    ...data.user,
    companies: data.companies,
    company_id: data.company_id,
    invitations: data.invitations ?? [],
    pending_email: null,
  };
  queryClient.setQueryData(queryKeys.profile, profile);
}
