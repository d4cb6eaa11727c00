import { describe, expect, it } from 'vitest';
import type { EditorValues } from '../types/editorValues.ts';
import type { GroupValues } from '../types/groupValues.ts';
import { carryIntoGroup } from './carryIntoGroup.ts';
import { emptyClient } from './emptyClient.ts';

const single: EditorValues = {
  source: null,
  check_in_date: '2027-01-10',
  check_in_time: '14:00',
  check_out_date: '2027-01-12',
  check_out_time: '12:00',
  is_early: false,
  is_late: false,
  category: 1,
  room: 101,
  koika: null,
  room_reason: '',
  is_single: false,
  has_additional: false,
  adult_count: 0,
  child_count: 0,
  child_without_place: 0,
  main_adult_count: 1,
  main_child_count: 0,
  calculation_type: 'tariff',
  custom_price: null,
  has_expire: false,
  expire_on_date: null,
  expire_on_time: null,
  comment: '',
  clients: [emptyClient()],
  food_list: [],
  service_list: [{ service: 1, quantity: 0 }],
  discount_list: [],
  task_list: [],
};
const group: GroupValues = {
  ...single,
  service_list: [{ service: 1, quantity: 0, rooms: 1 }],
  child_list: [
    {
      id: 7,
      category_id: 1,
      room: 101,
      room_name: '101',
      check_in_date: '2027-01-10',
      check_in_time: '14:00',
      check_out_date: '2027-01-12',
      check_out_time: '12:00',
      is_early: false,
      is_late: false,
      is_single: false,
      has_additional: false,
      adult_count: 0,
      child_count: 0,
      child_without_place: 0,
    },
  ],
};

describe('carryIntoGroup', () => {
  it('keeps the typed guests and services, and puts the typed stay on the booking’s own room', () => {
    const typed = {
      ...single,
      clients: [{ ...emptyClient(), first_name: 'Айгерим' }],
      service_list: [{ service: 1, quantity: 2 }],
      check_out_date: '2027-01-13',
      is_single: true,
    };
    const carried = carryIntoGroup(group, typed, 7);
    expect(carried.clients[0]?.first_name).toBe('Айгерим');
    expect(carried.service_list).toEqual([{ service: 1, quantity: 2, rooms: 1 }]);
    expect(carried.child_list[0]).toMatchObject({ check_out_date: '2027-01-13', is_single: true });
  });
  it('leaves the room’s stay as saved when the booking was being moved to another room', () => {
    const carried = carryIntoGroup(group, { ...single, room: 102, check_out_date: '2027-01-13' }, 7);
    expect(carried.child_list[0]?.check_out_date).toBe('2027-01-12');
  });
});
