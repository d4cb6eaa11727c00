import type { QueryParams } from '../../../api/client.ts';
import type { ReportTab } from '../types/reportTypes.ts';
import { cashSpan } from './cashSpan.ts';
import type { ReportQuery } from './reportQuery.ts';

/**
 * The API's query of a tab, the same for its JSON and its xlsx: a period for occupancy and revenue, a
 * day or shift for the cash report, and the days the kitchen picked for the forecast.
 */
export function reportParams(tab: ReportTab, query: ReportQuery, timeZone: string): QueryParams {
  switch (tab) {
    case 'occupancy':
    case 'revenue':
    case 'housekeeping':
      return { start: query.start, end: query.end };
    case 'cash':
      return cashSpan(query.day, query.from, query.to, timeZone);
    case 'forecast':
      return { start: query.ahead.start, end: query.ahead.end };
  }
}
