import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../api/client.ts';
import type { LoginResponse } from '../../../api/types.ts';
import { startSession } from '../utils/startSession.ts';

/** Takes up the invitation link: the invitee's own password, the company joined, and a session. */
export function useClaimInvitation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: { token: string; password: string }) =>
      api.post<LoginResponse>('/api/v2/auth/invitation/accept/', body),
    onSuccess: (data) => startSession(queryClient, data),
  });
}
