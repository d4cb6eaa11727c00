import {
  IconBed,
  IconBuilding,
  IconCalendarMonth,
  IconCategory,
  IconClipboardList,
  IconSettings,
  IconUsers,
} from '@tabler/icons-react';
import type { ComponentType } from 'react';

interface NavItem {
  to: string;
  labelKey:
    | 'nav.calendar'
    | 'nav.bookings'
    | 'nav.categories'
    | 'nav.rooms'
    | 'nav.employees'
    | 'nav.companies'
    | 'nav.companyInfo';
  icon: ComponentType<{ size?: number; stroke?: number }>;
}

/** The navbar: work screens first, then the 'Администрирование' section. */
export const navItems: { main: NavItem[]; admin: NavItem[] } = {
  main: [
    { to: '/', labelKey: 'nav.calendar', icon: IconCalendarMonth },
    { to: '/bookings', labelKey: 'nav.bookings', icon: IconClipboardList },
  ],
  admin: [
    { to: '/admin/categories', labelKey: 'nav.categories', icon: IconCategory },
    { to: '/admin/rooms', labelKey: 'nav.rooms', icon: IconBed },
    { to: '/admin/employees', labelKey: 'nav.employees', icon: IconUsers },
    { to: '/admin/companies', labelKey: 'nav.companies', icon: IconBuilding },
    { to: '/admin/company-info', labelKey: 'nav.companyInfo', icon: IconSettings },
  ],
};
