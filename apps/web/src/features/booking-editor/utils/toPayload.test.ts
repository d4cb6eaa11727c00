import { describe, expect, it } from 'vitest';
import { emptyClient } from './emptyClient.ts';
import { editorValues } from './testValues.ts';
import { compactPayload } from './toPayload.ts';

const base = editorValues({
  room: 1,
  custom_price: 5000,
  expire_on_date: '2027-01-09',
  expire_on_time: '18:00',
  clients: [emptyClient(), { ...emptyClient(), first_name: 'Айдос' }],
  service_list: [
    { service: 1, quantity: 0 },
    { service: 2, quantity: 2 },
  ],
});

describe('compactPayload', () => {
  it("joins the stay's dates and times as the server's local 'YYYY-MM-DD HH:mm'", () => {
    const { payload } = compactPayload(base);
    expect(payload).toMatchObject({ check_in: '2027-01-10 14:00', check_out: '2027-01-12 12:00' });
    expect(payload).not.toHaveProperty('category');
  });
  it('leaves out blank guests and services not taken, and remembers where the rest came from', () => {
    const { payload, rows } = compactPayload(base);
    expect(payload.clients).toHaveLength(1);
    expect(payload.service_list).toEqual([{ service: 2, quantity: 2 }]);
    expect(rows).toEqual({ clients: [1], services: [1] });
  });
  it('drops the price of a tariff calculation and the expiry when it is off', () => {
    const { payload } = compactPayload(base);
    expect(payload).toMatchObject({ custom_price: null, expire_on_date: null, expire_on_time: null });
  });
});
