import { describe, expect, it } from 'vitest';
import type { BookingStatus } from './booking-status.ts';
import { groupStatus, movesWithGroup } from './group-status.ts';

describe('groupStatus', () => {
  it.each<[BookingStatus[], BookingStatus | null]>([
    [['booked', 'reserved', 'check_in'], 'reserved'],
    [['check_in', 'booked'], 'booked'],
    [['check_out', 'check_in'], 'check_in'],
    [['new', 'canceled', 'booked'], 'booked'],
    [['new', 'canceled'], null],
    [[], null],
  ])('%j starts from %s', (statuses, from) => {
    expect(groupStatus(statuses)).toBe(from);
  });
});

describe('movesWithGroup', () => {
  it.each<[BookingStatus, BookingStatus, boolean]>([
    ['reserved', 'booked', true],
    ['booked', 'booked', false],
    ['check_in', 'booked', false],
    ['booked', 'check_in', true],
    ['new', 'booked', false],
    ['canceled', 'booked', false],
    ['expired', 'booked', false],
  ])('%s with the group to %s: %s', (status, target, moves) => {
    expect(movesWithGroup(status, target)).toBe(moves);
  });
});
