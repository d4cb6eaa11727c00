import { describe, expect, it } from 'vitest';
import { isCancelled } from './booking-status.ts';
import { aloneMoney, groupMoney, roomDuties } from './room-duty.ts';

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

describe('groupMoney', () => {
  const m = (total: number, paid: number, owed: number) => ({ total, paid, owed });
  it.each([
    ['a single booking, unpaid', [live(1, 48_000)], 0, [m(48_000, 0, 48_000)], m(48_000, 0, 48_000)],
    [
      'a single booking, part paid',
      [live(1, 48_000)],
      30_000,
      [m(48_000, 30_000, 18_000)],
      m(48_000, 30_000, 18_000),
    ],
    [
      'a single booking, overpaid',
      [live(1, 48_000)],
      50_000,
      [m(48_000, 50_000, -2_000)],
      m(48_000, 50_000, -2_000),
    ],
    [
      'a cancelled booking keeps its total; the payment is owed back',
      [cancelled(1, 48_000)],
      10_000,
      [m(48_000, 10_000, -10_000)],
      m(0, 10_000, -10_000),
    ],
    [
      // Issue 29: 619 (58 000) and 620 (100 000), 108 000 paid on the parent 619.
      'a group: the parent is covered first, the next room takes the rest',
      [live(619, 58_000), live(620, 100_000)],
      108_000,
      [m(58_000, 58_000, 0), m(100_000, 50_000, 50_000)],
      m(158_000, 108_000, 50_000),
    ],
    [
      // Issue 29: three rooms at 75 000, 75 000 paid: the group owes 150 000, not the parent's 0.
      'a group of three, one room’s worth paid',
      [live(1, 75_000), live(2, 75_000), live(3, 75_000)],
      75_000,
      [m(75_000, 75_000, 0), m(75_000, 0, 75_000), m(75_000, 0, 75_000)],
      m(225_000, 75_000, 150_000),
    ],
    [
      'a group, overpaid: the excess is the payer’s',
      [live(1, 76_000), live(2, 44_000)],
      130_000,
      [m(76_000, 86_000, -10_000), m(44_000, 44_000, 0)],
      m(120_000, 130_000, -10_000),
    ],
    [
      'a cancelled room is charged nothing and takes no share',
      [live(1, 76_000), cancelled(2, 44_000), live(3, 100_000)],
      100_000,
      [m(76_000, 76_000, 0), m(44_000, 0, 0), m(100_000, 24_000, 76_000)],
      m(176_000, 100_000, 76_000),
    ],
    [
      'more refunded than paid is a shortfall on the payer',
      [live(1, 10_000), live(2, 10_000)],
      -5_000,
      [m(10_000, -5_000, 15_000), m(10_000, 0, 10_000)],
      m(20_000, -5_000, 25_000),
    ],
  ])('%s', (_, rooms, withheld, expected, group) => {
    const money = groupMoney(rooms, withheld, rooms[0]!.id);
    expect(rooms.map((r) => money.rooms.get(r.id))).toEqual(expected);
    expect(money.group).toEqual(group);
    // The rooms' paid and owed add up to the group's.
    const sum = (k: 'paid' | 'owed') => [...money.rooms.values()].reduce((s, x) => s + x[k], 0);
    expect([sum('paid'), sum('owed')]).toEqual([group.paid, group.owed]);
  });
});

describe('aloneMoney: a booking alone owes what groupMoney says of a group of one room', () => {
  it.each([
    ['unpaid', 25000, 'booked', 0],
    ['paid in part', 25000, 'check_in', 10000],
    ['paid in full', 25000, 'check_out', 25000],
    ['overpaid', 25000, 'booked', 30000],
    ['more refunded than paid', 25000, 'booked', -5000],
    ['cancelled and paid', 25000, 'canceled', 10000],
    ['expired, unpaid', 25000, 'expired', 0],
    ['a negative amount', -100, 'booked', 0],
    ['nothing to pay', 0, 'new', 0],
  ])('%s', (_, amount, status, withheld) => {
    expect(aloneMoney({ amount, status }, withheld)).toEqual(
      groupMoney([{ id: 7, amount, status }], withheld, 7).rooms.get(7),
    );
  });
});
