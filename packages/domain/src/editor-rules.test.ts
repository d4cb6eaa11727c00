import { describe, expect, it } from 'vitest';
import {
  checkGuestCount,
  checkGuestsFit,
  checkRoomFits,
  checkStandardTimes,
  guestPlaces,
  missingClientField,
  placesAt,
} from './editor-rules.ts';

describe('checkStandardTimes (standard 14:00 in, 12:00 out)', () => {
  const std = { standardCheckIn: '14:00', standardCheckOut: '12:00' };
  it.each([
    [false, false, '14:00', '12:00', null],
    [false, false, '15:00', '11:00', null],
    [true, false, '10:00', '12:00', null],
    [true, false, '14:00', '12:00', 'Укажите время раннего заезда'],
    [true, false, '15:00', '12:00', 'Время заезда должно быть меньше чем 14:00'],
    [false, false, '13:59', '12:00', 'Время заезда не должно быть меньше чем 14:00'],
    [false, true, '14:00', '18:00', null],
    [false, true, '14:00', '12:00', 'Укажите время позднего выезда'],
    [false, true, '14:00', '11:00', 'Время выезда должно быть больше чем 12:00'],
    [false, false, '14:00', '12:01', 'Время выезда не должно быть больше чем 12:00'],
  ])('early %s late %s in %s out %s → %s', (isEarly, isLate, checkInTime, checkOutTime, message) => {
    const r = checkStandardTimes({ isEarly, isLate, checkInTime, checkOutTime, ...std });
    expect(r?.message ?? null).toBe(message);
  });
});

describe('guest places', () => {
  it.each([
    [2, false, 1, 1, 2, 2, null],
    [2, false, 1, 1, 3, 2, 'Недостаточно мест'],
    [2, true, 1, 1, 4, 4, null],
    [2, true, 1, 0, 4, 3, 'Недостаточно мест'],
  ])(
    'places %i, extra %s (%i+%i), %i clients',
    (placeNumber, hasAdditional, adultCount, childCount, clients, places, message) => {
      expect(guestPlaces({ placeNumber, hasAdditional, adultCount, childCount })).toBe(places);
      expect(checkGuestCount(clients, places)?.message ?? null).toBe(message);
    },
  );
});

describe('checkRoomFits (a room of 2 places and 1 additional)', () => {
  const room = { places: 2, additionalPlaces: 1 };
  const stay = { mainAdultCount: 2, mainChildCount: 0, hasAdditional: false, adultCount: 0, childCount: 0 };
  it.each([
    ['two on the main places', {}, null],
    ['three on the main places', { mainAdultCount: 3 }, 'Недостаточно мест'],
    ['a child on a main place too', { mainChildCount: 1 }, 'Недостаточно мест'],
    ['one extra bed', { hasAdditional: true, adultCount: 1 }, null],
    ['two extra beds', { hasAdditional: true, adultCount: 1, childCount: 1 }, 'Недостаточно мест'],
    // Extra-bed counts without the switch are leftovers of an earlier edit: they take no place.
    ['extra counts without the switch', { adultCount: 4 }, null],
  ])('%s', (_label, over, message) => {
    expect(checkRoomFits({ ...stay, ...over }, room)?.message ?? null).toBe(message);
  });
  it('a bed sold alone has one place', () => {
    expect(checkRoomFits(stay, { places: 1, additionalPlaces: 0 })?.field).toBe('room');
  });
});

describe('missingClientField', () => {
  const req = ['first_name', 'phone_number'] as const;
  it.each([
    [[{ first_name: 'Айгуль', phone_number: '+7 701' }], null],
    [[{ last_name: 'Серикова', phone_number: '+7 701' }], null],
    [[{ first_name: 'Айгуль', phone_number: ' ' }], 'clients.0.phone_number'],
    [
      [
        { first_name: 'А', phone_number: '1' },
        { first_name: '', phone_number: '2' },
      ],
      'clients.1.first_name',
    ],
    [[], 'clients'],
  ])('%j → %s', (clients, field) => {
    expect(missingClientField(clients, req)?.field ?? null).toBe(field);
  });
  it('asks nothing when the property requires nothing', () => {
    expect(missingClientField([], [])).toBeNull();
  });
});

describe('placesAt: where a moved stay lands (issue 28, item 5)', () => {
  it.each([
    [false, { places: 3, additionalPlaces: 1 }],
    [true, { places: 1, additionalPlaces: 1 }],
  ])('to a bed %s', (toBed, places) => {
    expect(placesAt({ placeNumber: 3, additionalPlace: 1 }, toBed)).toEqual(places);
  });
});

describe('checkGuestsFit: the free-room finder (a room of 2 places and 1 additional; issue 28, item 9)', () => {
  const room = { places: 2, additionalPlaces: 1 };
  it.each([
    [1, 0, null],
    [2, 0, null],
    [2, 1, null],
    [1, 2, null],
    [3, 0, null],
    [0, 3, null],
    [3, 1, 'Недостаточно мест'],
    [2, 2, 'Недостаточно мест'],
    [4, 0, 'Недостаточно мест'],
  ])('%i adults, %i children → %s', (adults, children, message) => {
    expect(checkGuestsFit({ adults, children }, room)?.message ?? null).toBe(message);
  });
  it('no extra beds: only the main places', () => {
    expect(checkGuestsFit({ adults: 2, children: 1 }, { places: 2, additionalPlaces: 0 })).not.toBeNull();
  });
});
