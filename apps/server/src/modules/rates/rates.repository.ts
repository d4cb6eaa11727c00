import type { AdjustmentKind, DatePrices, DayRestriction, RatePlanNode } from '@pms/domain';
import { sql } from 'drizzle-orm';
import { type Db, queryRows } from '../../db/client.ts';

/** What a plan's form sets. */
export interface PlanColumns {
  name: string;
  parent_id: number | null;
  adjustment_kind: AdjustmentKind | null;
  adjustment_value: string | null;
  is_base: boolean;
  is_active: boolean;
  is_refundable: boolean;
  cancellation_policy: string;
  food_tariff_id: number | null;
}

export interface PlanRow extends PlanColumns {
  id: number;
  position: number;
  categories: number[];
}

/** A plan as the domain's tree rules read it (planLineage, planDerivation, ratePlanProblems). */
export const planNode = (p: PlanColumns & { id: number }): RatePlanNode => ({
  id: p.id,
  name: p.name,
  parent_id: p.parent_id,
  adjustment_kind: p.adjustment_kind,
  adjustment_value: p.adjustment_value,
  is_base: p.is_base,
});

export interface CategoryRatesRow {
  id: number;
  name: string;
  rates: { price_type: 'week' | 'period'; rows: Record<string, Record<string, string>>; hour_price?: string };
}

/** A date price as stored: the six rows, null where the scheme decides. */
export type PriceRow = { category_id: number; rate_plan_id: number; date: string } & Record<
  'base' | 'single' | 'extra_adult' | 'extra_child' | 'child_without_place' | 'hour_price',
  string | null
>;

export type RestrictionRow = { category_id: number; rate_plan_id: number; date: string } & Required<{
  [K in keyof DayRestriction]: NonNullable<DayRestriction[K]> | null;
}>;

export const priceRowKinds = [
  'base',
  'single',
  'extra_adult',
  'extra_child',
  'child_without_place',
  'hour_price',
] as const satisfies readonly (keyof DatePrices)[];

const planSelect = sql`
  select p.id, p.name, p.parent_id, p.adjustment_kind, p.adjustment_value::text as adjustment_value, p.is_base,
         p.is_active, p.is_refundable, p.cancellation_policy, p.food_tariff_id, p.position,
         coalesce((select array_agg(c.category_id order by c.category_id) from rate_plan_categories c
                    where c.rate_plan_id = p.id), '{}') as categories
    from rate_plans p`;

const planFilter = (planIds: readonly number[] | null) =>
  planIds === null
    ? sql`true`
    : sql`rate_plan_id = any (select jsonb_array_elements_text(${JSON.stringify(planIds)}::jsonb)::int)`;

export const ratesRepository = {
  /** The company's plans, the base first; `lock` holds them for a change of the tree (no two at once). */
  async plans(db: Db, companyId: number, lock = false): Promise<PlanRow[]> {
    if (lock) await db.execute(sql`select id from rate_plans where company_id = ${companyId} for update`);
    return queryRows<PlanRow>(
      db,
      sql`${planSelect} where p.company_id = ${companyId} order by p.is_base desc, p.position, p.id`,
    );
  },

  async insertPlan(db: Db, companyId: number, c: PlanColumns): Promise<number> {
    const [row] = await queryRows<{ id: number }>(
      db,
      sql`insert into rate_plans (company_id, name, parent_id, adjustment_kind, adjustment_value, is_base, is_active,
                                  is_refundable, cancellation_policy, food_tariff_id, position)
          values (${companyId}, ${c.name}, ${c.parent_id}, ${c.adjustment_kind}, ${c.adjustment_value}, ${c.is_base},
                  ${c.is_active}, ${c.is_refundable}, ${c.cancellation_policy}, ${c.food_tariff_id},
                  (select coalesce(max(position), 0) + 1 from rate_plans where company_id = ${companyId}))
          returning id`,
    );
    return row!.id;
  },

  async updatePlan(db: Db, companyId: number, id: number, c: PlanColumns): Promise<void> {
    await db.execute(
      sql`update rate_plans set name = ${c.name}, parent_id = ${c.parent_id}, adjustment_kind = ${c.adjustment_kind},
                 adjustment_value = ${c.adjustment_value}, is_base = ${c.is_base}, is_active = ${c.is_active},
                 is_refundable = ${c.is_refundable}, cancellation_policy = ${c.cancellation_policy},
                 food_tariff_id = ${c.food_tariff_id}
           where company_id = ${companyId} and id = ${id}`,
    );
  },

  /** Takes the base mark off every plan but `keep`, before `keep` takes it (one base per company). */
  async clearBase(db: Db, companyId: number, keep: number | null): Promise<void> {
    await db.execute(
      sql`update rate_plans set is_base = false
           where company_id = ${companyId} and is_base and id is distinct from ${keep}`,
    );
  },

  async setCategories(
    db: Db,
    companyId: number,
    planId: number,
    categoryIds: readonly number[],
  ): Promise<void> {
    await db.execute(
      sql`delete from rate_plan_categories where rate_plan_id = ${planId} and company_id = ${companyId}
             and not (category_id = any (select jsonb_array_elements_text(${JSON.stringify(categoryIds)}::jsonb)::int))`,
    );
    await db.execute(
      sql`insert into rate_plan_categories (company_id, rate_plan_id, category_id)
          select ${companyId}::int, ${planId}::int, v::int from jsonb_array_elements_text(${JSON.stringify(categoryIds)}::jsonb) v
          on conflict do nothing`,
    );
  },

  async deletePrices(db: Db, companyId: number, planId: number): Promise<number> {
    const rows = await queryRows<{ n: number }>(
      db,
      sql`with gone as (delete from rate_prices where company_id = ${companyId} and rate_plan_id = ${planId} returning 1)
          select count(*)::int as n from gone`,
    );
    return rows[0]?.n ?? 0;
  },

  async bookingsOfPlan(db: Db, companyId: number, planId: number): Promise<number> {
    const [row] = await queryRows<{ n: number }>(
      db,
      sql`select count(*)::int as n from bookings where company_id = ${companyId} and rate_plan_id = ${planId}`,
    );
    return row?.n ?? 0;
  },

  async deletePlan(db: Db, companyId: number, id: number): Promise<void> {
    await db.execute(sql`delete from rate_plans where company_id = ${companyId} and id = ${id}`);
  },

  /** The company's categories with their weekday/month schemes; `ids` narrows to those (all when omitted). */
  async categories(db: Db, companyId: number, ids?: readonly number[]): Promise<CategoryRatesRow[]> {
    return queryRows<CategoryRatesRow>(
      db,
      sql`select id, name, rates from categories
           where company_id = ${companyId}
             and ${ids ? sql`id = any (select jsonb_array_elements_text(${JSON.stringify(ids)}::jsonb)::int)` : sql`is_active`}
           order by id`,
    );
  },

  async foodTariffExists(db: Db, companyId: number, id: number): Promise<boolean> {
    const rows = await queryRows(
      db,
      sql`select 1 from food_tariffs where company_id = ${companyId} and id = ${id}`,
    );
    return rows.length > 0;
  },

  async prices(
    db: Db,
    companyId: number,
    planIds: readonly number[] | null,
    from: string,
    to: string,
  ): Promise<PriceRow[]> {
    return queryRows<PriceRow>(
      db,
      sql`select category_id, rate_plan_id, to_char(date, 'YYYY-MM-DD') as date, base::text, single::text,
                 extra_adult::text, extra_child::text, child_without_place::text, hour_price::text
            from rate_prices
           where company_id = ${companyId} and date between ${from}::date and ${to}::date
             and ${planFilter(planIds)}`,
    );
  },

  async restrictions(
    db: Db,
    companyId: number,
    planIds: readonly number[] | null,
    from: string,
    to: string,
  ): Promise<RestrictionRow[]> {
    return queryRows<RestrictionRow>(
      db,
      sql`select category_id, rate_plan_id, to_char(date, 'YYYY-MM-DD') as date, min_stay, max_stay,
                 closed_to_arrival, closed_to_departure, stop_sell
            from rate_restrictions
           where company_id = ${companyId} and date between ${from}::date and ${to}::date
             and ${planFilter(planIds)}`,
    );
  },

  /**
   * Writes date prices in one statement: each cell's given rows are set (null removes one), the others
   * kept. A cell left with no price at all is removed, so the date falls back to the scheme.
   */
  async upsertPrices(
    db: Db,
    companyId: number,
    planId: number,
    cells: readonly ({ category_id: number; date: string } & Partial<
      Record<(typeof priceRowKinds)[number], string | null>
    >)[],
    kinds: readonly (typeof priceRowKinds)[number][],
  ): Promise<void> {
    if (cells.length === 0 || kinds.length === 0) return;
    const given = (kind: string) => sql.raw(`"${kind}" = excluded."${kind}"`);
    await db.execute(
      sql`insert into rate_prices (company_id, rate_plan_id, category_id, date, ${sql.raw(kinds.map((k) => `"${k}"`).join(', '))})
          select ${companyId}::int, ${planId}::int, x.category_id, x.date, ${sql.raw(kinds.map((k) => `x."${k}"`).join(', '))}
            from jsonb_to_recordset(${JSON.stringify(cells)}::jsonb)
                 as x(category_id int, date date, ${sql.raw(kinds.map((k) => `"${k}" numeric(14,2)`).join(', '))})
          on conflict (rate_plan_id, category_id, date) do update set ${sql.join(kinds.map(given), sql`, `)}`,
    );
    await db.execute(
      sql`delete from rate_prices
           where company_id = ${companyId} and rate_plan_id = ${planId}
             and base is null and single is null and extra_adult is null and extra_child is null
             and child_without_place is null and hour_price is null`,
    );
  },

  /** Writes restrictions in one statement, as upsertPrices does; a date left restricting nothing is removed. */
  async upsertRestrictions(
    db: Db,
    companyId: number,
    planId: number,
    cells: readonly { category_id: number; date: string }[],
    set: DayRestriction,
  ): Promise<void> {
    const fields = (Object.keys(set) as (keyof DayRestriction)[]).filter((f) => set[f] !== undefined);
    if (cells.length === 0 || fields.length === 0) return;
    const values = sql.join(
      // Typed here: a parameter in a select list would otherwise be text.
      fields.map((f) =>
        f === 'min_stay' || f === 'max_stay' ? sql`${set[f] ?? null}::int` : sql`${set[f]}::boolean`,
      ),
      sql`, `,
    );
    await db.execute(
      sql`insert into rate_restrictions (company_id, rate_plan_id, category_id, date, ${sql.raw(fields.map((f) => `"${f}"`).join(', '))})
          select ${companyId}::int, ${planId}::int, x.category_id, x.date, ${values}
            from jsonb_to_recordset(${JSON.stringify(cells)}::jsonb) as x(category_id int, date date)
          on conflict (rate_plan_id, category_id, date) do update
            set ${sql.raw(fields.map((f) => `"${f}" = excluded."${f}"`).join(', '))}`,
    );
    await db.execute(
      sql`delete from rate_restrictions
           where company_id = ${companyId} and rate_plan_id = ${planId}
             and min_stay is null and max_stay is null
             and not closed_to_arrival and not closed_to_departure and not stop_sell`,
    );
  },

  /** One journal entry for a change of many cells (issue 32: a year for 25 categories is one line). */
  async journal(db: Db, companyId: number, planId: number, data: Record<string, unknown>): Promise<void> {
    await db.execute(
      sql`select audit_write(${companyId}, 'rate_grid', ${planId}, null, 'update', '{}'::jsonb, ${JSON.stringify(data)}::jsonb)`,
    );
  },
};
