import { describe, expect, it } from 'vitest';
import { adultsFromGuests, mainGuestCounts, mealPeopleDefault, stayGuests } from './stay-guests.ts';

describe('adultsFromGuests', () => {
  it.each([
    ['no guests yet: one adult', 0, 0, 2, 1],
    ['one guest', 1, 0, 2, 1],
    ['two guests', 2, 0, 2, 2],
    ['two guests, one of them a child', 2, 1, 2, 1],
    ['three guests in a room of two places: the third is on an extra place', 3, 0, 2, 2],
    ['a room without known places', 4, 0, null, 4],
    ['children outnumber the guests: still one adult', 1, 2, 3, 1],
  ])('%s', (_, guests, children, places, expected) => {
    expect(adultsFromGuests(guests, children, places)).toBe(expected);
  });
});

describe('mainGuestCounts', () => {
  const before = (adults: number, guests: number, children = 0) => ({ adults, children, guests });
  it.each([
    [
      'a booking saved with two guests',
      { before: before(1, 0), guests: 2, places: 3 },
      { adults: 2, children: 0 },
    ],
    [
      'adding a guest updates the count',
      { before: before(2, 2), guests: 3, places: 3 },
      { adults: 3, children: 0 },
    ],
    [
      'removing a guest updates the count',
      { before: before(2, 2), guests: 1, places: 3 },
      { adults: 1, children: 0 },
    ],
    [
      'adults set by hand stay when a guest is added',
      { before: before(3, 1), guests: 2, places: 4 },
      { adults: 3, children: 0 },
    ],
    [
      'counts entered now are kept',
      { before: before(1, 0), guests: 2, adults: 1, children: 1, places: 3 },
      { adults: 1, children: 1 },
    ],
    [
      'children entered now lower the following adults',
      { before: before(2, 2), guests: 3, children: 1, places: 3 },
      { adults: 2, children: 1 },
    ],
    [
      'children are kept when not entered',
      { before: before(1, 2, 1), guests: 3, places: 4 },
      { adults: 2, children: 1 },
    ],
  ])('%s', (_, args, expected) => {
    expect(mainGuestCounts(args)).toEqual(expected);
  });
});

describe('mealPeopleDefault', () => {
  it.each([
    [
      { adults: 2, children: 1 },
      { adult_count: 2, child_count: 1 },
    ],
    [
      { adults: 0, children: 0 },
      { adult_count: 1, child_count: 0 },
    ],
  ])('%o', (stay, expected) => {
    expect(mealPeopleDefault(stay)).toEqual(expected);
  });
});

describe('stayGuests', () => {
  const stay = {
    main_adult_count: 2,
    main_child_count: 0,
    has_additional: false,
    adult_count: 0,
    child_count: 0,
    child_without_place: 0,
  };
  it.each<[string, Partial<typeof stay>, ReturnType<typeof stayGuests>]>([
    ['two adults on main places', {}, { adults: 2, children: 0, withoutPlace: 0 }],
    [
      'two adults and a child on the extra bed',
      { has_additional: true, child_count: 1 },
      { adults: 2, children: 1, withoutPlace: 0 },
    ],
    [
      'extra places switched off count nobody on them',
      { has_additional: false, adult_count: 1, child_count: 1 },
      { adults: 2, children: 0, withoutPlace: 0 },
    ],
    [
      'a child on a main place and one without a place',
      { main_child_count: 1, child_without_place: 1 },
      { adults: 2, children: 1, withoutPlace: 1 },
    ],
  ])('%s', (_, change, expected) => expect(stayGuests({ ...stay, ...change })).toEqual(expected));
});
