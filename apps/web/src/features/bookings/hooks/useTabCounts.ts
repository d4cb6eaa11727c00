import { useQueries } from '@tanstack/react-query';
import { api } from '../../../api/client.ts';
import { queryKeys } from '../../../api/queryKeys.ts';
import type { Page } from '../../../api/types.ts';
import type { BookingListRow } from '../types/bookingListTypes.ts';
import { type BookingTab, bookingTabs, type ListFilters, listQuery } from '../utils/listFilters.ts';
import { bookingListPath } from './bookingListPath.ts';

/**
 * How many bookings each quick tab would show with the other filters as they are: one row asked per
 * tab, the count is what matters. The active tab's count is the list's own, not asked twice.
 */
export function useTabCounts(
  filters: ListFilters,
  activeCount: number | null,
): Record<BookingTab, number | null> {
  const others = bookingTabs.filter((tab) => tab !== filters.tab);
  const counts = useQueries({
    queries: others.map((tab) => {
      const query = { ...listQuery({ ...filters, tab, sort: 'id' }), tab };
      return {
        queryKey: [...queryKeys.bookingList, 'count', query],
        queryFn: () => api.get<Page<BookingListRow>>(bookingListPath, { ...query, 'page[size]': 1 }),
        select: (page: Page<BookingListRow>) => page.count,
        staleTime: 30_000,
      };
    }),
  });
  const answer = { [filters.tab]: activeCount } as Record<BookingTab, number | null>;
  others.forEach((tab, i) => {
    answer[tab] = counts[i]?.data ?? null;
  });
  return answer;
}
