/**
 * The answers of /api/v2/reports/* (docs/reports.md), as the domain's schemas declare them and the server
 * answers them; the names below are the parts the screen's components take. Dates are the property's
 * local 'YYYY-MM-DD', money arrives as "0.00" strings and percentages as numbers with one decimal (73.3).
 */
import type { CashReport, ForecastReport, OccupancyReport, RevenueReport } from '@pms/domain';

export type { CashReport, ForecastReport, OccupancyReport, RevenueReport };

/**
 * The report tabs of the 'Отчёты' screen, as the URL's `tab` names them; each is also its API path under
 * /api/v2/reports/, but 'housekeeping' (issue 33), whose two reports are /api/v2/housekeeping/reports/.
 */
export type ReportTab = 'occupancy' | 'revenue' | 'cash' | 'forecast' | 'housekeeping';

/** Unit-nights of a day or a period: available excludes repairs; revenue is accommodation only. */
export type OccupancyFigures = Omit<OccupancyReport['totals'], 'repair'>;
export type OccupancyDay = OccupancyReport['days'][number];
/** 'koika' categories are counted by beds. */
export type OccupancyCategory = OccupancyReport['categories'][number];

/** Revenue by item kind; discounts are negative. */
export type RevenueKinds = RevenueReport['kinds'];

export type CashSums = CashReport['totals'];
export type CashRow = CashReport['rows'][number];

export type ForecastDay = ForecastReport['days'][number];
export type Portions = ForecastDay['guests'];
