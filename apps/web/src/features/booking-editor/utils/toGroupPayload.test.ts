import { describe, expect, it } from 'vitest';
import { emptyClient } from './emptyClient.ts';
import { groupRoom, groupValues } from './testValues.ts';
import { compactGroupPayload } from './toGroupPayload.ts';

const values = groupValues({
  source: 2,
  clients: [emptyClient(), { ...emptyClient(), first_name: 'Казтур' }],
  service_list: [
    { service: 1, quantity: 0, rooms: 2 },
    { service: 2, quantity: 1, rooms: 1 },
  ],
  child_list: [groupRoom({ id: 7, check_in_time: '13:00', is_early: true, is_single: true })],
  rate_plan: 3,
});

describe('compactGroupPayload', () => {
  it("sends each room's own stay as local 'YYYY-MM-DD HH:mm' and no single stay of its own", () => {
    const { payload } = compactGroupPayload(values);
    expect(payload.child_list).toEqual([
      {
        id: 7,
        room: 101,
        check_in: '2027-01-10 13:00',
        check_out: '2027-01-12 12:00',
        is_early: true,
        is_late: false,
        is_single: true,
        has_additional: false,
        adult_count: 0,
        child_count: 0,
        child_without_place: 0,
      },
    ]);
    for (const key of ['check_in', 'check_out', 'room', 'koika', 'is_single', 'category'])
      expect(payload).not.toHaveProperty(key);
  });
  it("sends the group's plan, every room's, when one is chosen; none keeps each room's own", () => {
    expect(compactGroupPayload(values).payload.rate_plan).toBe(3);
    expect(compactGroupPayload({ ...values, rate_plan: null }).payload).not.toHaveProperty('rate_plan');
  });
  it('sends the services taken with how many rooms take them, and the named guests only', () => {
    const { payload, rows } = compactGroupPayload(values);
    expect(payload.service_list).toEqual([{ service: 2, quantity: 1, rooms: 1 }]);
    expect(payload.clients).toHaveLength(1);
    expect(rows).toEqual({ clients: [1], services: [1], children: [0] });
    expect(payload.source).toBe(2);
  });
});
