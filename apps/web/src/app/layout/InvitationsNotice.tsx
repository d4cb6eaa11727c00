import { Alert, Anchor, Text } from '@mantine/core';
import { useSessionStorage } from '@mantine/hooks';
import { IconMailForward } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { useProfile } from '../../features/auth/hooks/useProfile.ts';
import { invitationsKey, onlyInvited, pendingInvitations } from '../../features/profile/utils/invitations.ts';

/**
 * A one-line reminder above every screen that companies invite the employee, with a link to the
 * profile where they answer. Hiding it lasts for this tab until another company invites; an employee
 * who works nowhere yet cannot hide it, since answering is the only thing they can do.
 */
export function InvitationsNotice() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const profile = useProfile();
  const invitations = pendingInvitations(profile.data);
  const noCompany = onlyInvited(profile.data);
  // Per employee, so a colleague signing in at the same desk still sees theirs.
  const shown = `${profile.data?.id}:${invitationsKey(invitations)}`;
  const [dismissed, setDismissed] = useSessionStorage<string>({
    key: 'pms.invitationsNoticeHidden',
    defaultValue: '',
  });

  if (invitations.length === 0 || pathname === '/profile') return null;
  if (!noCompany && dismissed === shown) return null;
  const names = invitations.map((invitation) => `«${invitation.name}»`).join(', ');
  const message = t(invitations.length === 1 ? 'invitationsNotice.one' : 'invitationsNotice.many', { names });

  return (
    <Alert
      color="orange"
      variant="light"
      icon={<IconMailForward size={18} />}
      withCloseButton={!noCompany}
      closeButtonLabel={t('invitationsNotice.dismiss')}
      onClose={() => setDismissed(shown)}
      mb="md"
      py="xs"
      role="status"
    >
      <Text size="sm">
        {message} {noCompany ? `${t('invitationsNotice.noCompany')} ` : null}
        <Anchor component={Link} to="/profile" size="sm" fw={600}>
          {t('invitationsNotice.action')}
        </Anchor>
      </Text>
    </Alert>
  );
}
