import { describe, expect, it } from 'vitest';
import { carryIntoGroup } from './carryIntoGroup.ts';
import { emptyClient } from './emptyClient.ts';
import { editorValues, groupRoom, groupValues } from './testValues.ts';

const single = editorValues({ service_list: [{ service: 1, quantity: 0 }] });
const group = groupValues({
  service_list: [{ service: 1, quantity: 0, rooms: 1 }],
  child_list: [groupRoom({ id: 7 })],
});

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
