import { useQuery } from '@tanstack/react-query';
import { api } from '../../../api/client.ts';
import type { Room } from '../../../api/types.ts';
import { editorKeys } from './editorKeys.ts';

/**
 * The rooms of one category (GET /api/v2/categories/category-rooms/{id}/); with a window [start, end)
 * (unix seconds) each room also says whether it is free then.
 */
export function useCategoryRooms(categoryId: number | null, window?: { start: number; end: number }) {
  return useQuery({
    queryKey: [...editorKeys.categoryRooms(categoryId ?? 0), window?.start, window?.end],
    queryFn: () => api.get<Room[]>(`/api/v2/categories/category-rooms/${categoryId}/`, window),
    enabled: categoryId !== null,
    staleTime: 60_000,
  });
}
