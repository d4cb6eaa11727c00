import { SimpleGrid, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../../ui/PageHeader.tsx';
import { PageLoader } from '../../../ui/PageLoader.tsx';
import { SectionCard } from '../../../ui/SectionCard.tsx';
import { useProfile } from '../../auth/hooks/useProfile.ts';
import { pendingInvitations } from '../utils/invitations.ts';
import { ChangePasswordForm } from './ChangePasswordForm.tsx';
import { EmailCodeForm } from './EmailCodeForm.tsx';
import { InvitationsCard } from './InvitationsCard.tsx';
import { ProfileForm } from './ProfileForm.tsx';

/** The signed-in employee's invitations (when there are any), own data and password. */
export function ProfilePage() {
  const { t } = useTranslation();
  const profile = useProfile();
  if (!profile.data) {
    return (
      <>
        <PageHeader title={t('profile.title')} />
        <PageLoader />
      </>
    );
  }
  const invitations = pendingInvitations(profile.data);
  return (
    <>
      <PageHeader title={t('profile.title')} />
      <Stack gap="lg" maw={1100}>
        {invitations.length > 0 ? <InvitationsCard invitations={invitations} /> : null}
        <SimpleGrid cols={{ base: 1, lg: 2 }} spacing="lg">
          <SectionCard title={t('profile.dataTitle')}>
            <Stack gap="md">
              <ProfileForm key={profile.data.id} profile={profile.data} />
              {/* Beside the form, not inside it: a form of its own. */}
              {profile.data.pending_email ? <EmailCodeForm email={profile.data.pending_email} /> : null}
            </Stack>
          </SectionCard>
          {/* The shorter password card keeps its own height instead of stretching to the data card's. */}
          <SectionCard title={t('profile.passwordTitle')} style={{ alignSelf: 'start' }}>
            <ChangePasswordForm />
          </SectionCard>
        </SimpleGrid>
      </Stack>
    </>
  );
}
