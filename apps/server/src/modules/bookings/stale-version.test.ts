/**
 * The named 409 (issue 15): two clerks open one booking; the second to save is told who saved first and
 * when (in the property's zone), for the single save, the status call and the group save.
 */
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookings } from '../../db/schema.ts';
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
let first: TestClient;
let second: TestClient;
let companyId: number;
let categoryId: number;
let roomNo = 500;

const guest = {
  clients: [{ first_name: 'Айгуль', last_name: 'Серикова', phone_number: '+7 701 111 22 33' }],
};
const stay = (room: number) => ({
  room,
  check_in: '2026-12-01 14:00',
  check_out: '2026-12-03 12:00',
  ...guest,
});

async function newRoom() {
  const res = await first.post('/api/v2/categories/rooms/', { name: String(++roomNo), category: categoryId });
  return res.json().id as number;
}
async function draft(room: number) {
  const res = await first.post('/api/booking/', { room, check_in: day(1), check_out: day(3, 12) });
  return res.json().id as number;
}
/**
 * Pins the booking's last change to 5 December 2026, 09:30 UTC (14:30 in Almaty). The version trigger
 * records the transaction's actor, so the pin names the same employee as the change it pins.
 */
const pinChangeTime = (id: number) =>
  t.database.db.transaction(async (tx) => {
    await tx.execute(
      sql`select set_config('app.actor_id', coalesce((select updated_by::text from bookings where id = ${id}), ''), true)`,
    );
    await tx.execute(sql`update ${bookings} set updated_at = '2026-12-05T09:30:00Z' where id = ${id}`);
  });
/** The 409's body: `who` says it by the employee's gender (issue 28, item 16). */
const named = (who: string, name: string, gender?: 'male' | 'female') => ({
  error: `${who} в 05.12.2026 14:30. Обновите её и повторите`,
  changed_by: name,
  ...(gender && { changed_by_gender: gender }),
  changed_at: Date.UTC(2026, 11, 5, 9, 30) / 1000,
});

beforeAll(async () => {
  let employee: { id: number; email: string };
  ({ t, app, companyId, employee } = await startWorld());
  const db = t.database.db;
  await db.execute(
    sql`update employees set last_name = 'Иванов', first_name = 'Пётр' where id = ${employee.id}`,
  );
  const colleague = await buildEmployee(db, companyId, { lastName: 'Ким', firstName: 'Алия' });
  first = client(app, (await login(app, employee.email, TEST_PASSWORD)).token);
  second = client(app, (await login(app, colleague.email, TEST_PASSWORD)).token);
  // The employees admin gives her gender; his stays unknown.
  const edited = await first.patch(`/api/v2/user/employees/${colleague.id}/`, { gender: 'female' });
  expect(edited.statusCode, edited.body).toBe(200);
  expect(edited.json()).toMatchObject({ gender: 'female' });
  categoryId = (
    await first.post('/api/v2/categories/', {
      name: 'Стандарт',
      category_type: 'room',
      place_number: 2,
      additional_place: 1,
      rates: {
        price_type: 'week',
        rows: { base: { mon: 1, tue: 1, wed: 1, thu: 1, fri: 1, sat: 1, san: 1 } },
      },
    })
  ).json().id;
});
afterAll(() => stopWorld({ t, app }));

describe('a save over a colleague’s change', () => {
  it('is refused with 409 naming the first saver and the time in the property’s zone', async () => {
    const room = await newRoom();
    const id = await draft(room);
    const { version } = (await first.get(`/api/v2/booking/${id}/`)).json();
    expect((await first.put(`/api/v2/booking/${id}/`, { ...stay(room), version })).statusCode).toBe(200);
    await pinChangeTime(id);
    const late = await second.put(`/api/v2/booking/${id}/`, { ...stay(room), comment: 'моё', version });
    expect(late.statusCode).toBe(409);
    // His gender is not known: the neutral form.
    expect(late.json()).toEqual(named('Изменено: Иванов Пётр', 'Иванов Пётр'));

    // The status call naming the same old version: now the colleague is named the other way round.
    const now = (await second.get(`/api/v2/booking/${id}/`)).json().version;
    expect(
      (await second.put(`/api/v2/booking/${id}/`, { ...stay(room), comment: 'моё', version: now }))
        .statusCode,
    ).toBe(200);
    await pinChangeTime(id);
    const status = await first.post(`/api/v2/booking/${id}/status/`, { status: 'booked', version: now });
    expect(status.statusCode).toBe(409);
    expect(status.json()).toEqual(named('Бронь изменила Ким Алия', 'Ким Алия', 'female'));
  });

  it('names "другой сотрудник" when nobody is recorded (the sweeper, a removed account)', async () => {
    const room = await newRoom();
    const id = await draft(room);
    const { version } = (await first.get(`/api/v2/booking/${id}/`)).json();
    // A write that names no actor raises the version and records nobody.
    await t.database.db.execute(sql`update ${bookings} set comment = 'система' where id = ${id}`);
    await pinChangeTime(id);
    const late = await second.put(`/api/v2/booking/${id}/`, { ...stay(room), version });
    expect(late.statusCode).toBe(409);
    expect(late.json()).toEqual({
      error: 'Бронь изменил другой сотрудник в 05.12.2026 14:30. Обновите её и повторите',
      changed_at: Date.UTC(2026, 11, 5, 9, 30) / 1000,
    });
  });

  it('in a group: the group save and the group status name who changed the room', async () => {
    const rooms = [await newRoom(), await newRoom()];
    const at = (room: number) => ({ room, check_in: day(1), check_out: day(3, 12) });
    const parent = await reserveInGroup(first, at(rooms[0]!));
    const other = await reserveInGroup(first, at(rooms[1]!), parent);
    const loaded = (await second.get(`/api/v2/booking/group/${parent}/`)).json();
    const body = (g: { version: number; child_list: { id: number; version: number }[] }) => ({
      ...guest,
      version: g.version,
      child_list: [parent, other].map((id, i) => ({
        id,
        room: rooms[i],
        check_in: '2026-12-01 14:00',
        check_out: '2026-12-03 12:00',
        version: g.child_list.find((c) => c.id === id)!.version,
      })),
    });
    // The first clerk saves one room of the group alone.
    const { version } = (await first.get(`/api/v2/booking/${other}/`)).json();
    expect((await first.put(`/api/v2/booking/${other}/`, { ...stay(rooms[1]!), version })).statusCode).toBe(
      200,
    );
    await pinChangeTime(other);
    const late = await second.put(`/api/v2/booking/group/${parent}/`, body(loaded));
    expect(late.statusCode).toBe(409);
    expect(late.json()).toEqual(named('Изменено: Иванов Пётр', 'Иванов Пётр'));

    const fresh = (await second.get(`/api/v2/booking/group/${parent}/`)).json();
    expect((await second.put(`/api/v2/booking/group/${parent}/`, body(fresh))).statusCode).toBe(200);
    await pinChangeTime(parent);
    const status = await first.post(`/api/v2/booking/group/${parent}/status/`, {
      status: 'reserved',
      version: fresh.version,
    });
    expect(status.statusCode).toBe(409);
    expect(status.json()).toEqual(named('Бронь изменила Ким Алия', 'Ким Алия', 'female'));
  });
});
