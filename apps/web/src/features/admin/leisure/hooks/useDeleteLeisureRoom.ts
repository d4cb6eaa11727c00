import { queryKeys } from '../../../../api/queryKeys.ts';
import { useDeleteMutation } from '../../../../ui/useDeleteMutation.ts';
import { leisurePaths } from './leisurePaths.ts';

/** Deletes a place; activities count their places, so they refresh too. A refusal is shown as said. */
export function useDeleteLeisureRoom() {
  return useDeleteMutation(leisurePaths.rooms, [queryKeys.leisureRooms, queryKeys.leisureCategories]);
}
