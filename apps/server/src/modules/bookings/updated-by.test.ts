/**
 * Issue 10, defect 7: an editor left open must be able to say who saved the booking meanwhile ('Бронь
 * изменил … — обновить?'). The detail names the employee whose write last raised its version.
 */
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildEmployee, decemberInAlmaty as day, TEST_PASSWORD } from '../../test/factories.ts';
import { client, login, startWorld, stopWorld, type TestClient, type TestDb } from '../../test/harness.ts';

let t: TestDb;
let app: FastifyInstance;
let api: TestClient;
let colleague: TestClient;
let names: { me: string; colleague: string };
let room: number;

beforeAll(async () => {
  const world = await startWorld();
  ({ t, app, api } = world);
  const other = await buildEmployee(t.database.db, world.companyId, {
    firstName: 'Бауыржан',
    lastName: 'Омаров',
  });
  colleague = client(app, (await login(app, other.email, TEST_PASSWORD)).token);
  names = {
    me: `${world.employee.lastName} ${world.employee.firstName}`,
    colleague: 'Омаров Бауыржан',
  };
  const category = (
    await api.post('/api/v2/categories/', {
      name: 'Стандарт',
      category_type: 'room',
      place_number: 2,
      additional_place: 0,
      rates: {
        price_type: 'week',
        rows: { base: { mon: 1, tue: 1, wed: 1, thu: 1, fri: 1, sat: 1, san: 1 } },
      },
    })
  ).json().id;
  room = (await api.post('/api/v2/categories/rooms/', { name: '501', category })).json().id;
});
afterAll(() => stopWorld({ t, app }));

describe('the booking detail names who changed it last (defect 7)', () => {
  it("answers updated_by_name: the colleague's change, then mine", async () => {
    const id = (await api.post('/api/booking/', { room, check_in: day(20), check_out: day(21, 12) })).json()
      .id as number;
    const before = (await api.get(`/api/v2/booking/${id}/`)).json();

    expect((await colleague.post(`/api/v2/booking/${id}/group/`)).statusCode).toBe(200);
    const changed = (await api.get(`/api/v2/booking/${id}/`)).json();
    expect(changed.version).toBeGreaterThan(before.version);
    expect(changed.updated_by_name).toBe(names.colleague);

    const cancelled = await api.delete(`/api/v2/booking/${id}/`, { cancel_reason: 'Ошибка' });
    expect(cancelled.statusCode).toBe(200);
    expect((await api.get(`/api/v2/booking/${id}/`)).json().updated_by_name).toBe(names.me);
  });
});
