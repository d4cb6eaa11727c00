/**
 * The rate plan a stay is priced and checked by (issue 32): the booking paths' one loader of plans. It
 * reads, for a window of local dates, the root's date prices and the restrictions of the plan's lineage,
 * so that the pricing function (domain pricing) and the restriction rules (domain restrictions.ts) get
 * what they need in four queries, whatever the path: the editor, the quote, the reserve, the group, the
 * move.
 */
import {
  type DatePrices,
  type FoodTariff,
  lineageRestrictions,
  type PlanAdjustment,
  planDerivation,
  planLineage,
  planSoldIn,
  type RestrictionsByDate,
  ratePlanMessages,
} from '@pms/domain';
import type { Db } from '../../db/client.ts';
import { badRequest } from '../../http/errors.ts';
import { catalogueReads } from '../catalogues/index.ts';
import {
  type PlanRow,
  type PriceRow,
  planNode,
  priceRowKinds,
  ratesRepository as repo,
} from './rates.repository.ts';

export interface StayPlan {
  id: number;
  name: string;
  /** The steps from the plan's root (none for a root plan), as the pricing function takes them. */
  adjustments: PlanAdjustment[];
  /** The plan's included meals ('С завтраком'), with the tariff's prices; null: none. */
  foodTariff: FoodTariff | null;
  is_active: boolean;
  is_refundable: boolean;
  cancellation_policy: string;
  /** Whether the plan is sold in a category (a plan naming no category is sold in all). */
  sellsIn(categoryId: number): boolean;
  /** The root's prices by date for a category in the window: `rates.dates` of the pricing function. */
  dates(categoryId: number): Record<string, DatePrices>;
  /** What binds the plan in a category in the window: its own restrictions and its parents'. */
  restrictions(categoryId: number): RestrictionsByDate;
}

/** A stored price row as the pricing function reads a date: its rows, without the blanks. */
function datePrices(row: PriceRow): DatePrices {
  const prices: Record<string, string> = {};
  for (const kind of priceRowKinds) if (row[kind] !== null) prices[kind] = row[kind];
  return prices;
}

/** The company's plans: what a booking path needs to name and check one. */
export const companyPlans = (db: Db, companyId: number) => repo.plans(db, companyId);

/**
 * The plan `planId` (or the company's base plan when null) over the local dates `from` … `to`. A plan
 * that is not the company's is refused on `field` (400 'Тариф не найден'), as any foreign id is.
 * `plans`: the company's plans when the caller has them (a group or the quote by every plan).
 */
export async function loadStayPlan(
  db: Db,
  companyId: number,
  planId: number | null,
  window: { from: string; to: string },
  field = 'rate_plan',
  plans?: readonly PlanRow[],
): Promise<StayPlan> {
  const all = plans ?? (await repo.plans(db, companyId));
  const plan = planId === null ? all.find((p) => p.is_base) : all.find((p) => p.id === planId);
  if (!plan) throw badRequest(ratePlanMessages.planNotFound, field);
  const nodes = all.map(planNode);
  const { rootId, adjustments } = planDerivation(nodes, plan.id);
  const lineage = planLineage(nodes, plan.id).map((p) => p.id);
  // One after another: a save runs this on its transaction's one connection.
  const prices = await repo.prices(db, companyId, [rootId], window.from, window.to);
  const restrictions = await repo.restrictions(db, companyId, lineage, window.from, window.to);
  const tariffs = plan.food_tariff_id
    ? await catalogueReads.tariffsWithPrices(db, companyId, [plan.food_tariff_id])
    : [];
  const tariff = tariffs[0];
  const datesOf = new Map<number, Record<string, DatePrices>>();
  for (const row of prices) {
    const dates = datesOf.get(row.category_id) ?? {};
    dates[row.date] = datePrices(row);
    datesOf.set(row.category_id, dates);
  }
  const bound = new Map<number, RestrictionsByDate>();
  return {
    id: plan.id,
    name: plan.name,
    adjustments,
    foodTariff: tariff
      ? {
          id: tariff.id,
          name: tariff.name,
          food_type: tariff.foodType as FoodTariff['food_type'],
          price_type: tariff.priceType === 'period' ? 'period' : 'week',
          prices: tariff.prices,
        }
      : null,
    is_active: plan.is_active,
    is_refundable: plan.is_refundable,
    cancellation_policy: plan.cancellation_policy,
    sellsIn: (categoryId) => planSoldIn(plan, categoryId),
    dates: (categoryId) => datesOf.get(categoryId) ?? {},
    restrictions: (categoryId) => {
      let merged = bound.get(categoryId);
      if (!merged) {
        // Root first, as lineageRestrictions takes the levels.
        merged = lineageRestrictions(
          lineage.map((id) =>
            Object.fromEntries(
              restrictions
                .filter((r) => r.rate_plan_id === id && r.category_id === categoryId)
                .map((r) => [r.date, r]),
            ),
          ),
        );
        bound.set(categoryId, merged);
      }
      return merged;
    },
  };
}

/**
 * A plan chosen for a sale must be on sale: active, and sold in the stay's category. Checked when the
 * sale is made or changed (domain saleChanged), so a plan switched off later does not stop a saved stay
 * from being edited.
 */
export function assertOnSale(plan: StayPlan, categoryId: number, field = 'rate_plan') {
  if (!plan.is_active) throw badRequest(ratePlanMessages.inactive, field);
  if (!plan.sellsIn(categoryId)) throw badRequest(ratePlanMessages.notForCategory, field);
}
