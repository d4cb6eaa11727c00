import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '../../../api/client.ts';
import { queryKeys } from '../../../api/queryKeys.ts';
import type { Page } from '../../../api/types.ts';
import type { ClientRecord } from '../types/lookups.ts';

/** Ten clients matching a typed search (GET /api/v2/client/client-list/), once something is typed. */
export function useClientSearch(search: string) {
  return useQuery({
    queryKey: queryKeys.editor.clientSearch(search),
    queryFn: () =>
      api.get<Page<ClientRecord>>('/api/v2/client/client-list/', {
        'page[number]': 1,
        'page[size]': 10,
        search,
      }),
    enabled: search.length > 0,
    placeholderData: keepPreviousData,
    select: (page) => page.results,
  });
}
