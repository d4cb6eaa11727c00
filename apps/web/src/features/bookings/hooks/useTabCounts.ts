import type { BookingListCounts } from '@pms/domain';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '../../../api/client.ts';
import { queryKeys } from '../../../api/queryKeys.ts';
import { type BookingTab, bookingTabs, type ListFilters, listQuery } from '../utils/listFilters.ts';
import { bookingCountsPath } from './bookingListPath.ts';

/**
 * How many bookings each quick tab would show with the other filters as they are: one request for all
 * tabs (GET /list/counts/). The active tab shows the list's own count, which arrives with its rows.
 */
export function useTabCounts(
  filters: ListFilters,
  activeCount: number | null,
): Record<BookingTab, number | null> {
  // The tab and the order change no count: they stay out of the request and its cache key.
  const { tab: _tab, sort: _sort, ...query } = listQuery({ ...filters, sort: 'id' });
  const counts = useQuery({
    queryKey: queryKeys.bookingListCounts(query),
    queryFn: () => api.get<BookingListCounts>(bookingCountsPath, query),
    placeholderData: keepPreviousData,
    staleTime: 30_000,
  });
  return Object.fromEntries(
    bookingTabs.map((tab) => [tab, (tab === filters.tab ? activeCount : null) ?? counts.data?.[tab] ?? null]),
  ) as Record<BookingTab, number | null>;
}
