import type { MoveInput } from '@pms/domain';
import type { MoveDrop } from '../types/moveDrop.ts';
import { shiftByDays } from './shiftByDays.ts';

/** The PATCH body for a dropped bar: the new room/bed and both instants moved by the same whole days. */
export function moveInput(drop: MoveDrop, timeZone: string, reason = ''): MoveInput {
  return {
    room: drop.roomId,
    koika: drop.bedId,
    check_in: shiftByDays(drop.item.check_in, drop.dayShift, timeZone),
    check_out: shiftByDays(drop.item.check_out, drop.dayShift, timeZone),
    room_reason: reason,
    from_now: false,
  };
}
