import { describe, expect, it } from 'vitest';
import type { CalendarWireItem, CalendarWireResponse } from '../types/calendarTypes.ts';
import { buildRows } from './buildRows.ts';
import { placeItems } from './placeItems.ts';

const bar = (over: Partial<CalendarWireItem>): CalendarWireItem => ({
  id: 1,
  kind: 'booking',
  status: 'booked',
  check_in: 1000,
  check_out: 2000,
  common_amount: 50000,
  duty: 25000,
  client: 'Серикова Айгуль',
  source: 'Booking.com',
  time: { start: '14:00', end: '12:00' },
  ...over,
});

const answer = (roomBars: CalendarWireItem[], bedBars: CalendarWireItem[]): CalendarWireResponse => ({
  categories: [
    {
      id: 7,
      name: 'Хостел',
      rooms: 1,
      place_number: 2,
      additional_place: 0,
      adult_count: 2,
      category_type: 'koika',
      room_list: [
        {
          id: 70,
          name: 'Х-1',
          condition: 'clean',
          booking_list: roomBars,
          koika_list: [{ id: 701, name: 'Койка 1', condition: 'dirty', booking_list: bedBars }],
        },
      ],
    },
  ],
});

describe('placeItems', () => {
  it.each([
    {
      name: 'a booking on the room takes its category and room, and the defaults',
      wire: bar({}),
      onBed: false,
      placed: {
        category_id: 7,
        room_id: 70,
        koika_id: null,
        koika: null,
        is_time: false,
        group_parent: null,
        comment: '',
      },
    },
    {
      name: 'a booking on a bed takes the bed and its name',
      wire: bar({ id: 2 }),
      onBed: true,
      placed: { category_id: 7, room_id: 70, koika_id: 701, koika: 'Койка 1' },
    },
    {
      name: 'an hourly group member keeps what the server said',
      wire: bar({ id: 3, is_time: true, group_parent: 9 }),
      onBed: false,
      placed: { is_time: true, group_parent: 9 },
    },
    {
      name: "a booking's guests, sent as a list of five, are named again for a drag",
      wire: bar({ id: 6, guests: [2, 1, 1, 3, 4] }),
      onBed: false,
      placed: {
        guests: {
          main_adult_count: 2,
          main_child_count: 1,
          has_additional: true,
          adult_count: 3,
          child_count: 4,
        },
      },
    },
    {
      name: 'a repair keeps its comment',
      wire: bar({ id: 4, kind: 'repair', status: 'repair', comment: 'Течёт кран' }),
      onBed: false,
      placed: { kind: 'repair', comment: 'Течёт кран' },
    },
    {
      name: 'a foreign block says it is not own',
      wire: bar({ id: 5, kind: 'block', status: 'block', is_own: false }),
      onBed: false,
      placed: { kind: 'block', is_own: false, comment: '' },
    },
  ])('$name', ({ wire, onBed, placed }) => {
    const room = placeItems(answer(onBed ? [] : [wire], onBed ? [wire] : [])).categories[0]!.room_list[0]!;
    const item = onBed ? room.koika_list[0]!.booking_list[0] : room.booking_list[0];
    expect(item).toMatchObject({ ...wire, ...placed });
  });

  it("keeps the tree as it came, with each room's and bed's condition (issue 33)", () => {
    const placed = placeItems(answer([], []));
    expect(placed.categories[0]).toMatchObject({ id: 7, name: 'Хостел', category_type: 'koika' });
    expect(placed.categories[0]!.room_list[0]!.condition).toBe('clean');
    expect(placed.categories[0]!.room_list[0]!.koika_list[0]).toEqual({
      id: 701,
      name: 'Койка 1',
      condition: 'dirty',
      booking_list: [],
    });
  });
});

describe("a bed's row under a booking of the whole room (issue 28, item 6)", () => {
  const whole = bar({ id: 5 });
  const own = bar({ id: 6, check_in: 3000, check_out: 4000 });
  const placed = placeItems(answer([whole], [{ ...whole, whole_room: true }, own]));
  const room = placed.categories[0]!.room_list[0]!;

  it("keeps the answer's copy out of the bed's list, so a live change is never applied twice", () => {
    expect(room.koika_list[0]!.booking_list.map((b) => b.id)).toEqual([6]);
  });

  it("draws the room's booking in the bed's row, marked, before the bed's own stay", () => {
    const rows = buildRows(placed.categories, new Set(), new Set([70]));
    const bedRow = rows.find((r) => r.type === 'bed');
    expect(bedRow?.type === 'bed' && bedRow.items.map((i) => [i.id, i.whole_room])).toEqual([
      [5, true],
      [6, undefined],
    ]);
  });
});
