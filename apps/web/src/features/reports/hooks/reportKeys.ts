import type { QueryParams } from '../../../api/client.ts';
import type { ReportTab } from '../types/reportTypes.ts';

/** Query keys of the reports; they belong to the current company (reset when it changes). */
export const reportKeys = {
  all: ['reports'] as const,
  one: (tab: ReportTab, params: QueryParams) => ['reports', tab, params] as const,
};
