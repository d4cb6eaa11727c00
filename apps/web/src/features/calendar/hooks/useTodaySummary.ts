import type { TodaySummary } from '@pms/domain';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../api/client.ts';
import { queryKeys } from '../../../api/queryKeys.ts';

/** 'Состояние на сегодня' counters. */
export function useTodaySummary() {
  return useQuery({
    queryKey: queryKeys.today,
    queryFn: () => api.get<TodaySummary>('/api/v2/main/today/'),
  });
}
