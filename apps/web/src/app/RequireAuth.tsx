import { Center } from '@mantine/core';
import { useEffect } from 'react';
import { Navigate, Outlet, useLocation, useNavigate } from 'react-router';
import { ApiError } from '../api/ApiError.ts';
import { session } from '../api/session.ts';
import { useProfile } from '../features/auth/hooks/useProfile.ts';
import { pickCompanyId } from '../features/auth/utils/pickCompanyId.ts';
import { onlyInvited } from '../features/profile/utils/invitations.ts';
import { LoadError } from '../ui/LoadError.tsx';
import { PageLoader } from '../ui/PageLoader.tsx';

/**
 * Lets the protected screens render only for a verified session (GET profile/); otherwise opens
 * /login and comes back to the same address after signing in.
 */
export function RequireAuth() {
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

  if (profile.isPending) return <PageLoader fullScreen />;
  if (profile.error) {
    if (profile.error instanceof ApiError && profile.error.status === 401) {
      return <Navigate to="/login" replace state={{ from }} />;
    }
    return (
      <Center mih="100vh" p="md">
        <LoadError maw={480} error={profile.error} onRetry={() => profile.refetch()} />
      </Center>
    );
  }
  // Someone who works nowhere yet would meet a refused calendar; their first step is the profile, to accept.
  if (location.pathname === '/' && onlyInvited(profile.data)) return <Navigate to="/profile" replace />;
  return <Outlet />;
}
