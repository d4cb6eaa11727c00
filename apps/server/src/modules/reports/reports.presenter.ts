/**
 * The reports' answers built from the rows the repository reads. Revenue, cash and the forecast come
 * grouped by the database: each section is picked out by its grouping level and renamed into the API's
 * fields. Occupancy comes as facts per category-day, laid out and summed here in one pass, and its shares
 * and amounts per unit divided by the domain's rounding.
 */
import {
  addDays,
  type CashReport,
  type ForecastReport,
  formatMoney,
  type OccupancyReport,
  parseMoney,
  percentShare,
  periodDays,
  perUnitTiyn,
  type RevenueReport,
} from '@pms/domain';
import { CASH_LEVEL, type CashGroupRow, type CashPaymentRow } from './cash.repository.ts';
import {
  type ForecastRow,
  type OccupancyFacts,
  type PlanRevenueRow,
  REVENUE_LEVEL,
  type RevenueRow,
} from './reports.repository.ts';

export const reportLabels = {
  noPaymentType: 'Без типа',
  system: 'Система',
} as const;

const ZERO = '0.00';

/** What a section sums: units for sale less repairs, unit-nights sold and under repair, revenue in tiyn. */
interface OccupancySums {
  available: number;
  sold: number;
  repair: number;
  revenue_tiyn: number;
}

/** A section's figures: occupancy, ADR and RevPAR by the domain's rounding, money written once here. */
export const occupancyFigures = (r: OccupancySums) => ({
  available: r.available,
  sold: r.sold,
  occupancy: percentShare(r.sold, r.available),
  revenue: formatMoney(r.revenue_tiyn),
  adr: formatMoney(perUnitTiyn(r.revenue_tiyn, r.sold)),
  revpar: formatMoney(perUnitTiyn(r.revenue_tiyn, r.available)),
});

const noSums = (): OccupancySums => ({ available: 0, sold: 0, repair: 0, revenue_tiyn: 0 });
const addSums = (to: OccupancySums, available: number, sold: number, repair: number, revenue: number) => {
  to.available += available;
  to.sold += sold;
  to.repair += repair;
  to.revenue_tiyn += revenue;
};

/** One category's column of the grid, a slot per date of the period. */
interface CategoryColumn {
  /** +1 on a unit's first night for sale, −1 on the night after its last: their running sum is the units. */
  unitChanges: Int32Array;
  sold: Int32Array;
  repair: Int32Array;
  revenue: Float64Array;
  lines: Int32Array;
  /** A unit of it was for sale at some moment of the period. */
  forSale: boolean;
}

/**
 * The occupancy report from its facts (reports.repository readOccupancyFacts): the grid of dates ×
 * categories — the categories with units for sale in the period or with accommodation revenue in it,
 * every date of the period for each — with the units for sale (their running sum), the unit-nights sold
 * and under repair and the revenue of each category-day; the days, the categories and the period summed
 * from the grid in the same pass. Sums are whole units and whole tiyn, exact as numbers. Without
 * `withCategoryDays` the categories' days are summed but not written out (the screen's answer).
 */
export function presentOccupancy(
  start: string,
  end: string,
  facts: OccupancyFacts,
  withCategoryDays = true,
): OccupancyReport {
  const count = periodDays(start, end);
  const columns = new Map<number, CategoryColumn>();
  const column = (id: number) => {
    let c = columns.get(id);
    if (!c) {
      c = {
        unitChanges: new Int32Array(count + 1),
        sold: new Int32Array(count),
        repair: new Int32Array(count),
        revenue: new Float64Array(count),
        lines: new Int32Array(count),
        forSale: false,
      };
      columns.set(id, c);
    }
    return c;
  };
  for (const s of facts.sale) {
    const c = column(s.category_id);
    c.forSale = true;
    if (s.first <= s.last) {
      c.unitChanges[s.first]! += 1;
      c.unitChanges[s.last + 1]! -= 1;
    }
  }
  for (const n of facts.nights) {
    const c = column(n.category_id);
    c.sold[n.day]! += n.sold;
    c.repair[n.day]! += n.repair;
    c.revenue[n.day]! += n.revenue_tiyn;
    c.lines[n.day]! += n.lines;
  }
  const shown = [...columns]
    .filter(([, c]) => c.forSale || c.lines.some((l) => l > 0))
    .sort(([a], [b]) => a - b);
  const dates = Array.from({ length: count }, (_, i) => addDays(start, i));
  const daySums = dates.map(noSums);
  const total = noSums();
  const names = new Map(facts.categories.map((c) => [c.id, c]));
  const categories = shown.map(([id, c]) => {
    const sums = noSums();
    const days: NonNullable<OccupancyReport['categories'][number]['days']> = [];
    let units = 0;
    for (let i = 0; i < count; i++) {
      units += c.unitChanges[i]!;
      const repair = c.repair[i]!;
      const available = units - repair;
      const sold = c.sold[i]!;
      const revenue = c.revenue[i]!;
      addSums(sums, available, sold, repair, revenue);
      addSums(daySums[i]!, available, sold, repair, revenue);
      // One object per category-day, written out (9,000 of them for a year): no spread of a second one.
      if (withCategoryDays)
        days.push({
          date: dates[i]!,
          available,
          sold,
          occupancy: percentShare(sold, available),
          revenue: formatMoney(revenue),
          adr: formatMoney(perUnitTiyn(revenue, sold)),
          revpar: formatMoney(perUnitTiyn(revenue, available)),
        });
    }
    addSums(total, sums.available, sums.sold, sums.repair, sums.revenue_tiyn);
    const category = names.get(id);
    return {
      id,
      name: category?.name ?? '',
      category_type: category?.category_type ?? 'room',
      ...occupancyFigures(sums),
      ...(withCategoryDays ? { days } : {}),
    };
  });
  return {
    start,
    end,
    days:
      shown.length === 0
        ? []
        : dates.map((date, i) => ({ date, ...occupancyFigures(daySums[i]!), repair: daySums[i]!.repair })),
    categories,
    totals: { ...occupancyFigures(total), repair: total.repair },
  };
}

const revenueFigures = (r: Omit<RevenueRow, 'level' | 'date' | 'id' | 'name'>) => ({
  accommodation: r.accommodation,
  meals: r.meals,
  services: r.services,
  discounts: r.discounts,
  total: r.total,
});

/**
 * Revenue, ADR and nights by rate plan (issue 32), and over all of them: ADR is the accommodation revenue
 * per night sold, by the domain's rounding (perUnitTiyn, as the occupancy report's), 0 without nights.
 */
export function presentPlans(rows: readonly PlanRevenueRow[]): Pick<RevenueReport, 'plans' | 'plan_totals'> {
  const adr = (accommodation: number, nights: number) => formatMoney(perUnitTiyn(accommodation, nights));
  const nights = rows.reduce((sum, r) => sum + r.nights, 0);
  const accommodation = rows.reduce((sum, r) => sum + parseMoney(r.accommodation), 0);
  return {
    plans: rows.map((r) => ({
      id: r.id,
      name: r.name,
      nights: r.nights,
      adr: adr(parseMoney(r.accommodation), r.nights),
      ...revenueFigures(r),
    })),
    plan_totals: { nights, adr: adr(accommodation, nights) },
  };
}

export function presentRevenue(
  start: string,
  end: string,
  rows: RevenueRow[],
  plans: readonly PlanRevenueRow[],
): RevenueReport {
  const at = (level: number) => rows.filter((r) => r.level === level);
  const total = at(REVENUE_LEVEL.total)[0];
  return {
    start,
    end,
    kinds: total
      ? revenueFigures(total)
      : { accommodation: ZERO, meals: ZERO, services: ZERO, discounts: ZERO, total: ZERO },
    days: at(REVENUE_LEVEL.day).map((r) => ({ date: r.date!, ...revenueFigures(r) })),
    channels: at(REVENUE_LEVEL.channel).map((r) => ({ id: r.id, name: r.name ?? '', ...revenueFigures(r) })),
    categories: at(REVENUE_LEVEL.category).map((r) => ({
      id: r.id!,
      name: r.name ?? '',
      ...revenueFigures(r),
    })),
    ...presentPlans(plans),
  };
}

const cashFigures = (r: CashGroupRow) => ({
  payments: r.payments,
  returns: r.returns,
  net: r.net,
  count: r.count,
});

export interface CashSpan {
  from: number;
  to: number;
  from_local: string;
  to_local: string;
}

export function presentCash(span: CashSpan, groups: CashGroupRow[], payments: CashPaymentRow[]): CashReport {
  const at = (level: number) => groups.filter((r) => r.level === level);
  const total = at(CASH_LEVEL.total)[0];
  return {
    ...span,
    types: at(CASH_LEVEL.type).map((r) => ({
      id: r.id,
      name: r.name ?? reportLabels.noPaymentType,
      kind: r.kind,
      ...cashFigures(r),
    })),
    employees: at(CASH_LEVEL.employee).map((r) => ({
      id: r.id,
      name: r.name ?? reportLabels.system,
      ...cashFigures(r),
    })),
    rows: payments.map((p) => ({
      id: p.id,
      created_at: p.created_at,
      created_local: p.created_local,
      booking_id: p.booking_id,
      leisure_order_id: p.leisure_order_id,
      basis: p.basis,
      guest_name: p.guest_name ?? '',
      method: p.method ?? reportLabels.noPaymentType,
      kind: p.kind,
      payment_type: p.payment_type,
      value: p.value,
      employee: p.employee ?? reportLabels.system,
      comment: p.comment,
    })),
    totals: total ? cashFigures(total) : { payments: ZERO, returns: ZERO, net: ZERO, count: 0 },
  };
}

export function presentForecast(start: string, end: string, rows: ForecastRow[]): ForecastReport {
  return {
    start,
    end,
    days: rows.map((r) => ({
      date: r.date,
      arrivals: r.arrivals,
      departures: r.departures,
      in_house: r.in_house,
      guests: { adults: r.adults, children: r.children },
      meals: {
        breakfast: { adults: r.breakfast_adults, children: r.breakfast_children },
        lunch: { adults: r.lunch_adults, children: r.lunch_children },
        supper: { adults: r.supper_adults, children: r.supper_children },
      },
    })),
  };
}
