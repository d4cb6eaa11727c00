import type { profileEditSchema } from '@pms/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '../../../api/client.ts';
import { queryKeys } from '../../../api/queryKeys.ts';
import type { Employee, Profile } from '../../../api/types.ts';

type ProfileEdit = z.output<typeof profileEditSchema>;

/** Saves the signed-in employee's own data (PUT profile-edit/) and updates the cached profile. */
export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ProfileEdit) =>
      api.put<Employee & { pending_email: string | null }>('/api/v2/user/employees/profile-edit/', body),
    onSuccess: async (employee) => {
      queryClient.setQueryData<Profile>(queryKeys.profile, (old) => (old ? { ...old, ...employee } : old));
      await queryClient.invalidateQueries({ queryKey: queryKeys.profile });
      await queryClient.invalidateQueries({ queryKey: queryKeys.employees });
    },
  });
}
