import type { HousekeepingEvent } from '@pms/domain';
import { describe, expect, it } from 'vitest';
import type { CalendarResponse } from '../types/calendarTypes.ts';
import { calendarWithCondition, isHousekeepingMessage } from './liveCondition.ts';

const calendar: CalendarResponse = {
  categories: [
    {
      id: 1,
      name: 'Стандарт',
      rooms: 2,
      place_number: 2,
      additional_place: 0,
      adult_count: null,
      category_type: 'room',
      room_list: [
        { id: 10, name: '101', condition: 'clean', booking_list: [], koika_list: [] },
        {
          id: 11,
          name: '102',
          condition: 'clean',
          booking_list: [],
          koika_list: [{ id: 5, name: 'Койка 1', condition: 'clean', booking_list: [] }],
        },
      ],
    },
  ],
};

const event = (room_id: number, bed_id: number | null): HousekeepingEvent => ({
  room_id,
  bed_id,
  condition: 'dirty',
  reason: '',
  linen_change: false,
  source: 'check_out',
  changed_at: 1_800_000_000,
});

const conditions = (data: CalendarResponse) =>
  data.categories[0]!.room_list.map((r) => [r.condition, ...r.koika_list.map((b) => b.condition)]);

describe('calendarWithCondition marks the unit the message names', () => {
  it.each<[string, HousekeepingEvent, string[][]]>([
    ['a room', event(10, null), [['dirty'], ['clean', 'clean']]],
    ['a bed', event(11, 5), [['clean'], ['clean', 'dirty']]],
    ['a room not shown', event(99, null), [['clean'], ['clean', 'clean']]],
  ])('%s', (_, e, expected) => {
    expect(conditions(calendarWithCondition(calendar, e))).toEqual(expected);
  });

  it('returns the same answer when the room is not in it (nothing re-renders)', () => {
    expect(calendarWithCondition(calendar, event(99, null))).toBe(calendar);
  });
});

describe('isHousekeepingMessage', () => {
  it.each([
    ['a condition change', { housekeeping: event(10, null) }, true],
    ['a booking message', { booking: { id: 1, kind: 'booking' } }, false],
    ['nothing', null, false],
  ])('%s', (_, value, expected) => {
    expect(isHousekeepingMessage(value)).toBe(expected);
  });
});
