import { useQuery } from '@tanstack/react-query';
import { api } from '../../../../api/client.ts';
import { queryKeys } from '../../../../api/queryKeys.ts';
import type { Room } from '../../../../api/types.ts';

/**
 * The rooms of one category (GET /api/v2/categories/category-rooms/{id}/); with a window [start, end)
 * (unix seconds) each room also says whether it is free then. The booking editor's room picker and a
 * channel block's form read it.
 */
export function useCategoryRooms(categoryId: number | null, window?: { start: number; end: number }) {
  return useQuery({
    queryKey: queryKeys.categoryRooms(categoryId ?? 0, window),
    queryFn: () => api.get<Room[]>(`/api/v2/categories/category-rooms/${categoryId}/`, window),
    enabled: categoryId !== null,
    staleTime: 60_000,
  });
}
