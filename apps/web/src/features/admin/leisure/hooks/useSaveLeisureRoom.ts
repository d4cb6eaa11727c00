import type { LeisureRoomInput, LeisureRoomView } from '@pms/domain';
import { queryKeys } from '../../../../api/queryKeys.ts';
import { useSaveMutation } from '../../../../ui/useSaveMutation.ts';
import { leisurePaths } from './leisurePaths.ts';

/** Creates (POST) or replaces (PUT) a place; activities count their places, so they refresh too. */
export function useSaveLeisureRoom() {
  return useSaveMutation<LeisureRoomInput, LeisureRoomView>({
    path: leisurePaths.rooms,
    updateMethod: 'put',
    invalidate: [queryKeys.leisureRooms, queryKeys.leisureCategories],
  });
}
