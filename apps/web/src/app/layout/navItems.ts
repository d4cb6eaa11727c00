import { HOUSEKEEPING_PATH, type ObjectType, type Permission } from '@pms/domain';
import {
  IconBed,
  IconBrush,
  IconBuilding,
  IconCalendarMonth,
  IconCategory,
  IconChartBar,
  IconClipboardList,
  IconCoin,
  IconHistory,
  IconListCheck,
  IconMail,
  IconMapPin,
  IconMountain,
  IconPlugConnected,
  IconSettings,
  IconTicket,
  IconUsers,
} from '@tabler/icons-react';
import type { ComponentType } from 'react';
import { catalogueNav } from '../../features/admin/catalogues/catalogueNav.ts';
import type { CatalogueKey } from '../../features/admin/catalogues/catalogueTypes.ts';

export interface NavItem {
  to: string;
  labelKey:
    | 'nav.calendar'
    | 'nav.bookings'
    | 'nav.reports'
    | 'nav.housekeeping'
    | 'nav.dayTasks'
    | 'mail.title'
    | 'nav.categories'
    | 'nav.rooms'
    | 'nav.employees'
    | 'nav.companies'
    | 'nav.companyInfo'
    | 'nav.integrations'
    | 'audit.title'
    | 'leisureCategories.title'
    | 'leisureRooms.title'
    | 'leisureTariffs.title'
    | 'rates.title'
    | `${CatalogueKey}.title`;
  icon: ComponentType<{ size?: number; stroke?: number }>;
  /** Shown only when the current company is of this object type; absent, to every company. */
  only?: ObjectType;
  /** Shown only to a role holding one of these (domain roles.ts); absent, to every signed-in employee. */
  needs?: Permission[];
}

/**
 * Catalogues of hotel stays, which a leisure company does not sell: meals, services and discounts price a
 * booking, and sales channels allot rooms ('Добавить блок'). Payment types, news and banners serve both.
 */
const hotelOnlyCatalogues: ReadonlySet<CatalogueKey> = new Set([
  'foodTariffs',
  'services',
  'discounts',
  'salesChannels',
]);

/**
 * The navbar: work screens first, then the 'Администрирование' section. A hotel keeps its room
 * categories, rooms and food tariffs; a leisure company (issue 14) has activities, their places and
 * their tariffs in their place.
 */
const navItems: { main: NavItem[]; admin: NavItem[] } = {
  main: [
    { to: '/', labelKey: 'nav.calendar', icon: IconCalendarMonth, needs: ['calendar.view'] },
    // The list of room bookings: a leisure company finds its orders in the day's 'Заказы дня'.
    {
      to: '/bookings',
      labelKey: 'nav.bookings',
      icon: IconClipboardList,
      only: 'hotel',
      needs: ['bookings.view'],
    },
    // Housekeeping (issue 33): a housekeeper's own rooms and tasks; the supervisor's and the front desk's
    // whole board.
    {
      to: HOUSEKEEPING_PATH,
      labelKey: 'nav.housekeeping',
      icon: IconBrush,
      only: 'hotel',
      needs: ['housekeeping.view'],
    },
    // Every employee has a list of her own: a free task may go to anyone of the company.
    { to: '/tasks', labelKey: 'nav.dayTasks', icon: IconListCheck, only: 'hotel' },
    // The front desk sees its shift's cash report only; managers and accountants every report; the
    // housekeeping supervisor the housekeeping reports.
    {
      to: '/reports',
      labelKey: 'nav.reports',
      icon: IconChartBar,
      needs: ['reports.view', 'reports.cash', 'housekeeping.assign'],
    },
    { to: '/mail', labelKey: 'mail.title', icon: IconMail, needs: ['mail.view'] },
  ],
  admin: [
    ...[
      { to: '/admin/categories', labelKey: 'nav.categories', icon: IconCategory, only: 'hotel' },
      { to: '/admin/rooms', labelKey: 'nav.rooms', icon: IconBed, only: 'hotel' },
      { to: '/admin/leisure', labelKey: 'leisureCategories.title', icon: IconMountain, only: 'leisure' },
      { to: '/admin/leisure-rooms', labelKey: 'leisureRooms.title', icon: IconMapPin, only: 'leisure' },
      { to: '/admin/leisure-tariffs', labelKey: 'leisureTariffs.title', icon: IconTicket, only: 'leisure' },
    ].map((item): NavItem => ({ ...(item as NavItem), needs: ['catalogues.view'] })),
    // Prices by date and restrictions of the rate plans (issue 32): read with the catalogues, changed with 'rates.edit'.
    {
      to: '/admin/rates',
      labelKey: 'rates.title',
      icon: IconCoin,
      only: 'hotel',
      needs: ['catalogues.view'],
    },
    // The sales catalogues, named by their screens' titles.
    ...catalogueNav.map(
      (def): NavItem => ({
        to: def.route,
        labelKey: `${def.key}.title`,
        icon: def.icon,
        only: hotelOnlyCatalogues.has(def.key) ? 'hotel' : undefined,
        needs: ['catalogues.view'],
      }),
    ),
    { to: '/admin/employees', labelKey: 'nav.employees', icon: IconUsers, needs: ['employees.view'] },
    // Every employee sees the companies they work in (a company's own settings need 'company.edit').
    { to: '/admin/companies', labelKey: 'nav.companies', icon: IconBuilding },
    { to: '/admin/company-info', labelKey: 'nav.companyInfo', icon: IconSettings, needs: ['company.edit'] },
    { to: '/admin/audit', labelKey: 'audit.title', icon: IconHistory, needs: ['audit.view'] },
    // Issue 34: calendar sync and webhooks ('company.edit'), API keys (the owner's 'integrations.manage').
    {
      to: '/admin/integrations',
      labelKey: 'nav.integrations',
      icon: IconPlugConnected,
      needs: ['integrations.manage', 'company.edit'],
    },
  ],
};

/** Whether a role that may do what `can` says has the item. */
const allowed = (item: NavItem, can: (p: Permission) => boolean) =>
  item.needs === undefined || item.needs.some(can);

/**
 * The items a company of `objectType` sees, as far as the role may (`can`). Until its type is known (the
 * company's settings still loading) only the items every company has are shown, so a leisure company
 * never flashes the hotel's.
 */
export function navItemsFor(
  objectType: ObjectType | undefined,
  can: (p: Permission) => boolean,
): { main: NavItem[]; admin: NavItem[] } {
  const fits = (item: NavItem) => (item.only === undefined || item.only === objectType) && allowed(item, can);
  return { main: navItems.main.filter(fits), admin: navItems.admin.filter(fits) };
}

const itemAt = (pathname: string) => {
  const path = pathname.replace(/\/+$/, '') || '/';
  return [...navItems.main, ...navItems.admin].find((i) => i.to === path);
};

/**
 * Whether a company of `objectType` has the screen at `pathname` (a switch of company while on a
 * hotel-only screen, or a typed address): the screens are the navbar's, so the two never disagree.
 * Unknown paths and a type not loaded yet are let through.
 */
export function screenFits(pathname: string, objectType: ObjectType | undefined): boolean {
  if (!objectType) return true;
  const item = itemAt(pathname);
  return item?.only === undefined || item.only === objectType;
}

/** Whether the role may open the screen at `pathname` (the navbar's rule, for a typed address). */
export function screenAllowed(pathname: string, can: (p: Permission) => boolean): boolean {
  const item = itemAt(pathname);
  return item === undefined || allowed(item, can);
}
