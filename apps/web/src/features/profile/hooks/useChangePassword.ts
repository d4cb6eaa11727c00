import type { changePasswordSchema } from '@pms/domain';
import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '../../../api/client.ts';

type ChangePassword = z.output<typeof changePasswordSchema>;

/** Changes the own password; the server ends the employee's other sessions. */
export function useChangePassword() {
  return useMutation({
    mutationFn: (body: ChangePassword) =>
      api.post<{ ok: true }>('/api/v2/user/employees/change-password/', body),
  });
}
