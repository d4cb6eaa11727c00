import {
  adjustmentText,
  adjustThrough,
  bulkPlanIds,
  type CategoryRates,
  type DatePrices,
  type DayRestriction,
  datesOfRange,
  dayRestrictionProblem,
  derivePrice,
  formatMoney,
  lineageRestrictions,
  PricingError,
  periodDays,
  planDerivation,
  planLineage,
  planNightPrice,
  planSoldIn,
  priceKey,
  RATE_GRID_MAX_DAYS,
  type RateBulkInput,
  type RateGridView,
  type RatePlanInput,
  type RatePlanView,
  type RestrictionsByDate,
  ratePlanMessages,
  ratePlanProblems,
  rootRowPrice,
} from '@pms/domain';
import type { Db } from '../../db/client.ts';
import { write } from '../../db/write.ts';
import type { Actor } from '../../http/actor.ts';
import { badRequest, notFound, pgConstraint, uniqueAs } from '../../http/errors.ts';
import {
  type CategoryRatesRow,
  type PlanColumns,
  type PlanRow,
  type PriceRow,
  planNode,
  priceRowKinds,
  ratesRepository as repo,
} from './rates.repository.ts';

const planUnique = { rate_plans_company_name_key: { message: ratePlanMessages.nameTaken, field: 'name' } };

/** The tree check's field ('plans.3.parent_id') as the form's field ('parent'). */
const formField: Record<string, string> = {
  parent_id: 'parent',
  adjustment_kind: 'adjustment_kind',
  adjustment_value: 'adjustment_value',
  is_base: 'is_base',
};

function present(plan: PlanRow, plans: readonly PlanRow[]): RatePlanView {
  const parent = plans.find((p) => p.id === plan.parent_id);
  const step =
    plan.adjustment_kind && plan.adjustment_value !== null
      ? { kind: plan.adjustment_kind, value: plan.adjustment_value }
      : null;
  return {
    id: plan.id,
    name: plan.name,
    parent: plan.parent_id,
    adjustment_kind: plan.adjustment_kind,
    adjustment_value: plan.adjustment_value,
    formula: step && parent ? adjustmentText(step, parent.name) : null,
    is_base: plan.is_base,
    is_active: plan.is_active,
    is_refundable: plan.is_refundable,
    cancellation_policy: plan.cancellation_policy,
    food_tariff: plan.food_tariff_id,
    categories: plan.categories,
  };
}

export async function listPlans(db: Db, actor: Actor): Promise<RatePlanView[]> {
  const plans = await repo.plans(db, actor.companyId);
  return plans.map((p) => present(p, plans));
}

function columns(input: RatePlanInput): PlanColumns {
  const derived = input.parent !== null;
  return {
    name: input.name,
    parent_id: input.parent,
    // A plan with prices of its own has no step: what the form left in those fields is dropped.
    adjustment_kind: derived ? input.adjustment_kind : null,
    adjustment_value: derived ? input.adjustment_value : null,
    is_base: input.is_base,
    is_active: input.is_active,
    is_refundable: input.is_refundable,
    cancellation_policy: input.cancellation_policy,
    food_tariff_id: input.food_tariff,
  };
}

/** Refuses the company's tree as it would be with `changed` (a new plan has id 0), and bad references. */
async function checkPlan(
  tx: Db,
  actor: Actor,
  plans: PlanRow[],
  changed: PlanColumns & { id: number },
  input: RatePlanInput,
) {
  const tree = plans
    .filter((p) => p.id !== changed.id)
    // Marking this plan as the base takes the mark off the one that had it.
    .map((p) => (changed.is_base ? { ...planNode(p), is_base: false } : planNode(p)));
  tree.push(planNode(changed));
  const problem = ratePlanProblems(tree)[0];
  if (problem) {
    const field = problem.field.split('.').at(-1)!;
    throw badRequest(problem.message, formField[field] ?? field);
  }
  if (input.food_tariff !== null && !(await repo.foodTariffExists(tx, actor.companyId, input.food_tariff))) {
    throw badRequest(ratePlanMessages.foodTariffNotFound, 'food_tariff');
  }
  const wanted = [...new Set(input.categories)];
  if (wanted.length > 0 && (await repo.categories(tx, actor.companyId, wanted)).length !== wanted.length) {
    throw badRequest(ratePlanMessages.categoryNotFound, 'categories');
  }
}

export async function createPlan(db: Db, actor: Actor, input: RatePlanInput): Promise<RatePlanView> {
  const id = await uniqueAs(
    () =>
      write(db, actor, async (tx) => {
        const plans = await repo.plans(tx, actor.companyId, true);
        const c = columns(input);
        await checkPlan(tx, actor, plans, { ...c, id: 0 }, input);
        if (c.is_base) await repo.clearBase(tx, actor.companyId, null);
        const created = await repo.insertPlan(tx, actor.companyId, c);
        await repo.setCategories(tx, actor.companyId, created, input.categories);
        return created;
      }),
    planUnique,
  );
  return getPlan(db, actor, id);
}

export async function getPlan(db: Db, actor: Actor, id: number): Promise<RatePlanView> {
  const plans = await repo.plans(db, actor.companyId);
  const plan = plans.find((p) => p.id === id);
  if (!plan) throw notFound(ratePlanMessages.planNotFound);
  return present(plan, plans);
}

export async function updatePlan(
  db: Db,
  actor: Actor,
  id: number,
  input: RatePlanInput,
): Promise<RatePlanView> {
  await uniqueAs(
    () =>
      write(db, actor, async (tx) => {
        const plans = await repo.plans(tx, actor.companyId, true);
        const before = plans.find((p) => p.id === id);
        if (!before) throw notFound(ratePlanMessages.planNotFound);
        const c = columns(input);
        await checkPlan(tx, actor, plans, { ...c, id }, input);
        // A plan that now follows a parent keeps no prices of its own (the database refuses them).
        if (before.parent_id === null && c.parent_id !== null)
          await repo.deletePrices(tx, actor.companyId, id);
        if (c.is_base && !before.is_base) await repo.clearBase(tx, actor.companyId, id);
        await repo.updatePlan(tx, actor.companyId, id, c);
        await repo.setCategories(tx, actor.companyId, id, input.categories);
      }),
    planUnique,
  );
  return getPlan(db, actor, id);
}

export async function deletePlan(db: Db, actor: Actor, id: number): Promise<void> {
  await write(db, actor, async (tx) => {
    const plans = await repo.plans(tx, actor.companyId, true);
    const plan = plans.find((p) => p.id === id);
    if (!plan) throw notFound(ratePlanMessages.planNotFound);
    if (plan.is_base) throw badRequest(ratePlanMessages.baseCannotBeDeleted);
    if (plans.some((p) => p.parent_id === id)) throw badRequest(ratePlanMessages.planHasChildren);
    if ((await repo.bookingsOfPlan(tx, actor.companyId, id)) > 0)
      throw badRequest(ratePlanMessages.planInUse);
    await repo.deletePlan(tx, actor.companyId, id);
  });
}

/** A category's scheme with a root plan's date prices, as the pricing function reads them. */
function ratesWithDates(category: CategoryRatesRow, dates: Record<string, DatePrices>): CategoryRates {
  return { ...category.rates, additional_place: 0, dates } as CategoryRates;
}

/** A plan's and category's rows by date: `index.get(planId)?.get(categoryId)`. */
type PlanCategoryIndex<T> = Map<number, Map<number, Record<string, T>>>;

/**
 * Rows by plan, then category, then date. Numbers as keys, not a `${plan}:${category}` string made for
 * each of the thousands of rows a grid reads (issue 32's bench: the index was the grid's costliest part).
 */
function byPlanAndCategory<T extends { rate_plan_id: number; category_id: number; date: string }>(
  rows: readonly T[],
): PlanCategoryIndex<T> {
  const index: PlanCategoryIndex<T> = new Map();
  for (const row of rows) {
    let categories = index.get(row.rate_plan_id);
    if (!categories) {
      categories = new Map();
      index.set(row.rate_plan_id, categories);
    }
    let dates = categories.get(row.category_id);
    if (!dates) {
      dates = {};
      categories.set(row.category_id, dates);
    }
    dates[row.date] = row;
  }
  return index;
}

/**
 * The dates of a range on its weekdays (datesOfRange), a refusal answered as a 400 on the request's own
 * names for its ends: the grid's query says start and end, the bulk change from and to.
 */
function rangeDates(
  from: string,
  to: string,
  weekdays: RateBulkInput['weekdays'],
  names: { from: string; to: string },
): string[] {
  try {
    return datesOfRange(from, to, weekdays);
  } catch (err) {
    if (!(err instanceof PricingError)) throw err;
    throw badRequest(err.message, err.field === 'from' || err.field === 'to' ? names[err.field] : err.field);
  }
}

/**
 * The grid 'Цены и ограничения': every active plan × every active category it is sold in, date by date:
 * the room's price by the plan (the one resolution of the pricing function) and the restrictions that
 * bind it (its own and its parents').
 */
export async function rateGrid(
  db: Db,
  actor: Actor,
  q: { start: string; end: string },
): Promise<RateGridView> {
  if (periodDays(q.start, q.end) > RATE_GRID_MAX_DAYS) throw badRequest(ratePlanMessages.gridTooLong, 'end');
  // A reversed window is refused here, on 'end', as a reversed bulk range is on 'to'.
  const dates = rangeDates(q.start, q.end, [], { from: 'start', to: 'end' });
  // One round of four queries: the window's prices and restrictions of every plan of the company.
  const [plans, categories, prices, restrictions] = await Promise.all([
    repo.plans(db, actor.companyId),
    repo.categories(db, actor.companyId),
    repo.prices(db, actor.companyId, null, q.start, q.end),
    repo.restrictions(db, actor.companyId, null, q.start, q.end),
  ]);
  const nodes = plans.map(planNode);
  const priceIndex = byPlanAndCategory(prices);
  const restrictionIndex = byPlanAndCategory(restrictions);
  const active = plans.filter((p) => p.is_active);
  const rows: RateGridView['rows'] = [];
  // A root's nights are resolved once per category, whatever the number of plans following it; each
  // derived plan then takes a price through its steps once per distinct price.
  const rootNights = new Map<string, { price: number | undefined; dated: boolean }[]>();
  const nightsOf = (rootId: number, category: CategoryRatesRow) => {
    const key = `${rootId}:${category.id}`;
    let nights = rootNights.get(key);
    if (!nights) {
      const rates = ratesWithDates(category, priceIndex.get(rootId)?.get(category.id) ?? {});
      nights = dates.map((date) => planNightPrice(rates, date, []));
      rootNights.set(key, nights);
    }
    return nights;
  };
  for (const plan of active) {
    const { rootId, adjustments } = planDerivation(nodes, plan.id);
    const lineage = planLineage(nodes, plan.id);
    const stepped = new Map<number, string>();
    const text = (tiyn: number) => {
      let shown = stepped.get(tiyn);
      if (shown === undefined) {
        shown = formatMoney(adjustThrough(tiyn, adjustments));
        stepped.set(tiyn, shown);
      }
      return shown;
    };
    for (const category of categories) {
      if (!planSoldIn(plan, category.id)) continue;
      const nights = nightsOf(rootId, category);
      const binding = lineageRestrictions(
        lineage.map((p) => (restrictionIndex.get(p.id)?.get(category.id) ?? {}) as RestrictionsByDate),
      );
      const row: RateGridView['rows'][number] = {
        rate_plan: plan.id,
        category: category.id,
        price: [],
        dated: [],
        min_stay: [],
        max_stay: [],
        closed_to_arrival: [],
        closed_to_departure: [],
        stop_sell: [],
      };
      dates.forEach((date, i) => {
        const night = nights[i]!;
        const day = binding[date];
        row.price.push(night.price === undefined ? null : text(night.price));
        row.dated.push(night.dated);
        row.min_stay.push(day?.min_stay ?? null);
        row.max_stay.push(day?.max_stay ?? null);
        row.closed_to_arrival.push(Boolean(day?.closed_to_arrival));
        row.closed_to_departure.push(Boolean(day?.closed_to_departure));
        row.stop_sell.push(Boolean(day?.stop_sell));
      });
      rows.push(row);
    }
  }
  return {
    dates,
    plans: active.map((p) => present(p, plans)),
    categories: categories.map((c) => ({ id: c.id, name: c.name })),
    rows,
  };
}

/**
 * One change of the grid (the bulk dialog, or a range typed over in the grid): one transaction and one
 * journal entry with its range, whatever the number of cells (a year for 25 categories is one line).
 */
export async function bulkChange(
  db: Db,
  actor: Actor,
  input: RateBulkInput,
): Promise<{ cells: number; dates: number }> {
  const dates = rangeDates(input.from, input.to, input.weekdays, { from: 'from', to: 'to' });
  if (input.restrictions) {
    const problem = dayRestrictionProblem(input.restrictions as DayRestriction);
    if (problem) throw badRequest(problem.message, `restrictions.${problem.field}`);
  }
  const { companyId } = actor;
  return write(db, actor, async (tx) => {
    // The tree is held for the change: a plan cannot turn derived while its prices are being written.
    const all = await repo.plans(tx, companyId, true);
    const plans = bulkPlanIds(input).map((id) => {
      const plan = all.find((p) => p.id === id);
      if (!plan) throw notFound(ratePlanMessages.planNotFound);
      return plan;
    });
    const changesPrices = input.prices !== undefined || input.price_change !== undefined;
    const derived = plans.find((p) => p.parent_id !== null);
    if (changesPrices && derived)
      throw badRequest(
        plans.length === 1
          ? ratePlanMessages.derivedHasNoPrices
          : ratePlanMessages.derivedAmongPlans(derived.name),
        'prices',
      );
    const wanted = [...new Set(input.categories)];
    const categories = await repo.categories(tx, companyId, wanted);
    if (categories.length !== wanted.length)
      throw badRequest(ratePlanMessages.categoryNotFound, 'categories');
    // Each plan changes the chosen categories it is sold in; a category none of them sells, or a plan
    // sold in none of them, is refused rather than left unchanged: the manager expected a change there.
    if (categories.some((c) => !plans.some((p) => planSoldIn(p, c.id))))
      throw badRequest(ratePlanMessages.notForCategory, 'categories');
    const reach = plans.map((plan) => {
      const own = categories.filter((c) => planSoldIn(plan, c.id));
      if (own.length === 0) throw badRequest(ratePlanMessages.planNotInCategories(plan.name), 'categories');
      return {
        plan,
        categories: own,
        cells: own.flatMap((c) => dates.map((date) => ({ category_id: c.id, date }))),
      };
    });

    for (const { plan, categories: own, cells } of reach) {
      if (input.prices) {
        const kinds = priceRowKinds.filter((k) => input.prices![k] !== undefined);
        const values = Object.fromEntries(kinds.map((k) => [k, input.prices![k]]));
        await repo.upsertPrices(
          tx,
          companyId,
          plan.id,
          cells.map((cell) => ({ ...cell, ...values })),
          kinds,
        );
      }
      if (input.price_change) {
        await repo.upsertPrices(
          tx,
          companyId,
          plan.id,
          await changedPrices(tx, companyId, plan.id, own, dates, input.price_change),
          priceRowKinds,
        );
      }
      if (input.restrictions) {
        await checkedRestrictions(() =>
          repo.upsertRestrictions(tx, companyId, plan.id, cells, input.restrictions as DayRestriction),
        );
      }
    }
    // One line for the whole change, on its first plan, naming every plan (as the workbook's import).
    await repo.journal(tx, companyId, plans[0]!.id, {
      name: plans.map((p) => p.name).join(', '),
      from: input.from,
      to: input.to,
      ...(input.weekdays.length ? { weekdays: input.weekdays } : {}),
      categories: categories.map((c) => c.name),
      ...(input.prices ? { prices: input.prices } : {}),
      ...(input.price_change ? { price_change: input.price_change } : {}),
      ...(input.restrictions ? { restrictions: input.restrictions } : {}),
      dates: dates.length,
    });
    const cells = reach.reduce((n, r) => n + r.cells.length, 0);
    return { cells, dates: dates.length };
  });
}

/** Each row's price of each cell (the date's, else the scheme's) changed by a percent or an amount. */
async function changedPrices(
  tx: Db,
  companyId: number,
  planId: number,
  categories: readonly CategoryRatesRow[],
  dates: readonly string[],
  change: NonNullable<RateBulkInput['price_change']>,
) {
  const existing = byPlanAndCategory(await repo.prices(tx, companyId, [planId], dates[0]!, dates.at(-1)!));
  return categories.flatMap((category) => {
    const rates = ratesWithDates(
      category,
      (existing.get(planId)?.get(category.id) ?? {}) as Record<string, PriceRow>,
    );
    return dates.map((date) => {
      const key = priceKey(date, rates.price_type);
      const cell: { category_id: number; date: string } & Partial<
        Record<(typeof priceRowKinds)[number], string | null>
      > = { category_id: category.id, date };
      for (const kind of priceRowKinds) {
        const root = rootRowPrice(rates, kind, date, key);
        cell[kind] = root.tiyn === undefined ? null : formatMoney(derivePrice(root.tiyn, change));
      }
      return cell;
    });
  });
}

/** The database's last word on a restriction (max below an existing min): a Russian 400, nothing kept. */
async function checkedRestrictions(work: () => Promise<void>) {
  try {
    await work();
  } catch (err) {
    if (pgConstraint(err) === 'rate_restrictions_max_min')
      throw badRequest(ratePlanMessages.maxBelowMin, 'restrictions.max_stay');
    throw err;
  }
}
