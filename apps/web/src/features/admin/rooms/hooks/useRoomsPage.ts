import type { QueryParams } from '../../../../api/client.ts';
import { queryKeys } from '../../../../api/queryKeys.ts';
import type { Room } from '../../../../api/types.ts';
import { usePageQuery } from '../../../../api/usePageQuery.ts';
import { roomsPath } from './roomsPath.ts';

/** One page of the company's rooms, optionally searched by name and filtered by category. */
export function useRoomsPage(params: QueryParams) {
  return usePageQuery<Room>(queryKeys.rooms, roomsPath, params);
}
