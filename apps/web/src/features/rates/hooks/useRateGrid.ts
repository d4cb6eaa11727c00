import type { RateBulkInput, RateGridView, RatePlanView } from '@pms/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../api/client.ts';
import { queryKeys } from '../../../api/queryKeys.ts';

/** The grid 'Цены и ограничения' for [start, end] (at most 93 days, the API's cap). */
export function useRateGrid(start: string, end: string) {
  return useQuery({
    queryKey: queryKeys.rateGrid(start, end),
    queryFn: () => api.get<RateGridView>('/api/v2/rate-grid/', { start, end }),
    placeholderData: (previous) => previous,
  });
}

/** Every plan of the company, inactive ones too (the grid lists only the active ones). */
export function useRatePlans() {
  return useQuery({
    queryKey: queryKeys.ratePlans,
    queryFn: () => api.get<RatePlanView[]>('/api/v2/rate-plans/'),
  });
}

export type BulkBody = Omit<RateBulkInput, 'weekdays' | 'prices' | 'categories'> & {
  categories: number[];
  weekdays?: RateBulkInput['weekdays'];
  /** Typed text the server refuses by name is sent as it was typed. */
  prices?: { base?: number | string | null };
};

/**
 * One or more bulk changes (one per plan: the API changes one plan at a time), then the grid refreshed.
 * `patch` shows the new prices in the grid at once, before the answer.
 */
export function useBulkChange() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ bodies }: { bodies: BulkBody[]; patch?: (grid: RateGridView) => RateGridView }) => {
      let cells = 0;
      for (const body of bodies)
        cells += (await api.post<{ cells: number }>('/api/v2/rate-grid/bulk/', body)).cells;
      return cells;
    },
    onMutate: async ({ patch }) => {
      if (!patch) return;
      await queryClient.cancelQueries({ queryKey: [...queryKeys.ratePlans, 'grid'] });
      queryClient.setQueriesData<RateGridView>({ queryKey: [...queryKeys.ratePlans, 'grid'] }, (grid) =>
        grid ? patch(grid) : grid,
      );
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.ratePlans }),
  });
}
