import { describe, expect, it } from 'vitest';
import type { BookingListRow } from '../types/bookingListTypes.ts';
import { toCalendarItem } from './toCalendarItem.ts';

const row: BookingListRow = {
  id: 12,
  number: 7,
  guest_name: 'Айгуль',
  phone: '+77015550011',
  room: { id: 3, name: '103' },
  bed: { id: 9, name: 'Койка 2' },
  earlier_rooms: [],
  category: { id: 1, name: 'Хостел' },
  check_in: 1_780_000_000,
  check_out: 1_780_079_200,
  check_in_local: '2026-05-29 01:26',
  check_out_local: '2026-05-29 23:26',
  nights: 1,
  status: 'check_in',
  status_label: 'Заселен',
  source: null,
  source_name: 'Прямая продажа',
  adults: 1,
  children: 0,
  total: '15000.00',
  paid: '5000.50',
  duty: '9999.50',
  is_group: false,
  group_parent: null,
  group_number: null,
  version: 4,
  created_at: 1_779_000_000,
};

describe('a list row for the calendar status step', () => {
  it('carries where the booking sits, its number, its status, arrival and what it owes in tenge', () => {
    expect(toCalendarItem(row)).toEqual({
      id: 12,
      number: 7,
      kind: 'booking',
      category_id: 1,
      room_id: 3,
      koika_id: 9,
      status: 'check_in',
      check_in: 1_780_000_000,
      check_out: 1_780_079_200,
      duty: 9999.5,
    });
  });

  it('a whole-room booking has no bed', () => {
    expect(toCalendarItem({ ...row, bed: null }).koika_id).toBeNull();
  });
});
