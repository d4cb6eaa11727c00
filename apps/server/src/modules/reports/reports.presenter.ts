/**
 * The reports' answers built from the grouped rows the repository reads: each section is picked out
 * by its grouping level and renamed into the API's fields. Nothing is summed here; the database did it
 * (occupancy's shares and amounts per unit are divided here, from the sums in whole units and tiyn).
 */
import {
  type CashReport,
  type ForecastReport,
  formatMoney,
  type OccupancyReport,
  percentShare,
  perUnitTiyn,
  type RevenueReport,
} from '@pms/domain';
import { CASH_LEVEL, type CashGroupRow, type CashPaymentRow } from './cash.repository.ts';
import {
  type ForecastRow,
  OCCUPANCY_LEVEL,
  type OccupancyRow,
  REVENUE_LEVEL,
  type RevenueRow,
} from './reports.repository.ts';

export const reportLabels = {
  noPaymentType: 'Без типа',
  system: 'Система',
} as const;

const ZERO = '0.00';

/** A section's figures: occupancy, ADR and RevPAR by the domain's rounding, money written once here. */
const occupancyFigures = (r: OccupancyRow) => ({
  available: r.available,
  sold: r.sold,
  occupancy: percentShare(r.sold, r.available),
  revenue: formatMoney(r.revenue_tiyn),
  adr: formatMoney(perUnitTiyn(r.revenue_tiyn, r.sold)),
  revpar: formatMoney(perUnitTiyn(r.revenue_tiyn, r.available)),
});

export function presentOccupancy(start: string, end: string, rows: OccupancyRow[]): OccupancyReport {
  const at = (level: number) => rows.filter((r) => r.level === level);
  const categoryDays = new Map<number, OccupancyReport['categories'][number]['days']>();
  for (const r of at(OCCUPANCY_LEVEL.categoryDay)) {
    const days = categoryDays.get(r.category_id!) ?? [];
    days.push({ date: r.date!, ...occupancyFigures(r) });
    categoryDays.set(r.category_id!, days);
  }
  const total = at(OCCUPANCY_LEVEL.total)[0];
  return {
    start,
    end,
    days: at(OCCUPANCY_LEVEL.day).map((r) => ({ date: r.date!, ...occupancyFigures(r), repair: r.repair })),
    categories: at(OCCUPANCY_LEVEL.category).map((r) => ({
      id: r.category_id!,
      name: r.name ?? '',
      category_type: r.category_type ?? 'room',
      ...occupancyFigures(r),
      days: categoryDays.get(r.category_id!) ?? [],
    })),
    totals: total
      ? { ...occupancyFigures(total), repair: total.repair }
      : { available: 0, sold: 0, repair: 0, occupancy: 0, revenue: ZERO, adr: ZERO, revpar: ZERO },
  };
}

const revenueFigures = (r: RevenueRow) => ({
  accommodation: r.accommodation,
  meals: r.meals,
  services: r.services,
  discounts: r.discounts,
  total: r.total,
});

export function presentRevenue(start: string, end: string, rows: RevenueRow[]): RevenueReport {
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
