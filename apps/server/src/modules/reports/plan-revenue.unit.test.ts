import { describe, expect, it } from 'vitest';
import { presentPlans } from './reports.presenter.ts';
import type { PlanRevenueRow } from './reports.repository.ts';

const row = (id: number, nights: number, accommodation: string, total = accommodation): PlanRevenueRow => ({
  id,
  name: `План ${id}`,
  nights,
  accommodation,
  meals: '0.00',
  services: '0.00',
  discounts: '0.00',
  total,
});

describe('presentPlans: ADR is the accommodation revenue per night sold, to the tiyn', () => {
  it.each<[string, PlanRevenueRow[], string[], { nights: number; adr: string }]>([
    ['no revenue at all', [], [], { nights: 0, adr: '0.00' }],
    ['one plan, whole tenge', [row(1, 3, '135000.00')], ['45000.00'], { nights: 3, adr: '45000.00' }],
    [
      'a third of a tiyn rounds down, two thirds up',
      [row(1, 3, '100.00'), row(2, 3, '200.00')],
      ['33.33', '66.67'],
      { nights: 6, adr: '50.00' },
    ],
    [
      'half a tiyn rounds away from zero',
      [row(1, 2, '0.01'), row(2, 2, '0.03')],
      ['0.01', '0.02'],
      { nights: 4, adr: '0.01' },
    ],
    [
      'revenue without nights (a service on a plan) has no ADR',
      [row(1, 0, '0.00', '5000.00'), row(2, 2, '36000.00')],
      ['0.00', '18000.00'],
      { nights: 2, adr: '18000.00' },
    ],
    [
      'the totals are over all nights, not an average of the plans’ ADRs',
      [row(1, 9, '135000.00'), row(2, 2, '36000.00')],
      ['15000.00', '18000.00'],
      { nights: 11, adr: '15545.45' },
    ],
  ])('%s', (_, rows, adrs, totals) => {
    const shown = presentPlans(rows);
    expect(shown.plans.map((p) => p.adr)).toEqual(adrs);
    expect(shown.plan_totals).toEqual(totals);
  });

  it('keeps each plan’s money as the database summed it', () => {
    const [plan] = presentPlans([row(7, 1, '20000.00', '26000.00')]).plans;
    expect(plan).toEqual({
      id: 7,
      name: 'План 7',
      nights: 1,
      adr: '20000.00',
      accommodation: '20000.00',
      meals: '0.00',
      services: '0.00',
      discounts: '0.00',
      total: '26000.00',
    });
  });
});
