import { AppShell, Burger, Group, Text, ThemeIcon, UnstyledButton } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { objectTypes, oneOf } from '@pms/domain';
import { IconBuildingSkyscraper, IconLock } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, Outlet, useLocation } from 'react-router';
import { useCompanyInfo } from '../../features/admin/company-info/hooks/useCompanyInfo.ts';
import { useCan, useRole } from '../../features/auth/hooks/useCan.ts';
import { ComingSoon } from '../../ui/ComingSoon.tsx';
import { SignedInProviders } from '../SignedInProviders.tsx';
import { AppNavbar } from './AppNavbar.tsx';
import { CompanySwitcher } from './CompanySwitcher.tsx';
import { InvitationsNotice } from './InvitationsNotice.tsx';
import { screenAllowed, screenFits } from './navItems.ts';
import { MAIN_ID, SkipLink } from './SkipLink.tsx';
import { UserMenu } from './UserMenu.tsx';

/** Header (product, company switcher, user menu), navbar and the current screen. */
export function AppLayout() {
  const { t } = useTranslation();
  const [opened, { toggle, close }] = useDisclosure(false);
  const { pathname } = useLocation();
  const objectType = oneOf(objectTypes, useCompanyInfo().data?.object_type);
  // Until the role is known the screen shows (the server refuses what the role may not do anyway).
  const role = useRole();
  const can = useCan();
  return (
    <SignedInProviders>
      <AppShell
        header={{ height: 60 }}
        navbar={{ width: 248, breakpoint: 'sm', collapsed: { mobile: !opened } }}
        // A phone keeps its narrow width for the screen: tables and the calendar grid (issue 28, item 12).
        padding={{ base: 'xs', sm: 'lg' }}
      >
        <SkipLink />
        <AppShell.Header>
          <Group h="100%" px="md" justify="space-between" wrap="nowrap">
            <Group gap="sm" wrap="nowrap">
              <Burger
                opened={opened}
                onClick={toggle}
                hiddenFrom="sm"
                size="sm"
                aria-label={t('app.toggleNavigation')}
              />
              <UnstyledButton component={Link} to="/" aria-label={t('app.name')}>
                <Group gap={8} wrap="nowrap">
                  <ThemeIcon size={32} radius="md">
                    <IconBuildingSkyscraper size={20} />
                  </ThemeIcon>
                  <Text fw={700} size="lg" visibleFrom="xs">
                    {t('app.name')}
                  </Text>
                </Group>
              </UnstyledButton>
            </Group>
            <Group gap="sm" wrap="nowrap">
              <CompanySwitcher />
              <UserMenu />
            </Group>
          </Group>
        </AppShell.Header>
        <AppShell.Navbar p="sm">
          <AppNavbar onNavigate={close} />
        </AppShell.Navbar>
        <AppShell.Main
          id={MAIN_ID}
          tabIndex={-1}
          bg="var(--mantine-color-gray-0)"
          style={{ outline: 'none' }}
        >
          <InvitationsNotice />
          {/* A hotel's screen in a leisure company (or back) is not there: its calendar is. */}
          {!screenFits(pathname, objectType) ? (
            <Navigate to="/" replace />
          ) : role === undefined || screenAllowed(pathname, can) ? (
            <Outlet />
          ) : (
            <ComingSoon
              icon={<IconLock size={32} />}
              title={t('roles.forbiddenTitle')}
              description={t('roles.forbiddenScreen')}
            />
          )}
        </AppShell.Main>
      </AppShell>
    </SignedInProviders>
  );
}
