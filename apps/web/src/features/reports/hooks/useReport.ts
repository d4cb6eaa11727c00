import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api, type QueryParams } from '../../../api/client.ts';
import { queryKeys } from '../../../api/queryKeys.ts';
import type {
  CashReport,
  ForecastReport,
  OccupancyReport,
  ReportTab,
  RevenueReport,
} from '../types/reportTypes.ts';
import { reportPaths } from '../utils/reportPaths.ts';

interface ReportOf {
  occupancy: OccupancyReport;
  revenue: RevenueReport;
  cash: CashReport;
  forecast: ForecastReport;
}

/**
 * One report for its query. The figures on screen stay while another period loads, so the charts do
 * not blink; a refusal (a reversed period, a year and a day) comes back as the server's Russian error.
 */
export function useReport<T extends keyof ReportOf & ReportTab>(tab: T, params: QueryParams) {
  return useQuery({
    queryKey: queryKeys.reports.one(tab, params),
    queryFn: () => api.get<ReportOf[T]>(reportPaths.json(tab), params),
    placeholderData: keepPreviousData,
    retry: false,
  });
}
