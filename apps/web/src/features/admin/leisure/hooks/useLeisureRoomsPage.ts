import type { LeisureRoomView } from '@pms/domain';
import type { QueryParams } from '../../../../api/client.ts';
import { queryKeys } from '../../../../api/queryKeys.ts';
import { usePageQuery } from '../../../../api/usePageQuery.ts';
import { leisurePaths } from './leisurePaths.ts';

/** One page of the activities' places, optionally searched by name and filtered by activity (`category`). */
export function useLeisureRoomsPage(params: QueryParams) {
  return usePageQuery<LeisureRoomView>(queryKeys.leisureRooms, leisurePaths.rooms, params);
}
