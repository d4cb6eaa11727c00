import { describe, expect, it } from 'vitest';
import type { CalendarCategory, CalendarRoom } from '../types/calendarTypes.ts';
import { buildRows } from './buildRows.ts';
import { moveCursor } from './moveCursor.ts';

const room = (id: number): CalendarRoom => ({ id, name: String(id), booking_list: [], koika_list: [] });
const category = (id: number, rooms: CalendarRoom[]): CalendarCategory => ({
  id,
  name: `Категория ${id}`,
  rooms: rooms.length,
  place_number: 2,
  additional_place: 0,
  adult_count: 2,
  category_type: 'room',
  room_list: rooms,
});
// c1, r101, r102, c2, r201
const rows = buildRows([category(1, [room(101), room(102)]), category(2, [room(201)])], new Set(), new Set());
const at = (rowKey: string, day: number, anchor = day) => ({ rowKey, day, anchor });

describe('moveCursor', () => {
  it.each([
    ['moves right one day and collapses the range', at('r101', 2, 0), 'ArrowRight', false, at('r101', 3)],
    ['stops at the first day', at('r101', 0), 'ArrowLeft', false, at('r101', 0)],
    ['stops at the last day', at('r101', 6), 'ArrowRight', false, at('r101', 6)],
    ['stretches the range with Shift', at('r101', 2), 'ArrowRight', true, at('r101', 3, 2)],
    ['jumps to the last day with End', at('r101', 3), 'End', false, at('r101', 6)],
    ['skips a category header going down', at('r102', 1), 'ArrowDown', false, at('r201', 1)],
    ['skips a category header going up', at('r201', 1), 'ArrowUp', false, at('r102', 1)],
    ['never lands on the top category header', at('r101', 1), 'ArrowUp', false, at('r101', 1)],
    ['carries a Shift range to the next row', at('r101', 3, 1), 'ArrowDown', true, at('r102', 3, 1)],
  ])('%s', (_, cursor, key, shift, expected) => {
    expect(moveCursor(cursor, key, shift, rows, 7)).toEqual(expected);
  });

  it('ignores keys that do not move the cursor', () => {
    expect(moveCursor(at('r101', 1), 'a', false, rows, 7)).toBeNull();
  });
});
