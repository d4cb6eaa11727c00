import type { RateGridView, RatePlanView } from '@pms/domain';

type GridRowData = RateGridView['rows'][number];
type Category = RateGridView['categories'][number];

/** A line of the grid: a category's title, then a row per plan sold in it. */
export type RateRow =
  | { type: 'category'; key: string; category: Category }
  | {
      type: 'plan';
      key: string;
      category: Category;
      plan: RatePlanView;
      data: GridRowData;
      /** A derived plan's prices come from its parent: shown with the formula, never typed over. */
      readOnly: boolean;
    };

/** The grid's lines, category by category, its plans in the API's order (the base first). */
export function buildRateRows(grid: RateGridView): RateRow[] {
  const plans = new Map(grid.plans.map((p) => [p.id, p]));
  const byCategory = new Map<number, GridRowData[]>();
  for (const row of grid.rows) {
    const list = byCategory.get(row.category) ?? [];
    list.push(row);
    byCategory.set(row.category, list);
  }
  const rows: RateRow[] = [];
  for (const category of grid.categories) {
    const list = byCategory.get(category.id);
    if (!list) continue;
    rows.push({ type: 'category', key: `c${category.id}`, category });
    for (const data of list) {
      const plan = plans.get(data.rate_plan);
      if (!plan) continue;
      rows.push({
        type: 'plan',
        key: `p${plan.id}:${category.id}`,
        category,
        plan,
        data,
        readOnly: plan.parent !== null,
      });
    }
  }
  return rows;
}

/** A rectangle of cells: rows and days from the anchor (where the drag began) to the cursor. */
export interface GridSelection {
  anchorRow: number;
  anchorDay: number;
  row: number;
  day: number;
}

export const selectionBounds = (s: GridSelection) => ({
  rowFrom: Math.min(s.anchorRow, s.row),
  rowTo: Math.max(s.anchorRow, s.row),
  dayFrom: Math.min(s.anchorDay, s.day),
  dayTo: Math.max(s.anchorDay, s.day),
});

/** The selection's editable rows grouped by plan: each plan is one bulk request over its categories. */
export function selectedTargets(
  rows: readonly RateRow[],
  s: GridSelection,
): { plan: RatePlanView; categories: number[] }[] {
  const { rowFrom, rowTo } = selectionBounds(s);
  const byPlan = new Map<number, { plan: RatePlanView; categories: number[] }>();
  for (let i = rowFrom; i <= rowTo; i++) {
    const row = rows[i];
    if (row?.type !== 'plan' || row.readOnly) continue;
    const target = byPlan.get(row.plan.id) ?? { plan: row.plan, categories: [] };
    target.categories.push(row.category.id);
    byPlan.set(row.plan.id, target);
  }
  return [...byPlan.values()];
}

/** The grid with `price` (tenge, two decimals) in the selection's editable cells: shown before the answer. */
export function withPrice(
  grid: RateGridView,
  targets: { plan: number; categories: number[] }[],
  from: string,
  to: string,
  price: string,
): RateGridView {
  const chosen = new Set(targets.flatMap((t) => t.categories.map((c) => `${t.plan}:${c}`)));
  const first = grid.dates.indexOf(from);
  const last = grid.dates.indexOf(to);
  if (first < 0 || last < 0) return grid;
  return {
    ...grid,
    rows: grid.rows.map((row) => {
      if (!chosen.has(`${row.rate_plan}:${row.category}`)) return row;
      const prices = [...row.price];
      const dated = [...row.dated];
      for (let i = first; i <= last; i++) {
        prices[i] = price;
        dated[i] = true;
      }
      return { ...row, price: prices, dated };
    }),
  };
}
