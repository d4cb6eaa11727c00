import { queryKeys } from '../../../../api/queryKeys.ts';
import { useDeleteMutation } from '../../../../api/useDeleteMutation.ts';
import { roomsPath } from './roomsPath.ts';

/** Deletes a room; the server refuses while it has bookings ('Нельзя удалить номер, в котором есть брони'). */
export function useDeleteRoom() {
  return useDeleteMutation(roomsPath, [queryKeys.rooms, queryKeys.categories]);
}
