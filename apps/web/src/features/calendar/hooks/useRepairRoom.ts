import type { RepairInput } from '@pms/domain';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../api/client.ts';
import type { RepairResponse } from '../types/calendarTypes.ts';
import { useApplyLiveItem } from './useApplyLiveItem.ts';

/** 'Закрыть на ремонт': a repair hold on the whole room. */
export function useRepairRoom(categoryId: number | null) {
  const applyLiveItem = useApplyLiveItem();
  return useMutation({
    mutationFn: (input: Omit<RepairInput, 'comment'> & { comment?: string }) =>
      api.post<RepairResponse>('/api/v2/categories/room-repair/', input),
    onSuccess: (repair) => {
      if (categoryId === null) return;
      applyLiveItem({
        id: repair.id,
        kind: 'repair',
        status: 'repair',
        category_id: categoryId,
        room_id: repair.room,
        koika_id: null,
        check_in: repair.check_in,
        check_out: repair.check_out,
      });
    },
  });
}
