import type { RateGridView } from '@pms/domain';
import { describe, expect, it } from 'vitest';
import { buildRateRows, selectedTargets, withPrice } from './gridRows.ts';

const plan = (id: number, name: string, parent: number | null) => ({
  id,
  name,
  parent,
  adjustment_kind: parent ? ('percent' as const) : null,
  adjustment_value: parent ? '-10.00' : null,
  formula: parent ? '−10 % от «Стандарт»' : null,
  is_base: parent === null,
  is_active: true,
  is_refundable: true,
  cancellation_policy: '',
  food_tariff: null,
  categories: [],
});
const row = (rate_plan: number, category: number, price: string) => ({
  rate_plan,
  category,
  price: [price, price],
  dated: [false, false],
  min_stay: [null, null],
  max_stay: [null, null],
  closed_to_arrival: [false, false],
  closed_to_departure: [false, false],
  stop_sell: [false, false],
});
// Two categories; «Стандарт» and its derived «Невозвратный» sold in both; «Корпоративный» only in Люкс.
const grid: RateGridView = {
  dates: ['2026-12-30', '2026-12-31'],
  plans: [plan(1, 'Стандарт', null), plan(2, 'Невозвратный', 1), plan(3, 'Корпоративный', null)],
  categories: [
    { id: 10, name: 'Стандартный' },
    { id: 20, name: 'Люкс' },
  ],
  rows: [
    row(1, 10, '20000.00'),
    row(2, 10, '18000.00'),
    row(1, 20, '30000.00'),
    row(2, 20, '27000.00'),
    row(3, 20, '25000.00'),
  ],
};
const rows = buildRateRows(grid);

describe('the price grid: its lines and what a selection changes', () => {
  it('lines up a title per category, then its plans in the answer order, derived ones read-only', () => {
    expect(
      rows.map((r) =>
        r.type === 'category' ? r.category.name : `${r.plan.name}${r.readOnly ? ' (чтение)' : ''}`,
      ),
    ).toEqual([
      'Стандартный',
      'Стандарт',
      'Невозвратный (чтение)',
      'Люкс',
      'Стандарт',
      'Невозвратный (чтение)',
      'Корпоративный',
    ]);
  });

  it.each<[string, [number, number], { plan: string; categories: number[] }[]]>([
    ['one row', [1, 1], [{ plan: 'Стандарт', categories: [10] }]],
    ['a derived row alone: nothing', [2, 2], []],
    [
      'down two categories: one plan, its two categories; titles and derived rows left out',
      [1, 5],
      [{ plan: 'Стандарт', categories: [10, 20] }],
    ],
    ['dragged upwards, the same', [5, 1], [{ plan: 'Стандарт', categories: [10, 20] }]],
    [
      'across two root plans: one request each',
      [4, 6],
      [
        { plan: 'Стандарт', categories: [20] },
        { plan: 'Корпоративный', categories: [20] },
      ],
    ],
  ])('%s', (_, [anchorRow, row], expected) => {
    const targets = selectedTargets(rows, { anchorRow, anchorDay: 0, row, day: 1 });
    expect(targets.map((t) => ({ plan: t.plan.name, categories: t.categories }))).toEqual(expected);
  });

  it('shows a typed price at once in the chosen cells only, as a date price', () => {
    const next = withPrice(grid, [{ plan: 1, categories: [20] }], '2026-12-31', '2026-12-31', '45000.00');
    expect(next.rows.map((r) => r.price)).toEqual([
      ['20000.00', '20000.00'],
      ['18000.00', '18000.00'],
      ['30000.00', '45000.00'],
      ['27000.00', '27000.00'],
      ['25000.00', '25000.00'],
    ]);
    expect(next.rows[2]!.dated).toEqual([false, true]);
    expect(grid.rows[2]!.price).toEqual(['30000.00', '30000.00']);
  });
});
