import { useQuery } from '@tanstack/react-query';
import { api } from '../../../api/client.ts';
import type { Responsible } from '../types/lookups.ts';
import { editorKeys } from './editorKeys.ts';

/** Staff of the company a task can be given to (GET /api/v2/user/responsibles/). */
export function useResponsibles() {
  return useQuery({
    queryKey: editorKeys.responsibles,
    queryFn: () => api.get<Responsible[]>('/api/v2/user/responsibles/'),
    staleTime: 60_000,
  });
}
