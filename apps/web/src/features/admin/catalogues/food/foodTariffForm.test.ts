import { describe, expect, it } from 'vitest';
import { foodTariffFormSchema, foodTariffGrids } from './foodTariffForm.ts';

describe('the food tariff form', () => {
  it('sends the typed prices of both grids as decimal text, without the empty cells', () => {
    const grids = foodTariffGrids(null);
    grids.weekdays.adult.mon = 1500;
    grids.weekdays.adult.sat = 1800.5;
    grids.months.children.dec = 900;
    const body = foodTariffFormSchema.parse({
      name: ' Завтрак ',
      food_type: 'breakfast',
      price_type: 'week',
      is_active: true,
      ...grids,
    });
    expect(body).toEqual({
      name: 'Завтрак',
      food_type: 'breakfast',
      price_type: 'week',
      is_active: true,
      weekdays: { adult: { mon: '1500.00', sat: '1800.50' } },
      months: { children: { dec: '900.00' } },
    });
  });

  it('refuses a negative price under its cell', () => {
    const grids = foodTariffGrids(null);
    grids.weekdays.children.tue = -5;
    const result = foodTariffFormSchema.safeParse({
      name: 'Обед',
      food_type: 'lunch',
      price_type: 'week',
      is_active: true,
      ...grids,
    });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.path).toEqual(['weekdays', 'children', 'tue']);
  });
});
