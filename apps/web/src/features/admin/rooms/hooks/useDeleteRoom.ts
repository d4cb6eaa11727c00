import { queryKeys } from '../../../../api/queryKeys.ts';
import type { Room } from '../../../../api/types.ts';
import { useDeactivateInstead } from '../../../../ui/useDeactivateInstead.tsx';
import { useDeleteMutation } from '../../../../ui/useDeleteMutation.ts';
import { roomsPath } from './roomsPath.ts';
import { useSaveRoom } from './useSaveRoom.ts';

/** Deletes a room; one that bookings use (409, naming the booking) is offered 'Сделать неактивной'. */
export function useDeleteRoom(rows: Room[]) {
  const save = useSaveRoom();
  const onRefused = useDeactivateInstead(rows, (room) =>
    save.mutateAsync({ id: room.id, body: { name: room.name, category: room.category, is_active: false } }),
  );
  return useDeleteMutation(roomsPath, [queryKeys.rooms, queryKeys.categories], undefined, onRefused);
}
