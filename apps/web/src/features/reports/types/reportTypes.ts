/**
 * The answers of /api/v2/reports/* (docs/reports.md). Dates are the property's local 'YYYY-MM-DD', money
 * arrives as "0.00" strings and percentages as numbers with one decimal (73.3).
 */

/** The report tabs of the 'Отчёты' screen, as the URL's `tab` names them; each is also its API path. */
export type ReportTab = 'occupancy' | 'revenue' | 'cash' | 'forecast';

/** Unit-nights of a day or a period: available excludes repairs; revenue is accommodation only. */
export interface OccupancyFigures {
  available: number;
  sold: number;
  occupancy: number;
  revenue: string;
  adr: string;
  revpar: string;
}

export interface OccupancyDay extends OccupancyFigures {
  date: string;
  repair: number;
}

export interface OccupancyCategory extends OccupancyFigures {
  id: number;
  name: string;
  /** 'koika' categories are counted by beds. */
  category_type: 'room' | 'koika';
  days: (OccupancyFigures & { date: string })[];
}

export interface OccupancyReport {
  start: string;
  end: string;
  days: OccupancyDay[];
  categories: OccupancyCategory[];
  totals: OccupancyFigures & { repair: number };
}

/** Revenue by item kind; discounts are negative. */
export interface RevenueKinds {
  accommodation: string;
  meals: string;
  services: string;
  discounts: string;
  total: string;
}

export interface RevenueReport {
  start: string;
  end: string;
  kinds: RevenueKinds;
  days: (RevenueKinds & { date: string })[];
  /** `id` null is 'Прямая продажа'. */
  channels: (RevenueKinds & { id: number | null; name: string })[];
  categories: (RevenueKinds & { id: number; name: string })[];
}

export interface CashSums {
  payments: string;
  returns: string;
  net: string;
  count: number;
}

export interface CashRow {
  id: number;
  /** Unix seconds. */
  created_at: number;
  /** 'YYYY-MM-DD HH:mm' on the property's wall clock. */
  created_local: string;
  booking_id: number;
  guest_name: string | null;
  method: string | null;
  kind: string | null;
  payment_type: 'payment' | 'return';
  /** Positive for both; a return takes the money back. */
  value: string;
  employee: string | null;
  comment: string;
}

export interface CashReport {
  /** Unix seconds, [from, to). */
  from: number;
  to: number;
  from_local: string;
  to_local: string;
  types: (CashSums & { id: number | null; name: string; kind: string | null })[];
  employees: (CashSums & { id: number | null; name: string })[];
  rows: CashRow[];
  totals: CashSums;
}

export interface Portions {
  adults: number;
  children: number;
}

export interface ForecastDay {
  date: string;
  arrivals: number;
  departures: number;
  in_house: number;
  guests: Portions;
  meals: { breakfast: Portions; lunch: Portions; supper: Portions };
}

export interface ForecastReport {
  start: string;
  end: string;
  days: ForecastDay[];
}
