import { type BoardRoom, type HousekeepingEvent, type RoomCondition, roomConditionLabels } from '@pms/domain';
import { describe, expect, it } from 'vitest';
import type { CalendarResponse } from '../types/calendarTypes.ts';
import { boardWithCondition, calendarWithCondition, isHousekeepingMessage } from './liveCondition.ts';

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

const boardRoom = (id: number, condition: RoomCondition, changedAt: number | null = null): BoardRoom => ({
  condition,
  condition_label: roomConditionLabels[condition],
  reason: '',
  note: '',
  linen_change: false,
  source: null,
  changed_at: changedAt,
  changed_by: null,
  room_id: id,
  room_name: String(100 + id),
  category_name: 'Стандарт',
  floor: '1',
  housekeeper: null,
  movement: { kind: 'none', label: 'свободен', arrival_time: null, departure_time: null },
  next_condition: null,
  beds: [],
});

describe("boardWithCondition: a live change on the supervisor's board at once", () => {
  const board = [boardRoom(1, 'dirty'), boardRoom(2, 'dirty'), boardRoom(3, 'clean')];
  const to = (room_id: number, condition: RoomCondition, changed_at = 1_800_000_000): HousekeepingEvent => ({
    ...event(room_id, null),
    condition,
    source: 'hand',
    changed_at,
  });
  it('marks the room and re-sorts: a room made clean sinks, a room made dirty rises', () => {
    const clean = boardWithCondition(board, to(1, 'clean'));
    expect(clean.map((r) => [r.room_name, r.condition])).toEqual([
      ['102', 'dirty'],
      ['101', 'clean'],
      ['103', 'clean'],
    ]);
    expect(clean.find((r) => r.room_id === 1)).toMatchObject({
      condition_label: 'Чистый',
      next_condition: 'inspected',
      changed_at: 1_800_000_000,
    });
    expect(boardWithCondition(board, to(3, 'dirty')).map((r) => r.room_name)).toEqual(['101', '102', '103']);
  });
  it('keeps a newer change it already shows, and the same array for a room it does not hold', () => {
    const newer = [boardRoom(1, 'clean', 1_800_000_100)];
    expect(boardWithCondition(newer, to(1, 'dirty'))[0]!.condition).toBe('clean');
    expect(boardWithCondition(board, to(99, 'dirty'))).toBe(board);
  });
});
