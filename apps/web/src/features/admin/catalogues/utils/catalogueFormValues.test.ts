import { describe, expect, it } from 'vitest';
import { catalogueManifest } from '../catalogueManifest.ts';
import type { CatalogueKey } from '../catalogueTypes.ts';
import { catalogueFormValues, deactivationBody } from './catalogueFormValues.ts';

const def = (key: CatalogueKey) => catalogueManifest.find((item) => item.key === key)!;

describe('catalogue form values', () => {
  it('starts a new record active, with the first option, an empty price and no commission', () => {
    expect(catalogueFormValues(def('services'), null)).toEqual({
      name: '',
      price: '',
      service_type: 'once',
      is_active: true,
    });
    expect(catalogueFormValues(def('salesChannels'), null)).toMatchObject({
      kind: 'direct',
      commission_percent: 0,
      email: '',
    });
  });

  it('shows a stored record, its decimal texts as numbers', () => {
    const row = {
      id: 4,
      name: 'Скидка 10',
      discount_kind: 'percent',
      value: '10.00',
      promo_code: '',
      is_active: false,
    };
    expect(catalogueFormValues(def('discounts'), row)).toEqual({
      name: 'Скидка 10',
      discount_kind: 'percent',
      value: 10,
      promo_code: '',
      is_active: false,
    });
  });

  it('holds both price grids of a food tariff, whatever its kind of prices', () => {
    const row = {
      id: 1,
      name: 'Завтрак',
      food_type: 'breakfast',
      price_type: 'week',
      is_active: true,
      prices: {},
      weekdays: { adult: { mon: '1500.00' } },
      months: {},
    };
    const values = catalogueFormValues(def('foodTariffs'), row);
    expect(values.weekdays.adult.mon).toBe(1500);
    expect(values.weekdays.children.san).toBe('');
    expect(Object.keys(values.months.adult)).toHaveLength(12);
  });
});

describe('making a record inactive instead of deleting it', () => {
  it('puts the whole record back with the flag off', () => {
    const row = { id: 7, name: 'Наличные', kind: 'cash', is_active: true };
    expect(deactivationBody(def('paymentTypes'), row)).toEqual({
      name: 'Наличные',
      kind: 'cash',
      is_active: false,
    });
  });

  it('patches only the flag of a sales channel', () => {
    const row = { id: 3, name: 'Booking', kind: 'ota', is_active: true };
    expect(deactivationBody(def('salesChannels'), row)).toEqual({ is_active: false });
  });
});
