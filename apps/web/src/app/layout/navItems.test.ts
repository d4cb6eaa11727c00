import { can, type Role } from '@pms/domain';
import { describe, expect, it } from 'vitest';
import { navItemsFor, screenAllowed, screenFits } from './navItems.ts';

const owner = () => true;
const as = (role: Role) => (p: Parameters<typeof can>[1]) => can(role, p);
const admin = (objectType: Parameters<typeof navItemsFor>[0]) =>
  navItemsFor(objectType, owner).admin.map((item) => item.to);

describe('the navbar by object type', () => {
  it('gives a hotel its categories, rooms and food tariffs, and not the leisure catalogue', () => {
    const items = admin('hotel');
    expect(items).toEqual(
      expect.arrayContaining(['/admin/categories', '/admin/rooms', '/admin/food-tariffs']),
    );
    expect(items.filter((to) => to.startsWith('/admin/leisure'))).toEqual([]);
  });

  it('gives a leisure company its activities, places and tariffs in their place, and keeps the shared screens', () => {
    const items = admin('leisure');
    expect(items.slice(0, 3)).toEqual(['/admin/leisure', '/admin/leisure-rooms', '/admin/leisure-tariffs']);
    // What prices or allots a hotel stay is not there: meals, services, discounts, sales channels, and
    // the rate plans' prices and restrictions.
    expect(items.filter((to) => admin('hotel').includes(to) && !admin(undefined).includes(to))).toEqual([]);
    expect(admin('hotel').filter((to) => !items.includes(to))).toHaveLength(7);
    expect(items).not.toContain('/admin/rates');
    expect(items).toEqual(
      expect.arrayContaining([
        '/admin/payment-types',
        '/admin/employees',
        '/admin/companies',
        '/admin/company-info',
      ]),
    );
    // Its orders are the day's 'Заказы дня', not the list of room bookings.
    expect(navItemsFor('leisure', owner).main.map((item) => item.to)).toEqual(['/', '/reports', '/mail']);
  });

  it('shows only the shared items while the company is not known yet', () => {
    const shared = admin(undefined);
    expect(shared).toEqual(admin('hotel').filter((to) => admin('leisure').includes(to)));
  });
});

describe('screenFits: a screen of the other object type is not there', () => {
  it.each([
    ['/admin/categories', 'leisure', false],
    ['/admin/categories/', 'hotel', true],
    ['/admin/leisure-tariffs', 'hotel', false],
    ['/admin/leisure-tariffs', 'leisure', true],
    ['/admin/rates', 'leisure', false],
    ['/admin/rates', 'hotel', true],
    ['/bookings', 'leisure', false],
    ['/', 'leisure', true],
    ['/admin/employees', 'leisure', true],
    ['/profile', 'leisure', true],
    ['/admin/categories', undefined, true],
  ] as const)('%s for %s: %s', (path, type, fits) => {
    expect(screenFits(path, type)).toBe(fits);
  });
});

describe('the navbar by role', () => {
  const items = (role: Role) => {
    const { main, admin } = navItemsFor('hotel', as(role));
    return [...main, ...admin].map((item) => item.to);
  };
  const cases: [Role, string[], string[]][] = [
    [
      'owner',
      [
        '/',
        '/bookings',
        '/reports',
        '/admin/employees',
        '/admin/audit',
        '/admin/company-info',
        '/admin/integrations',
      ],
      [],
    ],
    // 'Интеграции' (issue 34): the manager's calendar sync and webhooks ('company.edit'); its API keys
    // tab is the owner's alone, since a key acts without a person behind each request.
    [
      'manager',
      ['/admin/employees', '/admin/audit', '/admin/categories', '/admin/rates', '/admin/integrations'],
      [],
    ],
    [
      'frontdesk',
      ['/', '/bookings', '/reports', '/mail', '/admin/categories'],
      ['/admin/employees', '/admin/audit', '/admin/company-info', '/admin/integrations'],
    ],
    [
      'accountant',
      // Her own tasks of the day (a free task may go to anyone), not the housekeeping board.
      ['/', '/bookings', '/reports', '/admin/audit', '/tasks'],
      ['/admin/employees', '/admin/company-info', '/housekeeping'],
    ],
    [
      'housekeeper',
      ['/', '/housekeeping', '/tasks', '/admin/companies'],
      // No catalogues: their prices and commissions are money (issue 25, least privilege); no reports.
      ['/bookings', '/reports', '/mail', '/admin/employees', '/admin/categories', '/admin/rates'],
    ],
    [
      'housekeeping_supervisor',
      // The board, the tasks and the housekeeping reports (issue 33); no money, no guests, no settings.
      ['/', '/housekeeping', '/tasks', '/reports', '/admin/companies'],
      ['/bookings', '/mail', '/admin/employees', '/admin/categories', '/admin/rates', '/admin/company-info'],
    ],
  ];
  it.each(cases)('%s sees %j and not %j', (role, shown, hidden) => {
    expect(items(role)).toEqual(expect.arrayContaining(shown));
    for (const to of hidden) expect(items(role)).not.toContain(to);
  });

  it('a typed address of a screen the role lacks is not allowed; unknown paths are', () => {
    expect(screenAllowed('/admin/employees', as('frontdesk'))).toBe(false);
    expect(screenAllowed('/admin/employees/', as('owner'))).toBe(true);
    expect(screenAllowed('/bookings/42', as('housekeeper'))).toBe(true);
    expect(screenAllowed('/reports', as('frontdesk'))).toBe(true);
    // The price grid is read with the catalogues; its changes need 'rates.edit' (the screen hides them).
    expect(screenAllowed('/admin/rates', as('frontdesk'))).toBe(true);
    expect(screenAllowed('/admin/rates', as('housekeeper'))).toBe(false);
    expect(screenAllowed('/housekeeping', as('accountant'))).toBe(false);
    expect(screenAllowed('/tasks', as('accountant'))).toBe(true);
    expect(screenAllowed('/reports', as('housekeeper'))).toBe(false);
  });
});
