import { describe, expect, it } from 'vitest';
import type { CalendarCategory, CalendarItem } from '../types/calendarTypes.ts';
import { dropVerdict } from './dropVerdict.ts';

const H = 3600;
const D = 24 * H;
const guests = (main: number, extra = 0) => ({
  main_adult_count: main,
  main_child_count: 0,
  has_additional: extra > 0,
  adult_count: extra,
  child_count: 0,
});
const bar = (id: number, from: number, to: number, over: Partial<CalendarItem> = {}): CalendarItem => ({
  id,
  kind: 'booking',
  status: 'booked',
  category_id: 1,
  room_id: 101,
  koika_id: null,
  check_in: from * D + 14 * H,
  check_out: to * D + 12 * H,
  ...over,
});
/**
 * Room 101 (2 places, 1 extra) holds booking 7 on days 3–5; room 102 has two beds, bed 1 held on days 3–5;
 * room 105 holds own block 11 on days 3–5 for its draft 12.
 */
const categories: CalendarCategory[] = [
  {
    id: 1,
    name: 'Стандарт',
    rooms: 2,
    place_number: 2,
    additional_place: 1,
    adult_count: null,
    category_type: 'room',
    room_list: [
      { id: 101, name: '101', booking_list: [bar(7, 3, 5)], koika_list: [] },
      {
        id: 102,
        name: '102',
        booking_list: [],
        koika_list: [
          { id: 1, name: 'Койка 1', booking_list: [bar(8, 3, 5, { room_id: 102, koika_id: 1 })] },
          { id: 2, name: 'Койка 2', booking_list: [] },
        ],
      },
      {
        id: 103,
        name: '103',
        booking_list: [bar(9, 3, 5, { status: 'canceled', room_id: 103 })],
        koika_list: [],
      },
      {
        // Own channel block 11 on days 3–5, taken into draft 12 ('резерв'), which lies on it.
        id: 105,
        name: '105',
        booking_list: [
          bar(11, 3, 5, { kind: 'block', status: 'block', room_id: 105, is_own: true, draft: 12 }),
          bar(12, 3, 5, { status: 'new', room_id: 105 }),
        ],
        koika_list: [],
      },
    ],
  },
];
const moved = bar(1, 0, 2, { room_id: 104, guests: guests(2) });

describe('dropVerdict (issue 28, item 5)', () => {
  it.each([
    ['an empty stretch of 101', 101, null, 0, moved, 'free'],
    ['onto booking 7 in 101', 101, null, 3, moved, 'taken'],
    ['ending the day booking 7 arrives: noon out, 14:00 in', 101, null, 1, moved, 'free'],
    ['the whole of 102, whose bed 1 is held', 102, null, 3, moved, 'taken'],
    ['its free bed 2', 102, 2, 3, bar(1, 0, 2, { guests: guests(1) }), 'free'],
    ['its held bed 1', 102, 1, 3, bar(1, 0, 2, { guests: guests(1) }), 'taken'],
    ['two guests onto one bed', 102, 2, 3, moved, 'crowded'],
    ['over a cancelled booking', 103, null, 3, moved, 'free'],
    ['three main guests into two places', 103, null, 0, bar(1, 0, 2, { guests: guests(3) }), 'crowded'],
    ['two guests and one extra bed', 103, null, 0, bar(1, 0, 2, { guests: guests(2, 1) }), 'free'],
    ['booking 7 moved within its own room', 101, null, 1, bar(7, 3, 5, { guests: guests(2) }), 'free'],
    ['a bar whose guests are not known yet', 103, null, 0, bar(1, 0, 2, { guests: undefined }), 'free'],
    [
      'a draft a day later over the block it was made from',
      105,
      null,
      1,
      bar(12, 3, 5, { status: 'new', room_id: 105, guests: guests(2) }),
      'free',
    ],
    ['another booking onto that block', 105, null, 3, moved, 'taken'],
  ] as const)('%s → %s', (_label, roomId, bedId, dayShift, item, verdict) => {
    expect(dropVerdict(categories, { item, roomId, bedId, dayShift }, 'UTC')).toBe(verdict);
  });
});
