import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { api } from '../../../api/client.ts';
import { session } from '../../../api/session.ts';

/** Ends the session on the server, forgets the token and every cached answer, and opens /login. */
export function useLogout() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useMutation({
    mutationFn: () => api.post<{ ok: true }>('/api/v2/auth/logout/'),
    onSettled: () => {
      session.setToken(null);
      queryClient.clear();
      void navigate('/login', { replace: true });
    },
  });
}
