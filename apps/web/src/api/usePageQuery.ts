import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api, type QueryParams } from './client.ts';
import { queryKeys } from './queryKeys.ts';
import type { Page } from './types.ts';

/** One page of a server-side list (`{count, results}`); the previous page stays visible while the next loads. */
export function usePageQuery<T>(baseKey: readonly string[], path: string, params: QueryParams) {
  return useQuery({
    queryKey: queryKeys.page(baseKey, params),
    queryFn: () => api.get<Page<T>>(path, params),
    placeholderData: keepPreviousData,
  });
}
