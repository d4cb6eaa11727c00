import { useQuery } from '@tanstack/react-query';
import { api } from '../../../api/client.ts';
import { queryKeys } from '../../../api/queryKeys.ts';
import type { Responsible } from '../types/lookups.ts';

/** Staff of the company a task can be given to (GET /api/v2/user/responsibles/). */
export function useResponsibles() {
  return useQuery({
    queryKey: queryKeys.editor.responsibles,
    queryFn: () => api.get<Responsible[]>('/api/v2/user/responsibles/'),
    staleTime: 60_000,
  });
}
