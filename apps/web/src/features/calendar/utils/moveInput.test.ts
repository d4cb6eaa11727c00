import { fromLocal } from '@pms/domain';
import { describe, expect, it } from 'vitest';
import type { CalendarItem } from '../types/calendarTypes.ts';
import { moveInput } from './moveInput.ts';

const tz = 'Asia/Almaty';
const stay = {
  check_in: fromLocal('2026-12-01', '14:00', tz),
  check_out: fromLocal('2026-12-04', '12:00', tz),
};
const moved = fromLocal('2026-12-02', '15:30', tz);
const bar: CalendarItem = {
  id: 7,
  kind: 'booking',
  status: 'check_in',
  category_id: 1,
  room_id: 10,
  koika_id: null,
  ...stay,
};
/** The current room of a stay moved on the 2nd at 15:30: its bar covers its own part only. */
const currentLeg: CalendarItem = {
  ...bar,
  check_in: moved,
  leg: {
    index: 1,
    count: 2,
    stay_check_in: stay.check_in,
    stay_check_out: stay.check_out,
    rooms: ['101', '203'],
  },
};
const day = (date: string, time: string) => fromLocal(date, time, tz);

describe('moveInput', () => {
  it.each([
    ['a bar moved a day later', bar, 1, false, day('2026-12-02', '14:00'), day('2026-12-05', '12:00')],
    [
      "'С сегодняшнего дня': the stay's dates, whatever the shift",
      bar,
      1,
      true,
      stay.check_in,
      stay.check_out,
    ],
    [
      "a leg's bar: the whole stay's dates, not its part's",
      currentLeg,
      0,
      false,
      stay.check_in,
      stay.check_out,
    ],
    ['a leg moved from now again', currentLeg, 0, true, stay.check_in, stay.check_out],
  ])('%s', (_, item, dayShift, fromNow, checkIn, checkOut) => {
    expect(moveInput({ item, roomId: 11, bedId: null, dayShift }, tz, 'Шумно', fromNow)).toEqual({
      room: 11,
      koika: null,
      check_in: checkIn,
      check_out: checkOut,
      room_reason: 'Шумно',
      from_now: fromNow,
    });
  });
});
