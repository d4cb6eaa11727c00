import { useQuery } from '@tanstack/react-query';
import { api } from '../../../api/client.ts';
import { queryKeys } from '../../../api/queryKeys.ts';
import type { InvitationLink } from '../../../api/types.ts';

/**
 * What the invitation link in the address bar invites to. The token is sent in a POST body, never in a
 * URL, so it stays out of server logs; a used or expired link answers once, without retries.
 */
export function useInvitationLink(token: string) {
  return useQuery({
    queryKey: queryKeys.invitationLink(token),
    queryFn: () => api.post<InvitationLink>('/api/v2/auth/invitation/', { token }),
    enabled: token !== '',
    retry: false,
    staleTime: Number.POSITIVE_INFINITY,
  });
}
