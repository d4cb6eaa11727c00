import { describe, expect, it } from 'vitest';
import type { LiveMessage } from '../types/calendarTypes.ts';
import { liveSearchMatch } from './liveSearchMatch.ts';

const message = (over: Partial<LiveMessage['booking']>): LiveMessage['booking'] => ({
  id: 42,
  kind: 'booking',
  status: 'booked',
  category_id: 1,
  room_id: 10,
  koika_id: null,
  check_in: 1000,
  check_out: 2000,
  ...over,
});

describe('liveSearchMatch', () => {
  it.each([
    ['any item when there is no search', message({}), '', true],
    ['a booking whose number is the search', message({ id: 42 }), '42', true],
    ['a repair, which the search does not filter', message({ kind: 'repair' }), 'Иванов', true],
    ['a block, which the search does not filter', message({ kind: 'block' }), 'Иванов', true],
    ['not a booking by name: the message has no client', message({}), 'Иванов', null],
    ['not a booking with another number', message({ id: 421 }), '42', null],
  ])('matches %s', (_, item, search, expected) => {
    expect(liveSearchMatch(item, search)).toBe(expected);
  });
});
