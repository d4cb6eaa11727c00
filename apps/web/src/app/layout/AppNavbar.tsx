import { NavLink, Text } from '@mantine/core';
import { objectTypes, oneOf } from '@pms/domain';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { useCompanyInfo } from '../../features/admin/company-info/hooks/useCompanyInfo.ts';
import { useCan } from '../../features/auth/hooks/useCan.ts';
import { type NavItem, navItemsFor } from './navItems.ts';

function isActive(pathname: string, to: string): boolean {
  return to === '/' ? pathname === '/' : pathname === to || pathname.startsWith(`${to}/`);
}

/**
 * Links to the work screens and to the administration section, as the current company's object type
 * has them (a leisure company administers activities, not rooms) and the employee's role allows.
 */
export function AppNavbar({ onNavigate }: { onNavigate: () => void }) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const navItems = navItemsFor(oneOf(objectTypes, useCompanyInfo().data?.object_type), useCan());
  const renderItem = (item: NavItem) => (
    <NavLink
      key={item.to}
      component={Link}
      to={item.to}
      label={t(item.labelKey)}
      leftSection={<item.icon size={18} stroke={1.6} />}
      active={isActive(pathname, item.to)}
      aria-current={isActive(pathname, item.to) ? 'page' : undefined}
      onClick={onNavigate}
      variant="light"
      style={{ borderRadius: 'var(--mantine-radius-md)' }}
    />
  );
  return (
    // A plain scroller with its bar hidden, not Mantine's ScrollArea: its scrollbars watch their sizes
    // and measured the whole page (a forced layout of 13 ms) as the calendar's first bars were drawn
    // (issue 31).
    <div style={{ flex: '1 1 auto', minHeight: 0, overflowY: 'auto', scrollbarWidth: 'none' }}>
      <nav aria-label={t('app.name')}>
        {navItems.main.map(renderItem)}
        <Text size="xs" fw={600} c="dimmed" tt="uppercase" mt="lg" mb={6} px="sm">
          {t('nav.administration')}
        </Text>
        {navItems.admin.map(renderItem)}
      </nav>
    </div>
  );
}
