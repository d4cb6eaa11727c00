import { foodPriceKinds, weekdayKeys } from '@pms/domain';
import { describe, expect, it } from 'vitest';
import { compactGrid, gridToFormValues, priceKeysOf } from './priceGridValues.ts';

describe('price grids as forms hold them and as the API takes them', () => {
  it('gives every cell of every row, stored prices as numbers and missing ones empty', () => {
    const grid = gridToFormValues(['adult', 'children'], ['mon', 'tue'], { adult: { mon: '1500.00' } });
    expect(grid).toEqual({ adult: { mon: 1500, tue: '' }, children: { mon: '', tue: '' } });
  });

  it('sends no empty cell and no row left empty, but keeps an explicit 0', () => {
    const grid = gridToFormValues(foodPriceKinds, weekdayKeys, undefined);
    grid.adult.sat = 2000;
    grid.children.mon = 0;
    expect(compactGrid(grid, foodPriceKinds, weekdayKeys)).toEqual({
      adult: { sat: 2000 },
      children: { mon: 0 },
    });
  });

  it('sends only the given columns, e.g. the weekdays of a grid that also holds months', () => {
    const grid = { base: { mon: 100, dec: 200 } };
    expect(compactGrid(grid, ['base'], priceKeysOf('week'))).toEqual({ base: { mon: 100 } });
    expect(compactGrid(grid, ['base'], priceKeysOf('period'))).toEqual({ base: { dec: 200 } });
  });
});
