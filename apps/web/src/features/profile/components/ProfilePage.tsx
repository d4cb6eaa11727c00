import { SimpleGrid } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../../ui/PageHeader.tsx';
import { PageLoader } from '../../../ui/PageLoader.tsx';
import { SectionCard } from '../../../ui/SectionCard.tsx';
import { useProfile } from '../../auth/hooks/useProfile.ts';
import { ChangePasswordForm } from './ChangePasswordForm.tsx';
import { ProfileForm } from './ProfileForm.tsx';

/** The signed-in employee's own data and password. */
export function ProfilePage() {
  const { t } = useTranslation();
  const profile = useProfile();
  return (
    <>
      <PageHeader title={t('profile.title')} />
      {profile.data ? (
        <SimpleGrid cols={{ base: 1, lg: 2 }} spacing="lg" maw={1100}>
          <SectionCard title={t('profile.dataTitle')}>
            <ProfileForm key={profile.data.id} profile={profile.data} />
          </SectionCard>
          {/* The shorter password card keeps its own height instead of stretching to the data card's. */}
          <SectionCard title={t('profile.passwordTitle')} style={{ alignSelf: 'start' }}>
            <ChangePasswordForm />
          </SectionCard>
        </SimpleGrid>
      ) : (
        <PageLoader />
      )}
    </>
  );
}
