import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { type ListFilters, readFilters, writeFilters } from '../utils/listFilters.ts';

/**
 * The list's tab, filters, search and sort, kept in the URL's query string: a copied link opens the same
 * list and the browser's back goes to the previous filter. Typing in the search replaces the entry
 * instead of adding one per pause.
 */
export function useListFilters() {
  const [params, setParams] = useSearchParams();
  const filters = useMemo(() => readFilters(params), [params]);
  const update = useCallback(
    (patch: Partial<ListFilters>, options: { replace?: boolean } = {}) =>
      setParams((current) => writeFilters({ ...readFilters(current), ...patch }), {
        replace: options.replace ?? false,
      }),
    [setParams],
  );
  return { filters, update };
}
