import type { RoomInput } from '@pms/domain';
import { queryKeys } from '../../../../api/queryKeys.ts';
import type { Room } from '../../../../api/types.ts';
import { useSaveMutation } from '../../../../ui/useSaveMutation.ts';
import { roomsPath } from './roomsPath.ts';

/** Creates (POST) or replaces (PUT) a room; categories count their rooms, so they refresh too. */
export function useSaveRoom() {
  return useSaveMutation<RoomInput, Room>({
    path: roomsPath,
    updateMethod: 'put',
    invalidate: [queryKeys.rooms, queryKeys.categories],
  });
}
