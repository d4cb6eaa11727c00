import { describe, expect, it } from 'vitest';
import { compactRates } from './compactRates.ts';
import { ratesToFormValues } from './ratesToFormValues.ts';

describe('rates sent by the category form', () => {
  it('sends no row, key or one-off charge that was left empty', () => {
    expect(compactRates(ratesToFormValues(undefined))).toEqual({ price_type: 'week', rows: {} });
  });

  it('keeps an explicit 0, which is a price, unlike an empty cell', () => {
    const values = ratesToFormValues(undefined);
    values.rows.extra_child.mon = 0;
    values.early_check_in = 0;
    expect(compactRates(values)).toEqual({
      price_type: 'week',
      rows: { extra_child: { mon: 0 } },
      early_check_in: 0,
    });
  });

  it('drops the cells of the other kind, typed before switching weekdays and months', () => {
    const values = ratesToFormValues(undefined);
    values.rows.base.mon = 100;
    values.rows.base.dec = 200;
    expect(compactRates(values).rows).toEqual({ base: { mon: 100 } });
    expect(compactRates({ ...values, price_type: 'period' }).rows).toEqual({ base: { dec: 200 } });
  });

  it('sends the hour price once typed, and none when left empty (issue 28, item 7)', () => {
    const values = ratesToFormValues({ price_type: 'week', rows: {}, hour_price: '2500.00' });
    expect(values.hour_price).toBe(2500);
    expect(compactRates(values)).toEqual({ price_type: 'week', rows: {}, hour_price: 2500 });
  });
});
