import { useQuery } from '@tanstack/react-query';
import { api } from '../../../api/client.ts';
import type { Room } from '../../../api/types.ts';
import { editorKeys } from './editorKeys.ts';

/** The rooms of one category (GET /api/v2/categories/category-rooms/{id}/). */
export function useCategoryRooms(categoryId: number | null) {
  return useQuery({
    queryKey: editorKeys.categoryRooms(categoryId ?? 0),
    queryFn: () => api.get<Room[]>(`/api/v2/categories/category-rooms/${categoryId}/`),
    enabled: categoryId !== null,
    staleTime: 60_000,
  });
}
