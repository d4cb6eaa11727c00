import { keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import { api } from '../../../api/client.ts';
import { queryKeys } from '../../../api/queryKeys.ts';
import type { Page } from '../../../api/types.ts';
import type { BookingListRow } from '../types/bookingListTypes.ts';
import { bookingListPath } from './bookingListPath.ts';

/** Rows asked per call: a screen of a tall monitor and some, few calls when a live change refetches. */
export const LIST_PAGE_SIZE = 100;

/**
 * The list's rows, page after page as the virtualised list scrolls (`page[number]`, `page[size]`). The
 * previous rows stay on screen while a changed filter loads, so the table does not blink.
 */
export function useBookingList(query: Record<string, string>) {
  const result = useInfiniteQuery({
    queryKey: queryKeys.bookingListRows(query),
    queryFn: ({ pageParam }) =>
      api.get<Page<BookingListRow>>(bookingListPath, {
        ...query,
        'page[number]': pageParam,
        'page[size]': LIST_PAGE_SIZE,
      }),
    initialPageParam: 1,
    getNextPageParam: (last, pages) =>
      pages.length * LIST_PAGE_SIZE < last.count ? pages.length + 1 : undefined,
    placeholderData: keepPreviousData,
  });
  const rows = result.data?.pages.flatMap((page) => page.results) ?? [];
  // The latest page's count: after a live change it is the newest.
  const count = result.data?.pages.at(-1)?.count ?? null;
  return { ...result, rows, count };
}
