import {
  Alert,
  Button,
  Center,
  Paper,
  PasswordInput,
  Stack,
  Text,
  TextInput,
  ThemeIcon,
  Title,
} from '@mantine/core';
import { homePath } from '@pms/domain';
import { IconAlertCircle, IconBuildingSkyscraper } from '@tabler/icons-react';
import { useLayoutEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { session } from '../../../api/session.ts';
import { errorMessage } from '../../../ui/errorMessage.ts';
import { useLogin } from '../hooks/useLogin.ts';
import { useLoginForm } from '../hooks/useLoginForm.ts';
import { takeLoginShell } from '../utils/loginShell.ts';

/** The address the login was asked from, else the home of the signed-in role in its company (homePath). */
function redirectTarget(state: unknown, home: string): string {
  const from = (state as { from?: unknown } | null)?.from;
  return typeof from === 'string' && from.startsWith('/') && !from.startsWith('/login') ? from : home;
}

/**
 * The sign-in form: e-mail and password; the server's refusal is shown above the button. `shell` renders
 * it for the HTML the server sends before the app's code (loginShell.prerender.tsx): a button that sends
 * nothing by itself, and a mark the app finds it by. The real form starts from what was typed there.
 */
export function LoginPage({ shell = false }: { shell?: boolean }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const location = useLocation();
  const login = useLogin();
  const [serverError, setServerError] = useState<string | null>(null);
  const expired = (location.state as { expired?: unknown } | null)?.expired === true;
  const [handover] = useState(takeLoginShell);
  const form = useRef<HTMLFormElement>(null);
  // A refusal that names no field of the form (a wrong password) shows above it, not as a toast.
  const { field, onSubmit } = useLoginForm(
    async (values) => {
      setServerError(null);
      const signedIn = await login.mutateAsync(values);
      const role = signedIn.companies.find((c) => c.id === session.getCompanyId())?.role;
      await navigate(redirectTarget(location.state, homePath(role)), { replace: true });
    },
    (error) => setServerError(errorMessage(error)),
    handover?.values,
  );
  // Before the first paint: the field that had the focus keeps it, and a press of 'Войти' is sent.
  useLayoutEffect(() => {
    if (!handover) return;
    if (handover.focus)
      form.current?.querySelector<HTMLInputElement>(`input[name="${handover.focus}"]`)?.focus();
    if (handover.submit) form.current?.requestSubmit();
  }, [handover]);

  return (
    <Center component="main" mih="100vh" bg="var(--mantine-color-gray-0)" p="md">
      <Paper withBorder shadow="sm" radius="md" p="xl" w="100%" maw={400}>
        <form ref={form} onSubmit={onSubmit} noValidate data-login-shell={shell || undefined}>
          <Stack gap="md">
            <Stack gap={6} align="center">
              <ThemeIcon size={48} radius="xl" variant="light">
                <IconBuildingSkyscraper size={28} />
              </ThemeIcon>
              <Title order={1} size="h2" ta="center">
                {t('auth.title')}
              </Title>
              <Text c="dimmed" size="sm" ta="center">
                {t('auth.subtitle')}
              </Text>
            </Stack>
            {serverError ? (
              <Alert color="red" icon={<IconAlertCircle />} role="alert">
                {serverError}
              </Alert>
            ) : null}
            {expired && !serverError ? <Alert color="blue">{t('auth.sessionExpired')}</Alert> : null}
            <TextInput
              label={t('auth.email')}
              type="email"
              autoComplete="username"
              autoFocus={!handover?.focus}
              {...field('email')}
            />
            <PasswordInput
              label={t('auth.password')}
              autoComplete="current-password"
              {...field('password')}
            />
            <Button type={shell ? 'button' : 'submit'} data-login-send fullWidth loading={login.isPending}>
              {t('auth.submit')}
            </Button>
          </Stack>
        </form>
      </Paper>
    </Center>
  );
}
