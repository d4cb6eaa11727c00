import { Center, Loader, Paper, SimpleGrid, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../../ui/PageHeader.tsx';
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
          <Paper withBorder radius="md" p="lg">
            <Title order={4} mb="md">
              {t('profile.dataTitle')}
            </Title>
            <ProfileForm key={profile.data.id} profile={profile.data} />
          </Paper>
          <Paper withBorder radius="md" p="lg" style={{ alignSelf: 'start' }}>
            <Title order={4} mb="md">
              {t('profile.passwordTitle')}
            </Title>
            <ChangePasswordForm />
          </Paper>
        </SimpleGrid>
      ) : (
        <Center py="xl">
          <Loader aria-label={t('app.loading')} />
        </Center>
      )}
    </>
  );
}
