import { messages, ratePlanMessages } from '../messages.ts';
import { PricingError } from './errors.ts';
import { formatMoney, type Money, parseMoney } from './money.ts';

/**
 * Rate plans (issue 32). A company's plans form a forest: a root plan ('Стандарт', the base one) has
 * prices of its own, by date, falling back to the category's weekday or month scheme; a derived plan
 * ('Невозвратный', −10 %) has none and follows its parent by a percentage or an amount, rounded to whole
 * tenge at each step. So a parent's change reaches every plan under it, and no price is stored twice.
 */

export const adjustmentKinds = ['percent', 'amount'] as const;
export type AdjustmentKind = (typeof adjustmentKinds)[number];

/** How a derived plan follows its parent: +/− a percent (two decimals at most) or +/− an amount in tenge. */
export interface PlanAdjustment {
  kind: AdjustmentKind;
  /** Signed: '-10' is 10 % (or 10 ₸) below the parent. */
  value: Money;
}

/** The part of a plan its price and its tree need. */
export interface RatePlanNode {
  id: number;
  name: string;
  parent_id: number | null;
  adjustment_kind?: AdjustmentKind | null;
  adjustment_value?: Money | null;
  is_base?: boolean;
}

/** A percent below −100 would make every price negative; above +1000 is surely a typo. */
const MIN_PERCENT = -100;
const MAX_PERCENT = 1000;
/** Deeper chains are a mistake nobody can read on the grid; the tree check refuses them. */
export const MAX_PLAN_DEPTH = 5;

const ONE_TENGE = 100n;

/**
 * `a × b ÷ d` tiyn rounded to whole tenge, half away from zero, as every rounding of money (money.ts).
 * In plain numbers while the product is a safe integer (then `%` and the division of an exact multiple
 * are exact): the price grid derives thousands of cells per answer, and in BigInt that was a quarter of
 * the grid's computing (issue 32's bench, a CPU profile). Beyond, in BigInt.
 */
export function roundToTenge(a: number, b: number, d: number): number {
  const product = a * b;
  const scaled = d * 100;
  if (Number.isSafeInteger(product)) {
    const remainder = product % scaled;
    const quotient = (product - remainder) / scaled;
    const tenge = 2 * Math.abs(remainder) < scaled ? quotient : quotient + (product < 0 ? -1 : 1);
    return tenge * 100 + 0;
  }
  const numerator = BigInt(a) * BigInt(b);
  const big = BigInt(d) * ONE_TENGE;
  const quotient = numerator / big;
  const remainder = numerator % big;
  const twice = 2n * (remainder < 0n ? -remainder : remainder);
  const tenge = twice < big ? quotient : quotient + (numerator < 0n ? -1n : 1n);
  return Number(tenge * ONE_TENGE);
}

/**
 * A parent's price (tiyn) after one derived step, rounded to whole tenge and never below zero:
 * 32 000 at −10 % → 28 800; 33 333 at −10 % → 29 999.70 → 30 000; 5 000 − 6 000 ₸ → 0.
 */
export function derivePrice(parentTiyn: number, adjustment: PlanAdjustment): number {
  const value = parseMoney(adjustment.value, 'adjustment_value');
  const derived =
    adjustment.kind === 'percent'
      ? roundToTenge(parentTiyn, 10_000 + value, 10_000)
      : roundToTenge(parentTiyn + value, 1, 1);
  return Math.max(0, derived);
}

/** A price through a chain of steps from the root plan down to the plan, each step rounded. */
export function adjustThrough(rootTiyn: number, adjustments: readonly PlanAdjustment[]): number {
  let price = rootTiyn;
  for (const step of adjustments) price = derivePrice(price, step);
  return price;
}

function byId(plans: readonly RatePlanNode[]): Map<number, RatePlanNode> {
  return new Map(plans.map((p) => [p.id, p]));
}

/** Whether a plan is sold in a category: a plan naming no category is sold in all. */
export function planSoldIn(plan: { categories: readonly number[] }, categoryId: number): boolean {
  return plan.categories.length === 0 || plan.categories.includes(categoryId);
}

/**
 * The plans from the root down to `planId` (the root first). Throws on an unknown plan or a broken tree,
 * which `ratePlanProblems` refuses before a tree is ever saved.
 */
export function planLineage(plans: readonly RatePlanNode[], planId: number): RatePlanNode[] {
  const index = byId(plans);
  const line: RatePlanNode[] = [];
  let current = index.get(planId);
  if (!current) throw new PricingError(ratePlanMessages.planNotFound, 'rate_plan_id');
  while (current) {
    line.unshift(current);
    if (line.length > MAX_PLAN_DEPTH) throw new PricingError(ratePlanMessages.tooDeep, 'parent_id');
    if (current.parent_id === null) return line;
    current = index.get(current.parent_id);
  }
  throw new PricingError(ratePlanMessages.parentNotFound, 'parent_id');
}

/** The plan's root (whose date prices it follows) and its steps from that root. */
export function planDerivation(
  plans: readonly RatePlanNode[],
  planId: number,
): { rootId: number; adjustments: PlanAdjustment[] } {
  const line = planLineage(plans, planId);
  return {
    rootId: line[0]!.id,
    adjustments: line.slice(1).map((p) => ({ kind: p.adjustment_kind!, value: p.adjustment_value! })),
  };
}

export interface PlanProblem {
  /** Index of the plan in the list checked, and the field: `plans.2.parent_id`. */
  field: string;
  message: string;
}

/**
 * What is wrong with a company's plans as they would be saved: exactly one base plan, and it is a root;
 * a derived plan names an existing parent, an adjustment kind and a value within bounds; no cycle and no
 * chain deeper than MAX_PLAN_DEPTH. Empty when the tree can be saved.
 */
export function ratePlanProblems(plans: readonly RatePlanNode[]): PlanProblem[] {
  const problems: PlanProblem[] = [];
  const index = byId(plans);
  const bases = plans.filter((p) => p.is_base);
  if (plans.length > 0 && bases.length !== 1) {
    const at = bases.length === 0 ? 0 : plans.indexOf(bases[1]!);
    problems.push({ field: `plans.${at}.is_base`, message: ratePlanMessages.oneBase });
  }
  plans.forEach((plan, i) => {
    const field = (name: string) => `plans.${i}.${name}`;
    if (plan.parent_id === null) {
      if (plan.adjustment_kind)
        problems.push({ field: field('parent_id'), message: ratePlanMessages.parentRequired });
      return;
    }
    if (plan.is_base) problems.push({ field: field('parent_id'), message: ratePlanMessages.baseIsRoot });
    if (!index.has(plan.parent_id)) {
      problems.push({ field: field('parent_id'), message: ratePlanMessages.parentNotFound });
      return;
    }
    const problem = adjustmentProblem(plan);
    if (problem) problems.push({ field: field(problem.field), message: problem.message });
    // Walk up: a cycle comes back to this plan, a long chain passes the depth.
    let depth = 1;
    for (
      let up = index.get(plan.parent_id);
      up;
      up = up.parent_id === null ? undefined : index.get(up.parent_id)
    ) {
      if (up.id === plan.id) {
        problems.push({ field: field('parent_id'), message: ratePlanMessages.cycle });
        return;
      }
      if (++depth > MAX_PLAN_DEPTH) {
        problems.push({ field: field('parent_id'), message: ratePlanMessages.tooDeep });
        return;
      }
    }
  });
  return problems;
}

function adjustmentProblem(plan: RatePlanNode): { field: string; message: string } | undefined {
  if (!plan.adjustment_kind || !adjustmentKinds.includes(plan.adjustment_kind)) {
    return { field: 'adjustment_kind', message: ratePlanMessages.adjustmentRequired };
  }
  const raw = plan.adjustment_value;
  if (raw === undefined || raw === null || raw === '') {
    return { field: 'adjustment_value', message: ratePlanMessages.adjustmentRequired };
  }
  let value: number;
  try {
    value = parseMoney(raw, 'adjustment_value');
  } catch {
    return { field: 'adjustment_value', message: messages.invalidNumber };
  }
  if (plan.adjustment_kind === 'percent' && (value < MIN_PERCENT * 100 || value > MAX_PERCENT * 100)) {
    return { field: 'adjustment_value', message: ratePlanMessages.percentRange };
  }
  return undefined;
}

/**
 * The formula a derived cell shows instead of an input: '−10 % от «Стандарт»', '+2 000 ₸ от «Стандарт»'.
 * A minus sign, not a hyphen, and no-break spaces inside the figure.
 */
export function adjustmentText(adjustment: PlanAdjustment, parentName: string): string {
  const tiyn = parseMoney(adjustment.value, 'adjustment_value');
  const sign = tiyn < 0 ? '\u2212' : '+';
  const figure = formatMoney(Math.abs(tiyn)).replace(/\.00$/, '');
  // A percent reads '7,5'; an amount keeps its tiyn as money does ('12 345,50').
  const abs = (adjustment.kind === 'percent' ? figure.replace(/(\.\d)0$/, '$1') : figure).replace('.', ',');
  const grouped = abs.replace(/\B(?=(\d{3})+(?!\d))/g, '\u00a0');
  const unit = adjustment.kind === 'percent' ? '\u00a0%' : '\u00a0₸';
  return `${sign}${grouped}${unit} от «${parentName}»`;
}
