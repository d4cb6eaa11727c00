import { describe, expect, it } from 'vitest';
import type { GroupChildValues, GroupValues } from '../types/groupValues.ts';
import { emptyClient } from './emptyClient.ts';
import { groupRoom, groupValues } from './testValues.ts';
import { type GroupRules, validateGroup } from './validateGroup.ts';

const rules: GroupRules = {
  requiredFields: ['first_name', 'phone_number'],
  standardCheckIn: '14:00',
  standardCheckOut: '12:00',
  places: (category) =>
    category === 1 ? { placeNumber: 2, additionalPlace: 1 } : { placeNumber: 4, additionalPlace: 2 },
};

const room = (id: number, category: number, change: Partial<GroupChildValues> = {}): GroupChildValues =>
  groupRoom({ id, category_id: category, room: 100 + id, room_name: String(100 + id), ...change });

const values = (change: Partial<GroupValues> = {}): GroupValues =>
  groupValues({
    clients: [{ ...emptyClient(), first_name: 'Казтур', phone_number: '+7 727 000' }],
    service_list: [{ service: 1, quantity: 1, rooms: 3 }],
    child_list: [room(1, 1), room(2, 1), room(3, 2)],
    ...change,
  });

const paths = (v: GroupValues) => validateGroup(v, rules).map((i) => i.path);

describe('validateGroup', () => {
  it('passes a group of three rooms in two categories with a named guest', () => {
    expect(validateGroup(values(), rules)).toEqual([]);
  });
  it('asks for a room when the group has none left', () => {
    expect(validateGroup(values({ child_list: [] }), rules)).toContainEqual({
      path: 'child_list.root',
      message: 'Пожалуйста выберите номер!',
    });
  });
  it("checks each room's own stay and puts the issue on that room's row", () => {
    const v = values({
      child_list: [
        room(1, 1),
        room(2, 1, { check_out_date: '2027-01-09' }),
        room(3, 2, { check_in_time: '10:00' }),
      ],
    });
    expect(paths(v)).toEqual(['child_list.1.check_out_date', 'child_list.2.check_in_time']);
  });
  it("limits a room's extra guests by its own category's extra places", () => {
    const extra = { has_additional: true, adult_count: 2 };
    expect(paths(values({ child_list: [room(1, 1, extra), room(3, 2, extra)] }))).toEqual([
      'child_list.0.adult_count',
    ]);
  });
  it('counts the guests against the places of all rooms together', () => {
    const guest = { ...emptyClient(), first_name: 'Гость', phone_number: '+7' };
    const nine = Array.from({ length: 9 }, () => guest);
    expect(paths(values({ clients: nine }))).toEqual(['clients.root']);
    expect(paths(values({ clients: nine.slice(0, 8) }))).toEqual([]);
  });
  it("asks the group's guest for the property's required fields", () => {
    expect(paths(values({ clients: [{ ...emptyClient(), first_name: 'Казтур' }] }))).toEqual([
      'clients.0.phone_number',
    ]);
  });
});
