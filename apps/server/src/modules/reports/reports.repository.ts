/**
 * The reports' SQL: occupancy with ADR/RevPAR, revenue and the arrivals forecast. Revenue and the forecast
 * are grouped by the database (generate_series over the local dates, GROUPING SETS for the by-day /
 * by-channel / by-category / total sections), so the service only shapes their rows; each is one
 * statement. Occupancy reads its facts (units for sale, the per-date summary) in one snapshot, and the
 * presenter lays them out into the grid of dates × categories and sums it in one pass: grouping and
 * sorting 9,500 rows in SQL was most of that statement (bench/README.md, issue 31 goal 5).
 * The rules (docs/reports.md): a unit is sold on local date D when a hold of a booking in a real status
 * contains the local midnight that closes D; repairs count the same way and leave the unit unavailable;
 * revenue is booking_revenue of bookings in a real status. Every query filters on company_id.
 */
import { calendarMessages } from '@pms/domain';
import { type SQL, sql } from 'drizzle-orm';
import { type Db, queryRows } from '../../db/client.ts';
import {
  datesCte,
  firstNight,
  holdsNightsIn,
  lastNight,
  level,
  live,
  midnightAfter,
  midnightOf,
  money,
  real,
  type Scope,
} from './report-sql.ts';

/** A unit's nights for sale inside the period, as offsets from its first date (first after last: none). */
export interface OccupancySaleRow {
  category_id: number;
  first: number;
  last: number;
}

/**
 * What a category-day holds, as the summary keeps it or a change still waiting adds to it (several rows
 * may fall on one category-day: their sum is its figure). `day` is the offset from the period's first date.
 */
export interface OccupancyNightRow {
  category_id: number;
  day: number;
  sold: number;
  repair: number;
  /** The accommodation revenue in tiyn (a float8 holds them exactly). */
  revenue_tiyn: number;
  /** How many counted accommodation lines make it (a category with any in the period is shown). */
  lines: number;
}

export interface OccupancyCategoryRow {
  id: number;
  name: string;
  category_type: string;
}

/** What the occupancy report is made of, read in one snapshot; the presenter lays out its grid and sums. */
export interface OccupancyFacts {
  sale: OccupancySaleRow[];
  nights: OccupancyNightRow[];
  categories: OccupancyCategoryRow[];
}

/**
 * Each unit's nights for sale inside the period, in the category its room was in: the units for sale on a
 * date are those of rooms that existed and were active then (room_sale_periods, issue 29 item 13), counted
 * by the night rule as holds are, so a room switched off today leaves the past as it was and a room created
 * mid-period counts from its first night. A category with a sale period touching the period is shown even
 * when the period holds none of its nights.
 */
export function occupancySaleSql(s: Scope, start: string, end: string): SQL {
  const salePeriod = sql`tstzrange(coalesce(sp.since, r.created_at), sp.until)`;
  return sql`
  select sp.category_id,
         greatest(${firstNight(s.timeZone, salePeriod)}, ${start}::date) - ${start}::date as first,
         least(coalesce(${lastNight(s.timeZone, salePeriod)}, ${end}::date), ${end}::date) - ${start}::date as last
  from room_sale_periods sp
  join rooms r on r.id = sp.room_id
  join units u on u.room_id = sp.room_id
  where sp.company_id = ${s.companyId}
    and ${salePeriod} && tstzrange(${midnightAfter(s.timeZone, start)}, ${midnightAfter(s.timeZone, end)}, '[]')`;
}

/**
 * The nights sold and under repair and the accommodation revenue of each category-day, read from the
 * per-date summary (migration 0058: occupancy_nights, ≈ 9,000 rows for 500 rooms over a year, instead of
 * 26,000 holds and 78,000 revenue lines) plus the changes not yet folded into it, expanded to their nights
 * here: the answer is exact whenever the fold last ran (`foldOccupancy`, which the service runs first).
 * Neither grouped nor sorted: a plain range read of the summary's key (company, date, category), summed
 * into the grid by the presenter.
 */
export function occupancyNightsSql(s: Scope, start: string, end: string): SQL {
  // The summary's nights are in the company's zone as stored (the fold's): the unfolded ones too.
  const zone = sql`(select c.timezone from companies c where c.id = ${s.companyId})`;
  return sql`
  select o.category_id, o.date - ${start}::date as day, o.sold, o.repair,
         (o.revenue * 100)::float8 as revenue_tiyn, o.revenue_lines as lines
  from occupancy_nights o
  where o.company_id = ${s.companyId} and o.date between ${start}::date and ${end}::date
  union all
  select c.category_id, n::date - ${start}::date, c.sold, c.repair, 0, 0
  from occupancy_changes c
  cross join lateral generate_series(
    greatest(occupancy_first_night(${zone}, c.period), ${start}::date)::timestamp,
    least(occupancy_last_night(${zone}, c.period), ${end}::date)::timestamp, interval '1 day') n
  where c.company_id = ${s.companyId} and c.period is not null
  union all
  select c.category_id, c.date - ${start}::date, 0, 0, (c.revenue * 100)::float8, c.revenue_lines
  from occupancy_changes c
  where c.company_id = ${s.companyId} and c.date between ${start}::date and ${end}::date`;
}

/** The company's categories, to name those the report shows. */
export const occupancyCategoriesSql = (s: Scope) => sql`
  select id, name, category_type from categories where company_id = ${s.companyId}`;

/** The occupancy report's facts, in the snapshot of `tx` (readReport). */
export async function readOccupancyFacts(
  tx: Db,
  s: Scope,
  start: string,
  end: string,
): Promise<OccupancyFacts> {
  const sale = await queryRows<OccupancySaleRow>(tx, occupancySaleSql(s, start, end));
  const nights = await queryRows<OccupancyNightRow>(tx, occupancyNightsSql(s, start, end));
  const categories = await queryRows<OccupancyCategoryRow>(tx, occupancyCategoriesSql(s));
  return { sale, nights, categories };
}

/**
 * Folds the company's committed occupancy changes into the summary (migration 0058, occupancy_fold), in
 * its own short transaction; skipped at once when another fold of the company is running.
 */
export const foldOccupancySql = (companyId: number) => sql`select occupancy_fold(${companyId})`;

/** grouping(date, source_id, category_id) of each section of the revenue report. */
export const REVENUE_LEVEL = { day: 3, channel: 5, category: 6, total: 7 } as const;

export interface RevenueRow {
  level: number;
  date: string | null;
  id: number | null;
  name: string | null;
  accommodation: string;
  meals: string;
  services: string;
  discounts: string;
  total: string;
}

/**
 * Revenue by kind, by day (every date of the period, zeros included), by sales channel (null is
 * 'Прямая продажа') and by category, in one statement over booking_revenue of real bookings.
 */
export function revenueSql(s: Scope, start: string, end: string): SQL {
  const byKind = (kind: string) => sql`sum(amount) filter (where kind = ${kind})`;
  return sql`
  with grouped as (
    select grouping(br.date, b.source_id, b.category_id) as level, br.date, b.source_id, b.category_id,
           ${byKind('accommodation')} as accommodation, ${byKind('meals')} as meals,
           ${byKind('services')} as services, ${byKind('discounts')} as discounts, sum(br.amount) as total
    from booking_revenue br
    join bookings b on b.id = br.booking_id and b.company_id = ${s.companyId}
    where br.company_id = ${s.companyId} and br.date between ${start}::date and ${end}::date
      and b.status in (${real})
    group by grouping sets ((br.date), (b.source_id), (b.category_id), ())
  ),
  sections as (
    select ${level(REVENUE_LEVEL.day)} as level, d.date, null::int as id, null::text as name, 0 as position,
           g.accommodation, g.meals, g.services, g.discounts, g.total
    from (${datesCte(start, end)}) d
    left join grouped g on g.level = ${level(REVENUE_LEVEL.day)} and g.date = d.date
    union all
    select g.level, null, g.source_id, coalesce(sc.name, ${calendarMessages.directSale}::text), case when g.source_id is null then 0 else 1 end,
           g.accommodation, g.meals, g.services, g.discounts, g.total
    from grouped g
    left join sales_channels sc on sc.id = g.source_id and sc.company_id = ${s.companyId}
    where g.level = ${level(REVENUE_LEVEL.channel)}
    union all
    select g.level, null, g.category_id, c.name, c.id,
           g.accommodation, g.meals, g.services, g.discounts, g.total
    from grouped g
    join categories c on c.id = g.category_id and c.company_id = ${s.companyId}
    where g.level = ${level(REVENUE_LEVEL.category)}
    union all
    -- The grand total, zeros when nothing was earned.
    select ${level(REVENUE_LEVEL.total)}, null, null, null, 0,
           g.accommodation, g.meals, g.services, g.discounts, g.total
    from (select 1) one left join grouped g on g.level = ${level(REVENUE_LEVEL.total)}
  )
  select level, date::text as date, id, name,
         ${money(sql`accommodation`)} as accommodation, ${money(sql`meals`)} as meals,
         ${money(sql`services`)} as services, ${money(sql`discounts`)} as discounts, ${money(sql`total`)} as total
  from sections
  order by level, date, position, name`;
}

/** A rate plan's revenue in the period, and the nights its bookings were sold for. */
export interface PlanRevenueRow {
  id: number;
  name: string;
  nights: number;
  accommodation: string;
  meals: string;
  services: string;
  discounts: string;
  total: string;
}

/**
 * Revenue by the rate plan the bookings were sold by (issue 32): booking_revenue of real bookings, a
 * booking saved before plans (no plan) counted as the base plan's. `nights`: the booking-nights with
 * accommodation revenue in the period (an hourly stay counts as one), ADR's divisor. The plans with
 * revenue only; the base plan first.
 */
export function revenueByPlanSql(s: Scope, start: string, end: string): SQL {
  const byKind = (kind: string) => sql`sum(br.amount) filter (where br.kind = ${kind})`;
  // Each booking's lines summed first (its nights counted among its own few dates), then the bookings
  // by plan: counting distinct (booking, date) pairs over the whole year's lines sorted 200,000 records
  // and cost about 180 ms of the report's 250 (bench/reports.ts).
  return sql`
  with by_booking as (
    select br.booking_id,
           count(distinct br.date) filter (where br.kind = 'accommodation') as nights,
           ${byKind('accommodation')} as accommodation, ${byKind('meals')} as meals,
           ${byKind('services')} as services, ${byKind('discounts')} as discounts,
           sum(br.amount) as total
    from booking_revenue br
    where br.company_id = ${s.companyId} and br.date between ${start}::date and ${end}::date
    group by br.booking_id
  ), base as (
    select id from rate_plans where company_id = ${s.companyId} and is_base
  )
  select rp.id, rp.name, coalesce(sum(x.nights), 0)::int as nights,
         ${money(sql`sum(x.accommodation)`)} as accommodation, ${money(sql`sum(x.meals)`)} as meals,
         ${money(sql`sum(x.services)`)} as services, ${money(sql`sum(x.discounts)`)} as discounts,
         ${money(sql`sum(x.total)`)} as total
  from by_booking x
  join bookings b on b.id = x.booking_id and b.company_id = ${s.companyId}
  left join base on true
  join rate_plans rp on rp.company_id = ${s.companyId} and rp.id = coalesce(b.rate_plan_id, base.id)
  where b.status in (${real})
  group by rp.id, rp.name, rp.is_base
  order by rp.is_base desc, rp.name, rp.id`;
}

export interface ForecastRow {
  date: string;
  arrivals: number;
  departures: number;
  in_house: number;
  adults: number;
  children: number;
  breakfast_adults: number;
  breakfast_children: number;
  lunch_adults: number;
  lunch_children: number;
  supper_adults: number;
  supper_children: number;
}

/**
 * The forecast's days: arrivals and departures by their local date (hourly stays aside, as the
 * calendar's 'Состояние на сегодня' counts them), units in house by the night rule, the guests of the
 * bookings in house, and the meals' portions to serve that date ('all' is breakfast, lunch and supper).
 */
export function forecastSql(s: Scope, start: string, end: string): SQL {
  const meal = (type: string, who: 'adults' | 'children') =>
    sql`coalesce(sum(br.${sql.raw(who)}) filter (where br.food_type in (${type}, 'all')), 0)::int`;
  return sql`
  with dates as (${datesCte(start, end)}),
  arrivals as (
    select timezone(${s.timeZone}, b.check_in)::date as date, count(*)::int as n
    from bookings b
    where b.company_id = ${s.companyId} and b.status in (${live}) and not b.is_time
      and b.check_in >= ${midnightOf(s.timeZone, start)} and b.check_in < ${midnightAfter(s.timeZone, end)}
    group by 1
  ),
  departures as (
    -- Bounded by check-in too, so the (company, check_in, check_out) index narrows the scan.
    select timezone(${s.timeZone}, b.check_out)::date as date, count(*)::int as n
    from bookings b
    where b.company_id = ${s.companyId} and b.status in (${real}) and not b.is_time
      and b.check_in < ${midnightAfter(s.timeZone, end)}
      and b.check_out >= ${midnightOf(s.timeZone, start)} and b.check_out < ${midnightAfter(s.timeZone, end)}
    group by 1
  ),
  staying as (
    -- The bookings holding some night of the period, with their units (a whole koika room holds every
    -- bed) and their first and last night; every hold of a booking has the booking's period.
    select h.booking_id, count(*)::int as units,
           ${firstNight(s.timeZone, sql`h.period`)} as first_night, ${lastNight(s.timeZone, sql`h.period`)} as last_night
    from holds h
    join units u on u.id = h.unit_id
    join rooms r on r.id = u.room_id and r.is_active
    where h.company_id = ${s.companyId} and h.booking_id is not null and ${holdsNightsIn(s.timeZone, start, end)}
    group by h.booking_id, 3, 4
  ),
  in_house as (
    select d.date, sum(st.units)::int as units,
           sum(b.main_adult_count + case when b.has_additional then b.adult_count else 0 end)::int as adults,
           sum(b.main_child_count + case when b.has_additional then b.child_count else 0 end
               + b.child_without_place)::int as children
    from staying st
    join bookings b on b.id = st.booking_id and b.status in (${live})
    join dates d on d.date between st.first_night and st.last_night
    group by d.date
  ),
  meals as (
    select br.date,
           ${meal('breakfast', 'adults')} as breakfast_adults, ${meal('breakfast', 'children')} as breakfast_children,
           ${meal('lunch', 'adults')} as lunch_adults, ${meal('lunch', 'children')} as lunch_children,
           ${meal('supper', 'adults')} as supper_adults, ${meal('supper', 'children')} as supper_children
    from booking_revenue br
    join bookings b on b.id = br.booking_id and b.company_id = ${s.companyId} and b.status in (${live})
    where br.company_id = ${s.companyId} and br.kind = 'meals'
      and br.date between ${start}::date and ${end}::date
    group by br.date
  )
  select d.date::text as date, coalesce(a.n, 0) as arrivals, coalesce(dp.n, 0) as departures,
         coalesce(ih.units, 0) as in_house, coalesce(ih.adults, 0) as adults, coalesce(ih.children, 0) as children,
         coalesce(m.breakfast_adults, 0) as breakfast_adults, coalesce(m.breakfast_children, 0) as breakfast_children,
         coalesce(m.lunch_adults, 0) as lunch_adults, coalesce(m.lunch_children, 0) as lunch_children,
         coalesce(m.supper_adults, 0) as supper_adults, coalesce(m.supper_children, 0) as supper_children
  from dates d
  left join arrivals a on a.date = d.date
  left join departures dp on dp.date = d.date
  left join in_house ih on ih.date = d.date
  left join meals m on m.date = d.date
  order by d.date`;
}

export const reportsRepository = {
  occupancy: readOccupancyFacts,
  foldOccupancy: async (db: Db, companyId: number) => {
    await db.execute(foldOccupancySql(companyId));
  },
  /** The companies with occupancy changes waiting to be folded: the sweeper's, across companies. */
  companiesToFold: async (db: Db) =>
    (await queryRows<{ id: number }>(db, sql`select distinct company_id as id from occupancy_changes`)).map(
      (r) => r.id,
    ),
  revenue: (db: Db, s: Scope, start: string, end: string) =>
    queryRows<RevenueRow>(db, revenueSql(s, start, end)),
  revenueByPlan: (db: Db, s: Scope, start: string, end: string) =>
    queryRows<PlanRevenueRow>(db, revenueByPlanSql(s, start, end)),
  forecast: (db: Db, s: Scope, start: string, end: string) =>
    queryRows<ForecastRow>(db, forecastSql(s, start, end)),
};
