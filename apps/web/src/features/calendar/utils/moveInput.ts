import type { MoveInput } from '@pms/domain';
import type { MoveDrop } from '../types/moveDrop.ts';
import { stayDates } from './legBar.ts';
import { shiftByDays } from './shiftByDays.ts';

/**
 * The PATCH body for a dropped bar: the new room/bed and both instants of the stay moved by the same
 * whole days. A leg bar of a stay with a mid-stay move sends its whole stay's dates, not its own part's
 * (the server moves the current room); `fromNow` ('С сегодняшнего дня') keeps the dates too.
 */
export function moveInput(drop: MoveDrop, timeZone: string, reason = '', fromNow = false): MoveInput {
  const stay = stayDates(drop.item);
  const shift = fromNow ? 0 : drop.dayShift;
  return {
    room: drop.roomId,
    koika: drop.bedId,
    check_in: shiftByDays(stay.check_in, shift, timeZone),
    check_out: shiftByDays(stay.check_out, shift, timeZone),
    room_reason: reason,
    from_now: fromNow,
  };
}
