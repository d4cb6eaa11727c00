import {
  IconBed,
  IconBuilding,
  IconCalendarMonth,
  IconCategory,
  IconChartBar,
  IconClipboardList,
  IconMail,
  IconSettings,
  IconUsers,
} from '@tabler/icons-react';
import type { ComponentType } from 'react';
import { catalogueManifest } from '../../features/admin/catalogues/catalogueManifest.ts';
import type { CatalogueKey } from '../../features/admin/catalogues/catalogueTypes.ts';

interface NavItem {
  to: string;
  labelKey:
    | 'nav.calendar'
    | 'nav.bookings'
    | 'nav.reports'
    | 'mail.title'
    | 'nav.categories'
    | 'nav.rooms'
    | 'nav.employees'
    | 'nav.companies'
    | 'nav.companyInfo'
    | `${CatalogueKey}.title`;
  icon: ComponentType<{ size?: number; stroke?: number }>;
}

/** The navbar: work screens first, then the 'Администрирование' section. */
export const navItems: { main: NavItem[]; admin: NavItem[] } = {
  main: [
    { to: '/', labelKey: 'nav.calendar', icon: IconCalendarMonth },
    { to: '/bookings', labelKey: 'nav.bookings', icon: IconClipboardList },
    { to: '/reports', labelKey: 'nav.reports', icon: IconChartBar },
    { to: '/mail', labelKey: 'mail.title', icon: IconMail },
  ],
  admin: [
    { to: '/admin/categories', labelKey: 'nav.categories', icon: IconCategory },
    { to: '/admin/rooms', labelKey: 'nav.rooms', icon: IconBed },
    // The sales catalogues, named by their screens' titles.
    ...catalogueManifest.map((def) => ({
      to: def.route,
      labelKey: `${def.key}.title` as const,
      icon: def.icon,
    })),
    { to: '/admin/employees', labelKey: 'nav.employees', icon: IconUsers },
    { to: '/admin/companies', labelKey: 'nav.companies', icon: IconBuilding },
    { to: '/admin/company-info', labelKey: 'nav.companyInfo', icon: IconSettings },
  ],
};
