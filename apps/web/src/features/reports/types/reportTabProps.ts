import type { ReportQuery } from '../utils/reportQuery.ts';

/** What every report tab gets from the screen: the URL's state and the property's calendar. */
export interface ReportTabProps {
  query: ReportQuery;
  /** The property's today, 'YYYY-MM-DD'. */
  today: string;
  timeZone: string;
  onChange: (patch: Partial<ReportQuery>) => void;
}
