import { Alert, Button, Center } from '@mantine/core';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, Outlet, useLocation, useNavigate } from 'react-router';
import { ApiError } from '../api/ApiError.ts';
import { session } from '../api/session.ts';
import { useProfile } from '../features/auth/hooks/useProfile.ts';
import { pickCompanyId } from '../features/auth/utils/pickCompanyId.ts';
import { errorMessage } from '../ui/errorMessage.ts';
import { FullScreenLoader } from './FullScreenLoader.tsx';

/**
 * Lets the protected screens render only for a verified session (GET profile/); otherwise opens
 * /login and comes back to the same address after signing in.
 */
export function RequireAuth() {
  const { t } = useTranslation();
  const profile = useProfile();
  const location = useLocation();
  const navigate = useNavigate();
  const from = `${location.pathname}${location.search}`;

  useEffect(
    () =>
      session.onUnauthorized(() => {
        void navigate('/login', { replace: true, state: { from, expired: true } });
      }),
    [navigate, from],
  );

  useEffect(() => {
    if (!profile.data) return;
    const companyId = pickCompanyId(session.getCompanyId(), profile.data.companies, profile.data.company_id);
    if (companyId !== session.getCompanyId()) session.setCompanyId(companyId);
  }, [profile.data]);

  if (profile.isPending) return <FullScreenLoader />;
  if (profile.error) {
    if (profile.error instanceof ApiError && profile.error.status === 401) {
      return <Navigate to="/login" replace state={{ from }} />;
    }
    return (
      <Center mih="100vh" p="md">
        <Alert color="red" title={t('common.loadError')} maw={480}>
          {errorMessage(profile.error)}
          <Button
            mt="sm"
            variant="light"
            color="red"
            size="xs"
            display="block"
            onClick={() => profile.refetch()}
          >
            {t('common.retry')}
          </Button>
        </Alert>
      </Center>
    );
  }
  return <Outlet />;
}
