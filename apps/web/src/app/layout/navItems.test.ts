import { describe, expect, it } from 'vitest';
import { navItemsFor, screenFits } from './navItems.ts';

const admin = (objectType: Parameters<typeof navItemsFor>[0]) =>
  navItemsFor(objectType).admin.map((item) => item.to);

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
    // What prices or allots a hotel stay is not there: meals, services, discounts, sales channels.
    expect(items.filter((to) => admin('hotel').includes(to) && !admin(undefined).includes(to))).toEqual([]);
    expect(admin('hotel').filter((to) => !items.includes(to))).toHaveLength(6);
    expect(items).toEqual(
      expect.arrayContaining([
        '/admin/payment-types',
        '/admin/employees',
        '/admin/companies',
        '/admin/company-info',
      ]),
    );
    // Its orders are the day's 'Заказы дня', not the list of room bookings.
    expect(navItemsFor('leisure').main.map((item) => item.to)).toEqual(['/', '/reports', '/mail']);
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
    ['/bookings', 'leisure', false],
    ['/', 'leisure', true],
    ['/admin/employees', 'leisure', true],
    ['/profile', 'leisure', true],
    ['/admin/categories', undefined, true],
  ] as const)('%s for %s: %s', (path, type, fits) => {
    expect(screenFits(path, type)).toBe(fits);
  });
});
