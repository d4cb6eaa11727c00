/**
 * What the reports answer (docs/reports.md defines every figure). Money is a "0.00" string of tenge,
 * percentages a number with one decimal, dates the property's local 'YYYY-MM-DD'.
 */
import { z } from 'zod';

const money = z.string();
const percent = z.number();
const count = z.number();

const occupancyFigures = {
  available: count,
  sold: count,
  occupancy: percent,
  /** Accommodation revenue of the nights. */
  revenue: money,
  adr: money,
  revpar: money,
};

export const occupancyDaySchema = z.object({ date: z.string(), ...occupancyFigures, repair: count });
export const occupancyCategoryDaySchema = z.object({ date: z.string(), ...occupancyFigures });
export const occupancyCategorySchema = z.object({
  id: z.number(),
  name: z.string(),
  category_type: z.string(),
  ...occupancyFigures,
  /** The category's every date of the period; left out when asked with `category_days=0`. */
  days: z.array(occupancyCategoryDaySchema).optional(),
});
export const occupancyReportSchema = z.object({
  start: z.string(),
  end: z.string(),
  days: z.array(occupancyDaySchema),
  categories: z.array(occupancyCategorySchema),
  /** Unit-nights over the whole period. */
  totals: z.object({ ...occupancyFigures, repair: count }),
});
export type OccupancyReport = z.infer<typeof occupancyReportSchema>;

const revenueFigures = {
  accommodation: money,
  meals: money,
  services: money,
  /** Negative. */
  discounts: money,
  total: money,
};
export const revenueReportSchema = z.object({
  start: z.string(),
  end: z.string(),
  kinds: z.object(revenueFigures),
  days: z.array(z.object({ date: z.string(), ...revenueFigures })),
  /** `id: null` is 'Прямая продажа'. */
  channels: z.array(z.object({ id: z.number().nullable(), name: z.string(), ...revenueFigures })),
  categories: z.array(z.object({ id: z.number(), name: z.string(), ...revenueFigures })),
  /**
   * By the rate plan the bookings were sold by (issue 32; no plan is the base plan's): `nights` sold in the
   * period and ADR, the accommodation revenue per night.
   */
  plans: z.array(
    z.object({ id: z.number(), name: z.string(), nights: count, adr: money, ...revenueFigures }),
  ),
  /** The plans' nights together, and their ADR. */
  plan_totals: z.object({ nights: count, adr: money }),
});
export type RevenueReport = z.infer<typeof revenueReportSchema>;

const cashFigures = { payments: money, returns: money, net: money, count };
export const cashReportSchema = z.object({
  /** Unix seconds, [from, to). */
  from: z.number(),
  to: z.number(),
  /** 'YYYY-MM-DD HH:mm' in the property's zone. */
  from_local: z.string(),
  to_local: z.string(),
  /** By payment type; `id: null` is 'Без типа'. */
  types: z.array(
    z.object({ id: z.number().nullable(), name: z.string(), kind: z.string().nullable(), ...cashFigures }),
  ),
  /** By the employee who entered the payment; `id: null` is 'Система'. */
  employees: z.array(z.object({ id: z.number().nullable(), name: z.string(), ...cashFigures })),
  rows: z.array(
    z.object({
      id: z.number(),
      created_at: z.number(),
      created_local: z.string(),
      /** The booking paid for, or null for a leisure order's payment (then leisure_order_id). */
      booking_id: z.number().nullable(),
      leisure_order_id: z.number().nullable(),
      /** What the money is for: 'Бронь №4127' or 'Заказ №88'. */
      basis: z.string(),
      guest_name: z.string(),
      method: z.string(),
      kind: z.string().nullable(),
      payment_type: z.enum(['payment', 'return']),
      value: money,
      employee: z.string(),
      comment: z.string(),
    }),
  ),
  totals: z.object(cashFigures),
});
export type CashReport = z.infer<typeof cashReportSchema>;

const portions = z.object({ adults: count, children: count });
export const forecastReportSchema = z.object({
  start: z.string(),
  end: z.string(),
  days: z.array(
    z.object({
      date: z.string(),
      arrivals: count,
      departures: count,
      in_house: count,
      guests: portions,
      meals: z.object({ breakfast: portions, lunch: portions, supper: portions }),
    }),
  ),
});
export type ForecastReport = z.infer<typeof forecastReportSchema>;

/** `{document}`: a link to the issued cash report PDF. */
export const reportDocumentSchema = z.object({ document: z.string() });
