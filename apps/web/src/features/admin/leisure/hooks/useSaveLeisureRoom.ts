import type { LeisureRoomInput, LeisureRoomView } from '@pms/domain';
import { useSaveMutation } from '../../../../ui/useSaveMutation.ts';
import { leisureKeys } from './leisureKeys.ts';
import { leisurePaths } from './leisurePaths.ts';

/** Creates (POST) or replaces (PUT) a place; activities count their places, so they refresh too. */
export function useSaveLeisureRoom() {
  return useSaveMutation<LeisureRoomInput, LeisureRoomView>({
    path: leisurePaths.rooms,
    updateMethod: 'put',
    invalidate: [leisureKeys.rooms, leisureKeys.categories],
  });
}
