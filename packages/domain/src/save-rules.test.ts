import { describe, expect, it } from 'vitest';
import { checkSave } from './save-rules.ts';

const room = (placeNumber = 2, extra = 0) => ({
  placeNumber,
  hasAdditional: extra > 0,
  adultCount: extra,
  childCount: 0,
});
const guest = { first_name: 'Айгуль', phone_number: '+7 701' };
const guests = (n: number) => Array.from({ length: n }, () => guest);
const base = {
  draft: false,
  rooms: [room()],
  clients: guests(1),
  requiredFields: ['first_name', 'phone_number'] as const,
  foodCount: 0,
};

describe('checkSave', () => {
  it.each([
    ['a single booking within its places', {}, null],
    ['3 guests in a room of 2', { clients: guests(3) }, { message: 'Недостаточно мест', field: 'clients' }],
    ['3 guests in a room of 2 with an extra bed', { clients: guests(3), rooms: [room(2, 1)] }, null],
    [
      '10 guests in a group of 2 rooms of 2',
      { clients: guests(10), rooms: [room(), room()] },
      {
        message: 'Недостаточно мест',
        field: 'clients',
      },
    ],
    ['4 guests in a group of 2 rooms of 2', { clients: guests(4), rooms: [room(), room()] }, null],
    [
      'a guest without a phone',
      { clients: [{ first_name: 'А' }] },
      {
        message: 'Обязательное поле для заполнения',
        field: 'clients.0.phone_number',
      },
    ],
    [
      'meals on a draft',
      { draft: true, foodCount: 1 },
      {
        message: 'Сначала сохраните бронь без питания',
        field: 'food_list',
      },
    ],
    ['meals on a saved booking', { foodCount: 1 }, null],
    ['a draft without meals', { draft: true }, null],
  ])('%s', (_, over, expected) => {
    expect(checkSave({ ...base, ...over })).toEqual(expected);
  });
});
