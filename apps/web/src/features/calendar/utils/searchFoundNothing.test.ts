import { describe, expect, it } from 'vitest';
import type { CalendarCategory, CalendarItem, ItemKind } from '../types/calendarTypes.ts';
import { searchFoundNothing } from './searchFoundNothing.ts';

const item = (kind: ItemKind): CalendarItem => ({
  id: 1,
  kind,
  status: 'booked',
  category_id: 1,
  room_id: 1,
  koika_id: null,
  check_in: 0,
  check_out: 86_400,
});

const category = (rooms: { items?: ItemKind[]; beds?: ItemKind[][] }[]): CalendarCategory => ({
  id: 1,
  name: 'Стандарт',
  rooms: rooms.length,
  place_number: 2,
  additional_place: 0,
  adult_count: null,
  category_type: 'room',
  room_list: rooms.map((room, i) => ({
    id: i + 1,
    name: String(101 + i),
    booking_list: (room.items ?? []).map(item),
    koika_list: (room.beds ?? []).map((bed, j) => ({
      id: j + 1,
      name: `К${j + 1}`,
      booking_list: bed.map(item),
    })),
  })),
});

describe('searchFoundNothing', () => {
  it.each([
    { name: 'no search: never', categories: [category([{}])], search: '', expected: false },
    { name: 'no search on an empty property: never', categories: [], search: '', expected: false },
    { name: 'a search with no rooms at all', categories: [], search: 'Иванов', expected: true },
    { name: 'rooms but no holds', categories: [category([{}, {}])], search: 'Иванов', expected: true },
    {
      name: 'only repairs and blocks stay: nothing found',
      categories: [category([{ items: ['repair'] }, { items: ['block'] }])],
      search: 'Иванов',
      expected: true,
    },
    {
      name: 'a booking in a room',
      categories: [category([{}, { items: ['booking'] }])],
      search: '42',
      expected: false,
    },
    {
      name: 'a booking on a bed of a koika room',
      categories: [category([{ beds: [[], ['booking']] }])],
      search: 'Иванов',
      expected: false,
    },
    {
      name: 'a booking in a later category',
      categories: [category([{}]), category([{ items: ['booking'] }])],
      search: 'Иванов',
      expected: false,
    },
  ])('$name', ({ categories, search, expected }) => {
    expect(searchFoundNothing(categories, search)).toBe(expected);
  });
});
