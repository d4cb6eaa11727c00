import { fromLocal } from '@pms/domain';
import { describe, expect, it } from 'vitest';
import type { CalendarItem, CalendarRoom } from '../types/calendarTypes.ts';
import type { CellRange } from '../types/cellRange.ts';
import { buildRows } from './buildRows.ts';
import { calendarDays } from './calendarDays.ts';
import { wholeRoomHold } from './wholeRoomHold.ts';

const zone = 'Asia/Almaty';
const times = { checkIn: '14:00', checkOut: '12:00' };
const { days } = calendarDays('2026-01-10', 10, zone, '2026-01-10');
const at = (date: string, time: string) => fromLocal(date, time, zone);
const item = (id: number, over: Partial<CalendarItem> = {}): CalendarItem => ({
  id,
  kind: 'booking',
  status: 'booked',
  category_id: 1,
  room_id: 5,
  koika_id: null,
  // 12.01 14:00 – 14.01 12:00: days 2 and 3 of the window, out on day 4 at noon.
  check_in: at('2026-01-12', '14:00'),
  check_out: at('2026-01-14', '12:00'),
  ...over,
});

/** Hostel room 5, expanded: its bed rows as the grid builds them from the answer. */
function bedRow(roomItems: CalendarItem[], bedItems: CalendarItem[] = []) {
  const room: CalendarRoom = {
    id: 5,
    name: 'Хостел 1',
    booking_list: roomItems,
    koika_list: [{ id: 51, name: 'Койка 1', booking_list: bedItems }],
  };
  const rows = buildRows(
    [
      {
        id: 1,
        name: 'Хостел',
        rooms: 1,
        place_number: 1,
        additional_place: 0,
        adult_count: null,
        category_type: 'koika',
        room_list: [room],
      },
    ],
    new Set(),
    new Set([5]),
  );
  const row = rows.find((r) => r.type === 'bed');
  const roomRow = rows.find((r) => r.type === 'room');
  if (row?.type !== 'bed' || roomRow?.type !== 'room') throw new Error('no rows');
  return { row, roomRow };
}
const range = (row: CellRange['row'], fromDay: number, toDay = fromDay): CellRange => ({
  row,
  fromDay,
  toDay,
});

describe('wholeRoomHold: a bed under a hold of its whole room is taken for a picked range', () => {
  const whole = item(481);
  const { row, roomRow } = bedRow([whole]);
  it.each([
    ['a day inside the room booking', 2, 2, 481],
    ['its last night', 3, 3, 481],
    ['a range that crosses it', 0, 6, 481],
    ['a range ending the night before it (out at noon, in at 14:00)', 0, 1, null],
    ['its departure day (in at 14:00 after its noon)', 4, 4, null],
    ['a range after it', 4, 6, null],
  ])('%s', (_name, fromDay, toDay, held) => {
    expect(wholeRoomHold(range(row, fromDay, toDay), days, times, zone)?.id ?? null).toBe(held);
  });

  it('holds by a repair and a block of the room too', () => {
    for (const kind of ['repair', 'block'] as const) {
      const bed = bedRow([item(9, { kind })]).row;
      expect(wholeRoomHold(range(bed, 2), days, times, zone)).toMatchObject({ id: 9, kind });
    }
  });

  it("leaves a cancelled room booking, the bed's own stay and the room's own row alone", () => {
    expect(wholeRoomHold(range(bedRow([item(1, { status: 'canceled' })]).row, 2), days, times, zone)).toBe(
      null,
    );
    // The bed's own booking is a bar of its own: the server names it when the range is refused.
    const own = bedRow([], [item(2, { koika_id: 51 })]).row;
    expect(wholeRoomHold(range(own, 2), days, times, zone)).toBe(null);
    expect(wholeRoomHold(range(roomRow, 2), days, times, zone)).toBe(null);
  });
});
