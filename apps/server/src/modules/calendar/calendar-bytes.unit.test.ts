import type { CalendarAnswer, CalendarWireItem } from '@pms/domain';
import { describe, expect, it } from 'vitest';
import { calendarBytes } from './calendar-bytes.ts';

const bar = (id: number, client: string): CalendarWireItem => ({
  id,
  number: id,
  kind: 'booking',
  status: 'booked',
  check_in: 1000 + id,
  check_out: 2000 + id,
  common_amount: 12345.67,
  duty: 0,
  client,
  source: 'Сайт "Отеля" \\ ночь\n',
  time: { start: '14:00', end: '12:00' },
  guests: [2, 1, 1, 3, 0],
});

const category = (id: number, rooms: number, bars: number): CalendarAnswer['categories'][number] => ({
  id,
  name: `Категория ${id} — «люкс» 🏨`,
  rooms,
  place_number: 2,
  additional_place: 1,
  adult_count: 2,
  category_type: id % 2 ? 'room' : 'koika',
  room_list: Array.from({ length: rooms }, (_, r) => ({
    id: id * 1000 + r,
    name: `${id}0${r}`,
    condition: r % 2 ? 'dirty' : 'clean',
    booking_list: Array.from({ length: bars }, (_, b) => bar(r * 100 + b, `Нурланулы Ерлан ${b}`)),
    koika_list:
      id % 2
        ? []
        : [
            {
              id: r,
              name: 'Койка 1',
              condition: 'cleaning',
              booking_list: [{ ...bar(r, 'Ким'), whole_room: true }],
            },
          ],
  })),
});

describe('calendarBytes: the answer written a room at a time is what JSON.stringify writes', () => {
  it.each<[string, CalendarAnswer]>([
    ['no categories', { categories: [] }],
    ['a category without rooms', { categories: [category(1, 0, 0)] }],
    ['rooms without bars', { categories: [category(1, 3, 0), category(2, 2, 0)] }],
    // Far more than one piece of text: pieces end between rooms, never inside a name.
    [
      'hundreds of rooms with bars, Cyrillic, quotes, escapes and emoji',
      {
        categories: [category(1, 200, 4), category(2, 150, 3), category(3, 1, 1)],
      },
    ],
  ])('%s', (_, answer) => {
    const bytes = calendarBytes(answer);
    expect(bytes.equals(Buffer.from(JSON.stringify(answer)))).toBe(true);
    expect(JSON.parse(bytes.toString())).toEqual(answer);
  });
});
