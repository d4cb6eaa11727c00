import type { emailCodeSchema } from '@pms/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '../../../api/client.ts';
import { queryKeys } from '../../../api/queryKeys.ts';
import type { Employee, Profile } from '../../../api/types.ts';

type EmailCode = z.output<typeof emailCodeSchema>;

/** Confirms the new login with the code mailed to it; the profile then shows the new e-mail. */
export function useConfirmEmail() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: EmailCode) =>
      api.post<Employee & { pending_email: null }>('/api/v2/user/employees/profile/confirm-email/', body),
    onSuccess: async (employee) => {
      queryClient.setQueryData<Profile>(queryKeys.profile, (old) => (old ? { ...old, ...employee } : old));
      await queryClient.invalidateQueries({ queryKey: queryKeys.profile });
      await queryClient.invalidateQueries({ queryKey: queryKeys.employees });
    },
  });
}
