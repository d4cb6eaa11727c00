/**
 * Issue 10, defect 7: an editor left open must be able to say who saved the booking meanwhile ('Бронь
 * изменил … — обновить?'), and asks only about a change another employee made. The booking detail names
 * the employee whose write last raised its version, and the group view names who changed each room last:
 * by id to compare with the signed-in employee and by name to show.
 */
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildEmployee, decemberInAlmaty as day, TEST_PASSWORD } from '../../test/factories.ts';
import {
  client,
  login,
  reserveInGroup,
  startWorld,
  stopWorld,
  type TestClient,
  type TestDb,
} from '../../test/harness.ts';

let t: TestDb;
let app: FastifyInstance;
let api: TestClient;
let colleague: TestClient;
let me: { id: number; name: string };
let them: { id: number; name: string };
const rooms: number[] = [];

interface Child {
  id: number;
  version: number;
  updated_by: number | null;
  updated_by_name: string | null;
}
const groupOf = async (parent: number) => (await api.get(`/api/v2/booking/group/${parent}/`)).json();
const childOf = async (parent: number, id: number) =>
  ((await groupOf(parent)).child_list as Child[]).find((c) => c.id === id);

beforeAll(async () => {
  const world = await startWorld();
  ({ t, app, api } = world);
  me = { id: world.employee.id, name: `${world.employee.lastName} ${world.employee.firstName}` };
  const other = await buildEmployee(t.database.db, world.companyId, {
    firstName: 'Бауыржан',
    lastName: 'Омаров',
  });
  them = { id: other.id, name: 'Омаров Бауыржан' };
  colleague = client(app, (await login(app, other.email, TEST_PASSWORD)).token);
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
  for (const name of ['501', '601', '602'])
    rooms.push((await api.post('/api/v2/categories/rooms/', { name, category })).json().id);
});
afterAll(() => stopWorld({ t, app }));

describe('the booking detail names who changed it last (defect 7)', () => {
  it("answers updated_by_name: the colleague's change, then mine", async () => {
    const id = (
      await api.post('/api/booking/', { room: rooms[0], check_in: day(20), check_out: day(21, 12) })
    ).json().id as number;
    const before = (await api.get(`/api/v2/booking/${id}/`)).json();

    expect((await colleague.post(`/api/v2/booking/${id}/group/`)).statusCode).toBe(200);
    const changed = (await api.get(`/api/v2/booking/${id}/`)).json();
    expect(changed.version).toBeGreaterThan(before.version);
    expect(changed.updated_by_name).toBe(them.name);

    const cancelled = await api.delete(`/api/v2/booking/${id}/`, { cancel_reason: 'Ошибка' });
    expect(cancelled.statusCode).toBe(200);
    expect((await api.get(`/api/v2/booking/${id}/`)).json().updated_by_name).toBe(me.name);
  });
});

describe('the group view names who changed each room last (defect 7)', () => {
  it("answers updated_by and updated_by_name per room: the colleague's group save, then my cancelling one room", async () => {
    const stay = (room: number) => ({ room, check_in: day(20), check_out: day(22, 12) });
    const parent = await reserveInGroup(api, stay(rooms[1]!));
    const room = await reserveInGroup(api, stay(rooms[2]!), parent);

    // The colleague saves the whole group ('Сохранить для всех'), as their editor loaded it.
    const loaded = await groupOf(parent);
    const versionOf = (id: number) => (loaded.child_list as Child[]).find((c) => c.id === id)?.version;
    const saved = await colleague.put(`/api/v2/booking/group/${parent}/`, {
      clients: [{ first_name: 'Компания «Казтур»', phone_number: '+7 727 000' }],
      version: loaded.version,
      child_list: [parent, room].map((id, i) => ({
        id,
        room: rooms[i + 1],
        check_in: '2026-12-20 14:00',
        check_out: '2026-12-22 12:00',
        version: versionOf(id),
      })),
    });
    expect(saved.statusCode).toBe(200);
    const theirs = await groupOf(parent);
    expect(theirs).toMatchObject({ updated_by: them.id, updated_by_name: them.name });
    for (const c of theirs.child_list as Child[])
      expect(c).toMatchObject({ updated_by: them.id, updated_by_name: them.name });
    expect((await api.get(`/api/v2/booking/${parent}/`)).json().updated_by).toBe(them.id);

    // I cancel one room from the group editor: that room names me, at a newer version.
    const before = await childOf(parent, room);
    expect((await api.delete(`/api/v2/booking/${room}/`, { cancel_reason: 'Ошибка' })).statusCode).toBe(200);
    const mine = await childOf(parent, room);
    expect(mine!.version).toBeGreaterThan(before!.version);
    expect(mine).toMatchObject({ updated_by: me.id, updated_by_name: me.name });
  });
});
