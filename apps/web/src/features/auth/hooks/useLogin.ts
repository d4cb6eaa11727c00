import type { LoginInput } from '@pms/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../api/client.ts';
import type { LoginResponse } from '../../../api/types.ts';
import { startSession } from '../utils/startSession.ts';

/** Signs in, keeps the token and the company, and primes the profile so the app opens at once. */
export function useLogin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (values: LoginInput) => api.post<LoginResponse>('/api/v2/auth/login/', values),
    onSuccess: (data) => startSession(queryClient, data),
  });
}
