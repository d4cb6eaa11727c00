import { describe, expect, it } from 'vitest';
import type { GroupDetail } from '../types/groupDetail.ts';
import { roomDutyOf } from './roomDutyOf.ts';

const group = (withheld: string, rooms: [number, string, string][]) =>
  ({
    id: rooms[0]?.[0] ?? 0,
    group_calculation: { withheld },
    child_list: rooms.map(([id, common_amount, booking_status]) => ({ id, common_amount, booking_status })),
  }) as unknown as GroupDetail;

describe('roomDutyOf', () => {
  it.each([
    [
      'unpaid: each room owes its amount',
      group('0.00', [
        [1, '76000.00', 'check_in'],
        [2, '44000.00', 'check_in'],
      ]),
      2,
      44_000,
    ],
    [
      'the payment covers the parent first',
      group('100000.00', [
        [1, '76000.00', 'check_in'],
        [2, '44000.00', 'check_in'],
      ]),
      1,
      0,
    ],
    [
      'then the next room',
      group('100000.00', [
        [1, '76000.00', 'check_in'],
        [2, '44000.00', 'check_in'],
      ]),
      2,
      20_000,
    ],
    [
      'a cancelled room owes nothing',
      group('0.00', [
        [1, '76000.00', 'check_in'],
        [2, '44000.00', 'canceled'],
      ]),
      2,
      0,
    ],
  ])('%s', (_name, g, room, expected) => {
    expect(roomDutyOf(g, room)).toBe(expected);
  });
});
