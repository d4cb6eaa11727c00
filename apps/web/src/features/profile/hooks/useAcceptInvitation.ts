import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { api } from '../../../api/client.ts';
import { queryKeys } from '../../../api/queryKeys.ts';
import type { CompanyShort, Invitation, InvitationAnswer, Profile } from '../../../api/types.ts';
import { notifyError } from '../../../ui/notifyError.ts';
import { notifySuccess } from '../../../ui/notifySuccess.ts';
import { invitationPath } from './invitationsPath.ts';

/**
 * Accepts an invitation. The answer's companies go straight into the header's switcher, so the new
 * company is there at once (and becomes the current one if the employee had none); then both the
 * profile and the list are refreshed from the server.
 */
export function useAcceptInvitation() {
  const queryClient = useQueryClient();
  const { t } = useTranslation();
  return useMutation({
    mutationFn: (invitation: Invitation) =>
      api.post<InvitationAnswer>(`${invitationPath(invitation.company_id)}accept/`),
    onSuccess: async ({ companies, invitations }, invitation) => {
      queryClient.setQueryData<CompanyShort[]>(queryKeys.companiesList, companies);
      queryClient.setQueryData<Profile>(queryKeys.profile, (old) =>
        old ? { ...old, companies, invitations } : old,
      );
      notifySuccess(t('profile.invitations.accepted', { name: invitation.name }));
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.profile }),
        queryClient.invalidateQueries({ queryKey: queryKeys.companiesList }),
      ]);
    },
    // An invitation withdrawn meanwhile answers 404: say so and show the invitations as they are now.
    onError: (error) => {
      notifyError(error);
      void queryClient.invalidateQueries({ queryKey: queryKeys.profile });
    },
  });
}
