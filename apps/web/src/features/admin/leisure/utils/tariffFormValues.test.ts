import { type LeisureTariffAdminView, leisureMessages, leisureTariffSchema } from '@pms/domain';
import { describe, expect, it } from 'vitest';
import { emptyPriceItem, tariffToFormValues } from './tariffFormValues.ts';

const stored: LeisureTariffAdminView = {
  id: 7,
  category: 3,
  enum: 'Дневной',
  stock_number: 40,
  start_time: '09:00',
  end_time: '17:30',
  weekdays: ['san', 'sat', 'fri'],
  months: ['dec', 'jan', 'feb'],
  is_active: true,
  price_list: [
    { id: 11, name: 'Взрослый', price: '5000.00' },
    { id: 12, name: 'Детский', price: '2500.50' },
  ],
};

const issues = (values: unknown) =>
  leisureTariffSchema.safeParse(values).error?.issues.map((issue) => [issue.path.join('.'), issue.message]);

describe('the leisure tariff form', () => {
  it('sends a stored tariff back unchanged when nothing is edited, its price items with their ids', () => {
    const values = tariffToFormValues(stored, null, 'Взрослый');
    expect(values.price_list).toEqual([
      { id: 11, name: 'Взрослый', price: 5000 },
      { id: 12, name: 'Детский', price: 2500.5 },
    ]);
    const { id: _id, ...body } = stored;
    expect(leisureTariffSchema.parse(values)).toEqual({
      ...body,
      weekdays: ['fri', 'sat', 'san'],
      months: ['jan', 'feb', 'dec'],
    });
  });

  it('sends a new price row without an id and a removed one not at all', () => {
    const values = tariffToFormValues(stored, null, 'Взрослый');
    values.price_list = [values.price_list[1]!, { ...emptyPriceItem('Студент'), price: 3000 }];
    values.stock_number = '25';
    expect(leisureTariffSchema.parse(values)).toMatchObject({
      stock_number: 25,
      price_list: [
        { id: 12, name: 'Детский', price: '2500.50' },
        { name: 'Студент', price: '3000.00' },
      ],
    });
    expect(leisureTariffSchema.parse(values).price_list[1]).not.toHaveProperty('id');
  });

  it('starts a new tariff in the filtered activity, every day of the year, with one named price row', () => {
    const values = tariffToFormValues(null, 3, 'Взрослый');
    expect(values).toMatchObject({ category: 3, enum: '', start_time: '10:00', end_time: '18:00' });
    expect(values.weekdays).toHaveLength(7);
    expect(values.months).toHaveLength(12);
    expect(values.price_list).toEqual([{ name: 'Взрослый', price: undefined }]);
    // Untouched, it asks for the name, the places a day and the price, each under its field.
    expect(issues(values)?.map(([path]) => path)).toEqual(['enum', 'stock_number', 'price_list.0.price']);
    expect(tariffToFormValues(null, null, 'Взрослый').category).toBeUndefined();
  });

  it('refuses no day, no month, no price and an end before the start under their fields', () => {
    const values = tariffToFormValues(stored, null, 'Взрослый');
    expect(issues({ ...values, weekdays: [], months: [], price_list: [] })).toEqual([
      ['weekdays', leisureMessages.chooseWeekday],
      ['months', leisureMessages.chooseMonth],
      ['price_list', leisureMessages.addPrice],
    ]);
    expect(issues({ ...values, end_time: '08:00' })).toEqual([['end_time', leisureMessages.endBeforeStart]]);
  });
});
