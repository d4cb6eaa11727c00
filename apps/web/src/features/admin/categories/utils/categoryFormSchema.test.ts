import { describe, expect, it } from 'vitest';
import type { CategoryRatesView } from '../../../../api/types.ts';
import { categoryFormSchema } from './categoryFormSchema.ts';
import { ratesToFormValues } from './ratesToFormValues.ts';

const stored: CategoryRatesView = {
  price_type: 'week',
  rows: {
    base: { mon: '20000.00', tue: '20000.00', sat: '24000.00', san: '24000.50' },
    single: { mon: '17000.00' },
  },
  early_check_in: '10000.00',
};

const category = (rates: unknown) => ({
  name: 'Стандарт',
  category_type: 'room',
  place_number: 2,
  additional_place: 1,
  description: '',
  is_active: true,
  rates,
});

describe('category form rates', () => {
  it('shows every stored price in its cell and leaves the others empty', () => {
    const values = ratesToFormValues(stored);
    expect(values.price_type).toBe('week');
    expect(values.rows.base).toMatchObject({ mon: 20000, sat: 24000, san: 24000.5, wed: '', jan: '' });
    expect(values.rows.single.tue).toBe('');
    expect(values.rows.extra_adult.mon).toBe('');
    expect(values.early_check_in).toBe(10000);
    expect(values.late_check_out).toBe('');
  });

  it('starts a new category with weekday prices and no price set', () => {
    const values = ratesToFormValues(undefined);
    expect(values.price_type).toBe('week');
    expect(Object.values(values.rows.base).every((cell) => cell === '')).toBe(true);
  });

  it('saves the stored rates unchanged when nothing is edited', () => {
    const parsed = categoryFormSchema.parse(category(ratesToFormValues(stored)));
    expect(parsed.rates).toEqual(stored);
  });

  it('saves only the chosen kind of columns, and no empty cell, so the single row keeps its base fallback', () => {
    const values = ratesToFormValues(stored);
    values.rows.base.jan = 30000;
    values.rows.single.mon = '';
    values.rows.child_without_place.fri = 0;
    const parsed = categoryFormSchema.parse(category(values));
    expect(parsed.rates.rows).toEqual({
      base: { mon: '20000.00', tue: '20000.00', sat: '24000.00', san: '24000.50' },
      child_without_place: { fri: '0.00' },
    });

    values.price_type = 'period';
    expect(categoryFormSchema.parse(category(values)).rates).toEqual({
      price_type: 'period',
      rows: { base: { jan: '30000.00' } },
      early_check_in: '10000.00',
    });
  });

  it('takes a price still being typed ("1500.") as the number it shows', () => {
    const values = ratesToFormValues(undefined);
    values.rows.base.mon = '1500.';
    expect(categoryFormSchema.parse(category(values)).rates.rows.base).toEqual({ mon: '1500.00' });
  });

  it('refuses a negative or huge price on its cell with the shared Russian message', () => {
    const values = ratesToFormValues(undefined);
    values.rows.extra_adult.sat = -5;
    values.late_check_out = 2_000_000_000;
    const result = categoryFormSchema.safeParse(category(values));
    expect(result.success).toBe(false);
    const issues = result.error?.issues.map((issue) => [issue.path.join('.'), issue.message]);
    expect(issues).toEqual([
      ['rates.rows.extra_adult.sat', 'Не может быть отрицательное число!'],
      ['rates.late_check_out', expect.any(String)],
    ]);
  });
});
