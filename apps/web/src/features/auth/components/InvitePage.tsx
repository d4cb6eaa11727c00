import { zodResolver } from '@hookform/resolvers/zod';
import {
  Alert,
  Button,
  Center,
  Loader,
  Paper,
  PasswordInput,
  Stack,
  Text,
  TextInput,
  ThemeIcon,
  Title,
} from '@mantine/core';
import { invitationClaimSchema } from '@pms/domain';
import { IconAlertCircle, IconMailOpened } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate } from 'react-router';
import { z } from 'zod';
import type { InvitationLink } from '../../../api/types.ts';
import { i18n } from '../../../i18n/i18n.ts';
import { errorMessage } from '../../../ui/errorMessage.ts';
import { submitWithServerErrors } from '../../../ui/form/submitWithServerErrors.ts';
import { notifySuccess } from '../../../ui/notifySuccess.ts';
import { useClaimInvitation } from '../hooks/useClaimInvitation.ts';
import { useInvitationLink } from '../hooks/useInvitationLink.ts';

const passwordForm = z
  .object({ password: invitationClaimSchema.shape.password, repeat: z.string() })
  .refine((v) => v.password === v.repeat, { message: i18n.t('invite.mismatch'), path: ['repeat'] });

/** The card every state of the page is shown in, as the login's. */
function InviteCard({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  return (
    <Center component="main" mih="100vh" bg="var(--mantine-color-gray-0)" p="md">
      <Paper component="main" withBorder shadow="sm" radius="md" p="xl" w="100%" maw={440}>
        <Stack gap="md">
          <Stack gap={6} align="center">
            <ThemeIcon size={48} radius="xl" variant="light">
              <IconMailOpened size={28} />
            </ThemeIcon>
            <Title order={1} size="h2" ta="center">
              {t('invite.title')}
            </Title>
          </Stack>
          {children}
        </Stack>
      </Paper>
    </Center>
  );
}

function SetPasswordForm({ token, link }: { token: string; link: InvitationLink }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const claim = useClaimInvitation();
  const form = useForm({ resolver: zodResolver(passwordForm), defaultValues: { password: '', repeat: '' } });
  const { errors } = form.formState;

  const onSubmit = submitWithServerErrors(form, async ({ password }) => {
    await claim.mutateAsync({ token, password });
    notifySuccess(t('invite.joined', { company: link.company }));
    await navigate('/', { replace: true });
  });

  return (
    <form onSubmit={onSubmit} noValidate>
      <Stack gap="md">
        <Text size="sm">{t('invite.setPassword')}</Text>
        {/* The login the password manager files the new password under. */}
        <TextInput label={t('auth.email')} value={link.email} readOnly autoComplete="username" />
        <PasswordInput
          label={t('invite.password')}
          autoComplete="new-password"
          autoFocus
          withAsterisk
          error={errors.password?.message}
          {...form.register('password')}
        />
        <PasswordInput
          label={t('invite.repeat')}
          autoComplete="new-password"
          withAsterisk
          error={errors.repeat?.message}
          {...form.register('repeat')}
        />
        <Button type="submit" fullWidth loading={claim.isPending}>
          {t('invite.submit')}
        </Button>
      </Stack>
    </form>
  );
}

/**
 * The page an invitation mail links to (`/invite#<token>`; the token after '#' never reaches a server
 * log). An account without a password gets the one its invitee types here and joins the company; one
 * that has a password signs in and accepts in the profile (issue 25).
 */
export function InvitePage() {
  const { t } = useTranslation();
  const token = useLocation().hash.replace(/^#/, '');
  const link = useInvitationLink(token);

  if (token === '' || link.isError) {
    return (
      <InviteCard>
        <Alert color="red" icon={<IconAlertCircle />} role="alert">
          {link.isError ? errorMessage(link.error) : t('invite.missing')}
        </Alert>
        <Button component={Link} to="/login" variant="default" fullWidth>
          {t('invite.toLogin')}
        </Button>
      </InviteCard>
    );
  }
  if (!link.data) {
    return (
      <InviteCard>
        <Stack align="center" gap="xs" role="status">
          <Loader size="sm" />
          <Text size="sm" c="dimmed">
            {t('invite.loading')}
          </Text>
        </Stack>
      </InviteCard>
    );
  }
  return (
    <InviteCard>
      <Stack gap={4} align="center">
        <Text fw={600} ta="center">
          {t('invite.joins', { company: link.data.company })}
        </Text>
        <Text size="sm" c="dimmed" ta="center">
          {t('invite.account', { email: link.data.email })}
        </Text>
      </Stack>
      {link.data.has_password ? (
        <>
          <Alert color="blue">{t('invite.hasPassword')}</Alert>
          <Button component={Link} to="/login" state={{ from: '/profile' }} fullWidth>
            {t('invite.toLogin')}
          </Button>
        </>
      ) : (
        <SetPasswordForm token={token} link={link.data} />
      )}
    </InviteCard>
  );
}
