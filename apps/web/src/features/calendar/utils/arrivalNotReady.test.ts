import type { RoomCondition } from '@pms/domain';
import { describe, expect, it } from 'vitest';
import type { CalendarItem } from '../types/calendarTypes.ts';
import { arrivalNotReady } from './arrivalNotReady.ts';

const day = { from: 1_800_000_000, to: 1_800_086_400 };
const bar = (status: string, check_in: number, kind: CalendarItem['kind'] = 'booking') =>
  ({ id: 1, kind, status, check_in, check_out: check_in + 86_400 }) as CalendarItem;

describe('arrivalNotReady: a room not ready with a guest arriving today', () => {
  it.each<[string, RoomCondition | undefined, CalendarItem[], boolean]>([
    ['a dirty room, a booked arrival today', 'dirty', [bar('booked', day.from + 14 * 3600)], true],
    ['being cleaned, a reserve arriving today', 'cleaning', [bar('reserved', day.from + 3600)], true],
    ['out of order, an arrival today', 'out_of_order', [bar('new', day.from)], true],
    ['a clean room', 'clean', [bar('booked', day.from + 3600)], false],
    ['an inspected room', 'inspected', [bar('booked', day.from + 3600)], false],
    ['no condition in the answer', undefined, [bar('booked', day.from + 3600)], false],
    ['the guest already checked in', 'dirty', [bar('check_in', day.from + 3600)], false],
    ['an arrival tomorrow', 'dirty', [bar('booked', day.to)], false],
    ['a departure today (arrived before)', 'dirty', [bar('booked', day.from - 86_400)], false],
    ['a repair, not a guest', 'dirty', [bar('repair', day.from + 3600, 'repair')], false],
  ])('%s', (_, condition, items, expected) => {
    expect(arrivalNotReady(condition, items, day.from, day.to)).toBe(expected);
  });
});
