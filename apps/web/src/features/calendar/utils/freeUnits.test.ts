import { describe, expect, it } from 'vitest';
import type { CalendarCategory, CalendarItem, CalendarRoom } from '../types/calendarTypes.ts';
import { bedUnits, categoryUnits, freeUnits } from './freeUnits.ts';

const H = 3600;
/** Day 1 of the window starts at 0 (the property's midnight); day 2 at 24 h. */
const day1 = { start: 0, end: 24 * H };

const item = (from: number, to: number, over: Partial<CalendarItem> = {}): CalendarItem => ({
  id: 1,
  kind: 'booking',
  status: 'booked',
  category_id: 1,
  room_id: 10,
  koika_id: null,
  check_in: from * H,
  check_out: to * H,
  ...over,
});

const room = (id: number, items: CalendarItem[], beds: CalendarItem[][] = []): CalendarRoom => ({
  id,
  name: String(id),
  booking_list: items,
  koika_list: beds.map((list, i) => ({ id: id * 10 + i, name: `Койка ${i + 1}`, booking_list: list })),
});

describe('freeUnits', () => {
  it.each([
    ['an empty room', [], 1],
    ['a stay from 14:00 to noon the next day', [item(14, 36)], 0],
    ['a guest leaving at noon leaves it free that day', [item(-10, 12)], 1],
    ['a late check-out until 15:00 holds it', [item(-10, 15)], 0],
    ['an early check-in at 10:00 holds it', [item(10, 36)], 0],
    ['a stay arriving the next day', [item(38, 60)], 1],
    ['a stay across the whole day', [item(-10, 60)], 0],
    ['a cancelled booking', [item(14, 36, { status: 'canceled' })], 1],
    ['an expired reserve', [item(14, 36, { status: 'expired' })], 1],
    ['a deleted draft', [item(14, 36, { status: 'deleted' })], 1],
    ['a draft', [item(14, 36, { status: 'new' })], 0],
    ['a repair', [item(0, 48, { kind: 'repair', status: 'repair' })], 0],
    ['a block', [item(0, 48, { kind: 'block', status: 'block' })], 0],
  ] as const)('%s', (_, items, free) => {
    expect(freeUnits([items], day1.start, day1.end)).toBe(free);
  });

  it('counts each free unit once', () => {
    expect(freeUnits([[], [item(14, 36)], [], [item(-10, 12)]], day1.start, day1.end)).toBe(3);
  });

  it('counts the rooms of a category, a room held through one of its beds', () => {
    const category: CalendarCategory = {
      id: 1,
      name: 'Хостел',
      rooms: 3,
      place_number: 4,
      additional_place: 0,
      adult_count: null,
      category_type: 'koika',
      room_list: [room(1, []), room(2, [], [[], [item(14, 36)]]), room(3, [item(14, 36)])],
    };
    expect(freeUnits(categoryUnits(category), day1.start, day1.end)).toBe(1);
  });

  it('counts the free beds of a room, all of them held by a booking of the whole room', () => {
    expect(freeUnits(bedUnits(room(1, [], [[], [item(14, 36)], []])), day1.start, day1.end)).toBe(2);
    expect(freeUnits(bedUnits(room(1, [item(14, 36)], [[], []])), day1.start, day1.end)).toBe(0);
    expect(freeUnits(bedUnits(room(1, [])), day1.start, day1.end)).toBe(0);
  });
});
