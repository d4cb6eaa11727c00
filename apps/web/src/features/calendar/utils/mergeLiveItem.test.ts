import { describe, expect, it } from 'vitest';
import type { CalendarItem, CalendarResponse, LiveMessage } from '../types/calendarTypes.ts';
import { mergeLiveItem } from './mergeLiveItem.ts';

const item = (over: Partial<CalendarItem>): CalendarItem => ({
  id: 1,
  kind: 'booking',
  status: 'booked',
  category_id: 1,
  room_id: 10,
  koika_id: null,
  check_in: 1000,
  check_out: 2000,
  client: 'Иванов Иван',
  duty: 500,
  ...over,
});

/** What the socket really sends: no client, amounts or source. */
const message = (over: Partial<LiveMessage['booking']>): LiveMessage['booking'] => {
  const { id, kind, category_id, room_id, koika_id, check_in, check_out } = item({});
  return { id, kind, status: 'booked', category_id, room_id, koika_id, check_in, check_out, ...over };
};

const data = (): CalendarResponse => ({
  categories: [
    {
      id: 1,
      name: 'Стандарт',
      rooms: 2,
      place_number: 2,
      additional_place: 0,
      adult_count: 2,
      category_type: 'room',
      room_list: [
        { id: 10, name: '101', booking_list: [item({})], koika_list: [] },
        { id: 11, name: '102', booking_list: [], koika_list: [{ id: 5, name: 'Койка 1', booking_list: [] }] },
      ],
    },
  ],
});
const window = { start: 0, end: 10_000 };
const room = (d: CalendarResponse, i: number) => d.categories[0]?.room_list[i];

describe('mergeLiveItem', () => {
  it('moves an item to its new room and keeps what the message does not carry', () => {
    const next = mergeLiveItem(data(), message({ room_id: 11, check_in: 3000, check_out: 4000 }), window);
    expect(room(next, 0)?.booking_list).toEqual([]);
    expect(room(next, 1)?.booking_list[0]).toMatchObject({ id: 1, check_in: 3000, client: 'Иванов Иван' });
  });

  it('puts a bed item into that bed and inserts new items without client data', () => {
    const next = mergeLiveItem(data(), message({ id: 2, room_id: 11, koika_id: 5, status: 'new' }), window);
    expect(room(next, 1)?.koika_list[0]?.booking_list[0]).toMatchObject({ id: 2, status: 'new', client: '' });
  });

  it('removes an item whose status means it is gone', () => {
    for (const status of ['deleted', 'expired', 'canceled'] as const) {
      const next = mergeLiveItem(data(), { ...item({}), status }, window);
      expect(room(next, 0)?.booking_list).toEqual([]);
    }
  });

  it('tells a repair from a booking with the same id', () => {
    const next = mergeLiveItem(data(), { ...item({ kind: 'repair', status: 'repaired' }) }, window);
    expect(room(next, 0)?.booking_list).toHaveLength(1);
  });

  it('returns the same object when the item lies outside the window and was not shown', () => {
    const before = data();
    expect(mergeLiveItem(before, { ...item({ id: 9 }), check_in: 20_000, check_out: 30_000 }, window)).toBe(
      before,
    );
  });

  it('only updates, never inserts, in a searched window', () => {
    const before = data();
    expect(mergeLiveItem(before, message({ id: 3 }), window, false)).toBe(before);
    const moved = mergeLiveItem(before, message({ check_in: 1500 }), window, false);
    expect(room(moved, 0)?.booking_list[0]?.check_in).toBe(1500);
  });

  it('leaves the bars of a stay with a mid-stay move for the refetch: the message cannot place its legs', () => {
    // The first move 'с сегодняшнего дня': the message says so; patching it would draw the whole stay
    // on the new room and nothing on the room left.
    const before = data();
    expect(mergeLiveItem(before, message({ room_id: 11, status: 'check_in', legs: true }), window)).toBe(
      before,
    );
    // A later change (a check-out, a payment) of a stay already drawn as legs: each leg stays in its row.
    const leg = (index: number) => ({
      index,
      count: 2,
      stay_check_in: 1000,
      stay_check_out: 3000,
      rooms: ['101', '102'],
    });
    const legs = data();
    room(legs, 0)!.booking_list = [item({ check_out: 1500, leg: leg(0) })];
    room(legs, 1)!.booking_list = [item({ room_id: 11, check_in: 1500, check_out: 3000, leg: leg(1) })];
    expect(
      mergeLiveItem(
        legs,
        message({ room_id: 11, check_in: 1000, check_out: 3000, status: 'check_out' }),
        window,
      ),
    ).toBe(legs);
  });
});
