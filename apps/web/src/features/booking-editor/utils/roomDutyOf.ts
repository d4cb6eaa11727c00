import { parseMoney, roomDuties } from '@pms/domain';
import type { GroupDetail } from '../types/groupDetail.ts';

/**
 * What one room of a saved group still owes, in tenge, by the domain's one rule of duty (room-duty.ts):
 * the group's payments, taken on the parent, cover the parent first and then the rooms in id order.
 */
export function roomDutyOf(group: GroupDetail, roomId: number): number {
  const rooms = group.child_list.map((c) => ({
    id: c.id,
    amount: parseMoney(c.common_amount),
    status: c.booking_status,
  }));
  const withheld = parseMoney(group.group_calculation?.withheld ?? '0');
  return (roomDuties(rooms, withheld, group.id).get(roomId) ?? 0) / 100;
}
