import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { api } from '../../../api/client.ts';
import { queryKeys } from '../../../api/queryKeys.ts';
import type { Invitation, Profile } from '../../../api/types.ts';
import { notifyError } from '../../../ui/notifyError.ts';
import { notifySuccess } from '../../../ui/notifySuccess.ts';
import { pendingInvitations } from '../utils/invitations.ts';
import { invitationPath } from './invitationsPath.ts';

/** Declines an invitation: it leaves the profile at once, then the profile is refreshed. */
export function useDeclineInvitation() {
  const queryClient = useQueryClient();
  const { t } = useTranslation();
  return useMutation({
    mutationFn: (invitation: Invitation) => api.delete(invitationPath(invitation.company_id)),
    onSuccess: async (_result, invitation) => {
      queryClient.setQueryData<Profile>(queryKeys.profile, (old) =>
        old
          ? {
              ...old,
              invitations: pendingInvitations(old).filter((i) => i.company_id !== invitation.company_id),
            }
          : old,
      );
      notifySuccess(t('profile.invitations.declined', { name: invitation.name }));
      await queryClient.invalidateQueries({ queryKey: queryKeys.profile });
    },
    // An invitation withdrawn meanwhile answers 404: say so and show the invitations as they are now.
    onError: (error) => {
      notifyError(error);
      void queryClient.invalidateQueries({ queryKey: queryKeys.profile });
    },
  });
}
