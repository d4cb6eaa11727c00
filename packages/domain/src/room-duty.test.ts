import { describe, expect, it } from 'vitest';
import { isCancelled } from './booking-status.ts';
import { roomDuties } from './room-duty.ts';

const live = (id: number, amount: number) => ({ id, amount, status: 'booked' });
const cancelled = (id: number, amount: number) => ({ id, amount, status: 'canceled' });
const expired = (id: number, amount: number) => ({ id, amount, status: 'expired' });

describe('roomDuties', () => {
  it.each([
    ['a single booking, unpaid', [live(1, 48_000)], 0, [48_000]],
    ['a single booking, part paid', [live(1, 48_000)], 30_000, [18_000]],
    ['a single booking, overpaid: the guest is owed', [live(1, 48_000)], 50_000, [-2_000]],
    ['a cancelled booking, unpaid: owes nothing', [cancelled(1, 48_000)], 0, [0]],
    ['an expired reserve owes nothing', [expired(1, 48_000)], 0, [0]],
    ['a cancelled booking, paid: the payment is owed back', [cancelled(1, 48_000)], 10_000, [-10_000]],
    [
      'a group: the payment covers the parent first',
      [live(1, 76_000), live(2, 44_000)],
      100_000,
      [0, 20_000],
    ],
    ['a group, part paid', [live(1, 76_000), live(2, 44_000)], 20_000, [56_000, 44_000]],
    [
      'a group, overpaid: the excess is the parent’s',
      [live(1, 76_000), live(2, 44_000)],
      130_000,
      [-10_000, 0],
    ],
    [
      'a group with a cancelled room',
      [live(1, 76_000), cancelled(2, 44_000), live(3, 100_000)],
      100_000,
      [0, 0, 76_000],
    ],
    ['a whole cancelled group, paid', [cancelled(1, 76_000), cancelled(2, 44_000)], 100_000, [-100_000, 0]],
    [
      'a parent cancelled last is still the payer',
      [cancelled(1, 76_000), live(2, 44_000)],
      50_000,
      [-6_000, 0],
    ],
    [
      'rooms are covered by id after the payer',
      [live(3, 10_000), live(2, 10_000), live(1, 10_000)],
      15_000,
      [10_000, 5_000, 0],
    ],
  ])('%s', (_, rooms, withheld, expected) => {
    const duties = roomDuties(rooms, withheld, 1);
    expect(rooms.map((r) => duties.get(r.id))).toEqual(expected);
    // The rooms' duties add up to the group's: what the live rooms owe − what was withheld.
    const total = rooms.reduce((s, r) => s + (isCancelled(r.status) ? 0 : r.amount), 0);
    expect([...duties.values()].reduce((s, d) => s + d, 0)).toBe(total - withheld);
  });
});
