import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { queryKeys } from '../../../api/queryKeys.ts';

/**
 * Reloads what a sale, a cancellation or a refused sale may have changed: the day's places, its orders
 * and the month's 'free / total'. A colleague's sale is only seen this way too (no live socket here).
 */
export function useRefreshLeisure() {
  const queryClient = useQueryClient();
  return useCallback(() => queryClient.invalidateQueries({ queryKey: queryKeys.leisure.all }), [queryClient]);
}
