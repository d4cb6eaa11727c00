import type { QueryParams } from '../../../api/client.ts';
import type { ReportTab } from '../types/reportTypes.ts';

const base = '/api/v2/reports';

/** The server paths of the reports: the JSON, its xlsx, and the cash report's PDF link. */
export const reportPaths = {
  json: (tab: ReportTab) => `${base}/${tab}/`,
  xlsx: (tab: ReportTab) => `${base}/${tab}/xlsx/`,
  cashDocument: `${base}/cash/document/`,
};

/** A path with its query string, as the file downloads need it (they take a ready URL). */
export function withQuery(path: string, params: QueryParams): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    if (value !== undefined && value !== null && value !== '') search.set(key, String(value));
  }
  const query = search.toString();
  return query ? `${path}?${query}` : path;
}
