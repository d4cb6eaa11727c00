/**
 * The occupancy report as it was before the per-date summary (migration 0058) and before the presenter
 * summed its grid (issue 31, goal 5): every figure worked out from the holds and the revenue lines
 * themselves, laid out and summed by the database (GROUPING SETS), and the sections picked out of its rows
 * by level. Kept for tests only, as the reference the report must equal after any series of changes
 * (occupancy-summary.test.ts).
 */
import { draftStatus, type OccupancyReport } from '@pms/domain';
import { type SQL, sql } from 'drizzle-orm';
import {
  datesCte,
  firstNight,
  holdsNightsIn,
  lastNight,
  level,
  midnightAfter,
  type Scope,
} from '../modules/reports/report-sql.ts';
import { occupancyFigures } from '../modules/reports/reports.presenter.ts';

/** grouping(date, category_id) of each section of the statement's rows. */
const OCCUPANCY_LEVEL = { categoryDay: 0, day: 1, category: 2, total: 3 } as const;

interface OccupancyRow {
  level: number;
  date: string | null;
  category_id: number | null;
  name: string | null;
  category_type: string | null;
  available: number;
  sold: number;
  repair: number;
  revenue_tiyn: number;
}

/** A hold of a booking counts unless the booking is a draft (what holds.counted now keeps). */
const notDraft = (companyId: number, bookingId: SQL) =>
  sql`${bookingId} not in (select d.id from bookings d where d.company_id = ${companyId} and d.status = ${draftStatus})`;

export function occupancyFromScratchSql(s: Scope, start: string, end: string): SQL {
  const salePeriod = sql`tstzrange(coalesce(sp.since, r.created_at), sp.until)`;
  return sql`
  with dates as (${datesCte(start, end)}),
  sale as (
    -- Each unit's nights for sale inside the period, in the category its room was in.
    select sp.category_id,
           greatest(${firstNight(s.timeZone, salePeriod)}, ${start}::date) as first_night,
           least(coalesce(${lastNight(s.timeZone, salePeriod)}, ${end}::date), ${end}::date) as last_night
    from room_sale_periods sp
    join rooms r on r.id = sp.room_id
    join units u on u.room_id = sp.room_id
    where sp.company_id = ${s.companyId}
      and ${salePeriod} && tstzrange(${midnightAfter(s.timeZone, start)}, ${midnightAfter(s.timeZone, end)}, '[]')
  ),
  spans as (
    -- Each hold's nights inside the period, from one scan of the holds overlapping it (instead of a
    -- lookup per date), in its room's category. A room switched off since still counts what it sold.
    select r.category_id, h.repair_id is not null as repair,
           greatest(${firstNight(s.timeZone, sql`h.period`)}, ${start}::date) as first_night,
           least(${lastNight(s.timeZone, sql`h.period`)}, ${end}::date) as last_night
    from holds h
    join units u on u.id = h.unit_id
    join rooms r on r.id = u.room_id
    where h.company_id = ${s.companyId} and ${holdsNightsIn(s.timeZone, start, end)}
      and (h.repair_id is not null or (h.booking_id is not null and ${notDraft(s.companyId, sql`h.booking_id`)}))
  ),
  changes as (
    -- +1 on a span's first night and −1 on the night after its last: their running sum over the dates is
    -- the units for sale, sold and under repair each night.
    select date, category_id, sum(units)::int as units, sum(sold)::int as sold, sum(repair)::int as repair
    from (
      select first_night as date, category_id, 1 as units, 0 as sold, 0 as repair
      from sale where first_night <= last_night
      union all
      select last_night + 1, category_id, -1, 0, 0
      from sale where first_night <= last_night
      union all
      select first_night, category_id, 0, (not repair)::int, repair::int
      from spans where first_night <= last_night
      union all
      select last_night + 1, category_id, 0, -(not repair)::int, -repair::int
      from spans where first_night <= last_night
    ) e
    group by date, category_id
  ),
  revenue as (
    -- The lines carry their booking's category and whether its status is real (migration 0026): read
    -- from the covering index alone, without joining each line to its booking.
    select br.date, br.category_id, sum(br.amount) as revenue
    from booking_revenue br
    where br.company_id = ${s.companyId} and br.kind = 'accommodation' and br.counted
      and br.date between ${start}::date and ${end}::date
    group by br.date, br.category_id
  ),
  shown as (
    select category_id from sale union select category_id from revenue
  ),
  held as (
    select d.date, k.category_id, sum(coalesce(ch.units, 0)) over running as units,
           sum(coalesce(ch.sold, 0)) over running as sold, sum(coalesce(ch.repair, 0)) over running as repair,
           coalesce(rv.revenue, 0) as revenue
    from dates d
    cross join shown k
    left join changes ch on ch.date = d.date and ch.category_id = k.category_id
    left join revenue rv on rv.date = d.date and rv.category_id = k.category_id
    window running as (partition by k.category_id order by d.date)
  ),
  grid as (select date, category_id, units - repair as available, sold, repair, revenue from held),
  grouped as (
    select grouping(date, category_id) as level, date, category_id,
           sum(available)::int as available, sum(sold)::int as sold, sum(repair)::int as repair,
           sum(revenue) as revenue
    from grid
    -- Category first, as the running sums come out: the category-days and the categories roll up from
    -- that order without sorting the grid again.
    group by grouping sets ((category_id, date), (category_id), (date), ())
  )
  -- The revenue in whole tiyn (a float8 holds them exactly); occupancy, ADR and RevPAR are worked out from
  -- these integers by the presenter (domain percentShare, perUnitTiyn): numeric division and rounding of
  -- 9,500 rows was a fifth of the statement at 500 rooms over a year (bench/README.md, reports.ts).
  select g.level, g.date::text as date, g.category_id, c.name, c.category_type,
         coalesce(g.available, 0) as available, coalesce(g.sold, 0) as sold, coalesce(g.repair, 0) as repair,
         (coalesce(g.revenue, 0) * 100)::float8 as revenue_tiyn
  from grouped g
  left join categories c on g.level = ${level(OCCUPANCY_LEVEL.category)} and c.id = g.category_id
    and c.company_id = ${s.companyId}
  order by g.level, g.category_id nulls first, g.date`;
}

/** The presenter's figures (occupancy, ADR, RevPAR by the domain's rounding): the oracle checks the sums. */
const figures = occupancyFigures;

/** The report from the statement's grouped rows, each section picked out by its level. */
export function occupancyFromScratch(start: string, end: string, rows: OccupancyRow[]): OccupancyReport {
  const at = (level: number) => rows.filter((r) => r.level === level);
  const categoryDays = new Map<number, OccupancyReport['categories'][number]['days']>();
  for (const r of at(OCCUPANCY_LEVEL.categoryDay)) {
    const days = categoryDays.get(r.category_id!) ?? [];
    days.push({ date: r.date!, ...figures(r) });
    categoryDays.set(r.category_id!, days);
  }
  const [total] = at(OCCUPANCY_LEVEL.total);
  return {
    start,
    end,
    days: at(OCCUPANCY_LEVEL.day).map((r) => ({ date: r.date!, ...figures(r), repair: r.repair })),
    categories: at(OCCUPANCY_LEVEL.category).map((r) => ({
      id: r.category_id!,
      name: r.name ?? '',
      category_type: r.category_type ?? 'room',
      ...figures(r),
      days: categoryDays.get(r.category_id!) ?? [],
    })),
    totals: { ...figures(total!), repair: total!.repair },
  };
}
