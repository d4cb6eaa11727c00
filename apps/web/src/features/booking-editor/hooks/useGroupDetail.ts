import { useQuery } from '@tanstack/react-query';
import { api } from '../../../api/client.ts';
import { queryKeys } from '../../../api/queryKeys.ts';
import type { GroupDetail } from '../types/groupDetail.ts';
import { groupPath } from './groupPath.ts';

/** The group by its parent (GET /api/v2/booking/group/{parent}/): shared lists, rooms, group price. */
export function useGroupDetail(parent: number | null) {
  return useQuery({
    queryKey: queryKeys.editor.group(parent ?? 0),
    queryFn: () => api.get<GroupDetail>(groupPath(parent ?? 0)),
    enabled: parent !== null,
    // As for a single booking: the form starts from the first answer, which must never be an old one;
    // later answers, fetched again on every window focus (and on a live message), tell the open editor
    // that a colleague changed the group (useColleagueChange).
    gcTime: 0,
    refetchOnWindowFocus: 'always',
  });
}
