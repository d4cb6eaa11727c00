import { describe, expect, it } from 'vitest';
import { navItemsFor } from './navItems.ts';

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
    for (const hotelOnly of ['/admin/categories', '/admin/rooms', '/admin/food-tariffs'])
      expect(items).not.toContain(hotelOnly);
    expect(items).toEqual(
      expect.arrayContaining([
        '/admin/payment-types',
        '/admin/employees',
        '/admin/companies',
        '/admin/company-info',
      ]),
    );
    expect(navItemsFor('leisure').main.map((item) => item.to)).toEqual(
      navItemsFor('hotel').main.map((item) => item.to),
    );
  });

  it('shows only the shared items while the company is not known yet', () => {
    const shared = admin(undefined);
    expect(shared).toEqual(admin('hotel').filter((to) => admin('leisure').includes(to)));
  });
});
