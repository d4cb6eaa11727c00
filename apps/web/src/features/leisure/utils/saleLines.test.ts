import { type LeisureDayTariffView, saleTotals } from '@pms/domain';
import { describe, expect, it } from 'vitest';
import { saleLines, salePrices, stepCount, tariffCounter } from './saleLines.ts';

const tariff = (id: number, left: number, prices: [number, string][]): LeisureDayTariffView => ({
  id,
  enum: `Тариф ${id}`,
  stock_number: left,
  total: 10,
  start_time: '10:00',
  end_time: '12:00',
  price_list: prices.map(([pid, price]) => ({ id: pid, name: `Цена ${pid}`, price, count: 0 })),
});

const lift = tariff(1, 3, [
  [11, '5000.00'],
  [12, '2500.00'],
]);
const sauna = tariff(2, 0, [[21, '8000.00']]);

describe('the day dialog counters', () => {
  it('plus stops when the counts of a tariff reach its places left; minus stops at zero', () => {
    let counts = {};
    counts = stepCount(lift, counts, 11, 1);
    counts = stepCount(lift, counts, 11, 1);
    counts = stepCount(lift, counts, 12, 1);
    expect(counts).toEqual({ 11: 2, 12: 1 });
    expect(tariffCounter(lift, counts).plusDisabled).toBe(true);
    expect(stepCount(lift, counts, 12, 1)).toBe(counts);
    counts = stepCount(lift, counts, 12, -1);
    expect(tariffCounter(lift, counts)).toEqual({
      chosen: 2,
      plusDisabled: false,
      minusDisabled: [false, true],
    });
    expect(stepCount(lift, counts, 12, -1)).toBe(counts);
  });

  it('a sold-out tariff allows no plus at all', () => {
    expect(tariffCounter(sauna, {}).plusDisabled).toBe(true);
    expect(stepCount(sauna, {}, 21, 1)).toEqual({});
  });

  it('an unknown price id changes nothing', () => {
    const counts = { 11: 1 };
    expect(stepCount(lift, counts, 99, 1)).toBe(counts);
  });
});

describe('what the dialog sends and shows', () => {
  it('sends only the chosen items and totals them in tenge', () => {
    const counts = { 11: 2, 12: 1 };
    expect(salePrices([lift, sauna], counts)).toEqual([
      { price: 11, quantity: 2 },
      { price: 12, quantity: 1 },
    ]);
    const totals = saleTotals(saleLines([lift, sauna], counts));
    expect(totals.quantity).toBe(3);
    expect(totals.amount).toBe('12500.00');
  });

  it('nothing chosen sends nothing', () => {
    expect(salePrices([lift], {})).toEqual([]);
    expect(saleTotals(saleLines([lift], {})).quantity).toBe(0);
  });
});
