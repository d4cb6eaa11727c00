import { useCallback, useEffect, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { type ReportQuery, readReportQuery, writeReportQuery } from '../utils/reportQuery.ts';

/**
 * The tab, the period and the cash shift, kept in the URL's query string: a copied link opens the same
 * report, and the browser's back returns to the previous one.
 */
export function useReportQuery(today: string) {
  const [params, setParams] = useSearchParams();
  const query = useMemo(() => readReportQuery(params, today), [params, today]);
  const update = useCallback(
    (patch: Partial<ReportQuery>) =>
      setParams((current) => writeReportQuery({ ...readReportQuery(current, today), ...patch }, today)),
    [setParams, today],
  );
  // A bare /reports pins its default period into the address at once, so a copied link keeps showing
  // that month rather than whatever month it is when opened.
  const bare = !params.has('tab') || !params.has('start') || !params.has('end');
  useEffect(() => {
    if (bare) setParams(writeReportQuery(query, today), { replace: true });
  }, [bare, query, today, setParams]);
  return { query, update };
}
