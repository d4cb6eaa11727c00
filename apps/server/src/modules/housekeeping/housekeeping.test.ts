/**
 * Housekeeping end to end on the database (issue 33): a check-out makes the room dirty in its own
 * transaction, a check-in into a room that is not ready asks first, a tap (advance, explicit, replayed
 * with its key, older than the last change), what a housekeeper may see and do, assignments, the
 * calendar's marks and the journal.
 */
import { eq, inArray } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookings, roomConditionChanges } from '../../db/schema.ts';
import { buildEmployee, decemberInAlmaty as day, TEST_PASSWORD } from '../../test/factories.ts';
import {
  client,
  login,
  reserveInGroup,
  signInElsewhere,
  startWorld,
  stopWorld,
  type TestClient,
  type TestDb,
} from '../../test/harness.ts';

let t: TestDb;
let app: FastifyInstance;
let owner: TestClient;
let maid: TestClient;
let maidId: number;
let supervisor: TestClient;
let supervisorId: number;
let companyId: number;
let token: string;
let ownerToken: string;
const rooms: Record<string, number> = {};

const now = () => Math.floor(Date.now() / 1000);

/** A tap sent as the phone's queue sends it: with an Idempotency-Key. */
function tap(who: string, body: Record<string, unknown>, key: string) {
  return app.inject({
    method: 'POST',
    url: '/api/v2/housekeeping/condition/',
    payload: body,
    headers: { authorization: `Bearer ${who}`, 'idempotency-key': key },
  });
}

async function bookedStay(room: number, from = day(3), to = day(5, 12)) {
  const res = await owner.post('/api/booking/', { room, check_in: from, check_out: to });
  expect(res.statusCode, res.body).toBe(201);
  const id = res.json().id as number;
  await t.database.db.update(bookings).set({ status: 'booked' }).where(eq(bookings.id, id));
  return id;
}

const historyOf = (room: number) =>
  t.database.db
    .select()
    .from(roomConditionChanges)
    .where(eq(roomConditionChanges.roomId, room))
    .orderBy(roomConditionChanges.id);

beforeAll(async () => {
  const w = await startWorld({ companyName: 'Уборка' });
  ({ t, app, api: owner, companyId } = w);
  ownerToken = (await login(app, w.employee.email, TEST_PASSWORD)).token;
  const m = await buildEmployee(
    t.database.db,
    companyId,
    { firstName: 'Гульнара', lastName: 'Ахметова' },
    'housekeeper',
  );
  maidId = m.id;
  token = (await login(app, m.email, TEST_PASSWORD)).token;
  maid = client(app, token);
  const s = await buildEmployee(
    t.database.db,
    companyId,
    { firstName: 'Мария', lastName: 'Ким' },
    'housekeeping_supervisor',
  );
  supervisorId = s.id;
  supervisor = client(app, (await login(app, s.email, TEST_PASSWORD)).token);
  const std = (
    await owner.post('/api/v2/categories/', { name: 'Стандарт', category_type: 'room', place_number: 2 })
  ).json();
  for (const name of ['101', '102', '201', '202', '301']) {
    rooms[name] = (await owner.post('/api/v2/categories/rooms/', { name, category: std.id })).json().id;
  }
});
afterAll(() => stopWorld({ t, app }));

describe('a check-out and a check-in', () => {
  it("'Выселить' makes the room dirty in its transaction, journaled, and the calendar marks it", async () => {
    const id = await bookedStay(rooms['101']!);
    expect((await owner.post(`/api/v2/booking/${id}/check-in/`)).statusCode).toBe(200);
    const out = await owner.post(`/api/v2/booking/${id}/check-out/`);
    expect(out.statusCode, out.body).toBe(200);
    const [change] = await historyOf(rooms['101']!);
    expect(change).toMatchObject({ fromCondition: null, condition: 'dirty', source: 'check_out' });

    const cal = (await owner.get(`/api/v2/main/calendar/?start=${day(1)}&end=${day(10)}`)).json();
    const room = cal.categories[0].room_list.find((r: { id: number }) => r.id === rooms['101']);
    expect(room.condition).toBe('dirty');
    expect(cal.categories[0].room_list.find((r: { id: number }) => r.id === rooms['102']).condition).toBe(
      'clean',
    );

    const journal = (await owner.get('/api/v2/audit/?entity=room_condition')).json().results;
    expect(journal[0]).toMatchObject({ entity: 'room_condition', entity_id: rooms['101'] });
    expect(journal[0].data).toMatchObject({ name: '101', source: 'check_out' });
  });

  it("'Заселить' into a dirty room asks first (409 confirm_dirty), then goes ahead with confirm_dirty", async () => {
    const id = await bookedStay(rooms['101']!, day(6), day(8, 12));
    const asked = await owner.post(`/api/v2/booking/${id}/check-in/`);
    expect(asked.statusCode).toBe(409);
    expect(asked.json()).toMatchObject({
      code: 'confirm_dirty',
      room_condition: 'dirty',
      field: 'confirm_dirty',
    });
    expect(asked.json().error).toBe('Номер 101 не готов: грязный. Заселить всё равно?');
    const [row] = await t.database.db.select().from(bookings).where(eq(bookings.id, id));
    expect(row!.status).toBe('booked');
    const done = await owner.post(`/api/v2/booking/${id}/check-in/`, { confirm_dirty: true });
    expect(done.statusCode, done.body).toBe(200);
    // The editor's status call shares the rule.
    const other = await bookedStay(rooms['101']!, day(10), day(12, 12));
    const version = (await owner.get(`/api/v2/booking/${other}/`)).json().version;
    const call = await owner.post(`/api/v2/booking/${other}/status/`, { status: 'check_in', version });
    expect(call.json().code).toBe('confirm_dirty');
  });

  it('a company that turned the rule off keeps the room as it was', async () => {
    const settings = { check_out_makes_dirty: false, daily_tidy: true, tidy_hour: 10, linen_every_nights: 3 };
    const put = await supervisor.put('/api/v2/housekeeping/settings/', settings);
    expect(put.statusCode, put.body).toBe(200);
    const id = await bookedStay(rooms['301']!, day(1), day(2, 12));
    await owner.post(`/api/v2/booking/${id}/check-in/`);
    await owner.post(`/api/v2/booking/${id}/check-out/`);
    expect(await historyOf(rooms['301']!)).toEqual([]);
    await supervisor.put('/api/v2/housekeeping/settings/', { ...settings, check_out_makes_dirty: true });
    expect((await owner.get('/api/v2/audit/?entity=housekeeping_settings')).json().results.length).toBe(2);
  });
});

describe("a group's '… для всех'", () => {
  it('asks before checking the group into a room that is not ready, then checks every room in', async () => {
    const parent = await reserveInGroup(owner, {
      room: rooms['201']!,
      check_in: day(20),
      check_out: day(22, 12),
    });
    const second = await reserveInGroup(
      owner,
      { room: rooms['202']!, check_in: day(20), check_out: day(22, 12) },
      parent,
    );
    await t.database.db
      .update(bookings)
      .set({ status: 'booked' })
      .where(inArray(bookings.id, [parent, second]));
    await tap(ownerToken, { room: rooms['202'], condition: 'cleaning' }, 'group-1');
    const versionOf = async () => (await owner.get(`/api/v2/booking/${parent}/`)).json().version as number;
    const asked = await owner.post(`/api/v2/booking/group/${parent}/status/`, {
      status: 'check_in',
      version: await versionOf(),
    });
    expect(asked.statusCode).toBe(409);
    expect(asked.json()).toMatchObject({ code: 'confirm_dirty', room_condition: 'cleaning' });
    const statuses = async () =>
      (
        await t.database.db
          .select()
          .from(bookings)
          .where(inArray(bookings.id, [parent, second]))
      ).map((b) => b.status);
    expect(await statuses()).toEqual(['booked', 'booked']);
    const done = await owner.post(`/api/v2/booking/group/${parent}/status/`, {
      status: 'check_in',
      version: await versionOf(),
      confirm_dirty: true,
    });
    expect(done.statusCode, done.body).toBe(200);
    expect(await statuses()).toEqual(['check_in', 'check_in']);
  });
});

describe('beds', () => {
  it("a bed has its own condition: a bed's check-out dirties that bed; the board and the calendar show it", async () => {
    const hostel = (
      await owner.post('/api/v2/categories/', { name: 'Хостел', category_type: 'koika', place_number: 3 })
    ).json();
    const dorm = (await owner.post('/api/v2/categories/rooms/', { name: 'Х-1', category: hostel.id })).json();
    const [first, second] = dorm.koika_list as { id: number }[];
    const res = await owner.post('/api/booking/', {
      room: dorm.id,
      koika: first!.id,
      check_in: day(3),
      check_out: day(5, 12),
    });
    const id = res.json().id as number;
    await t.database.db.update(bookings).set({ status: 'booked' }).where(eq(bookings.id, id));
    await owner.post(`/api/v2/booking/${id}/check-in/`);
    await owner.post(`/api/v2/booking/${id}/check-out/`);

    const board = (await owner.get('/api/v2/housekeeping/board/')).json();
    const room = board.rooms.find((r: { room_id: number }) => r.room_id === dorm.id);
    expect(room.condition).toBe('clean');
    expect(room.beds.map((b: { bed_id: number; condition: string }) => [b.bed_id, b.condition])).toEqual([
      [first!.id, 'dirty'],
      [second!.id, 'clean'],
      [dorm.koika_list[2].id, 'clean'],
    ]);
    // A bed tapped on its own; a bed of another room is refused.
    const bedTap = await tap(ownerToken, { room: dorm.id, bed: second!.id, condition: 'cleaning' }, 'bed-1');
    expect(bedTap.json()).toMatchObject({
      applied: true,
      bed_id: second!.id,
      current: { condition: 'cleaning' },
    });
    const wrong = await tap(ownerToken, { room: rooms['101'], bed: second!.id, condition: 'clean' }, 'bed-2');
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().field).toBe('bed');

    const cal = (await owner.get(`/api/v2/main/calendar/?start=${day(1)}&end=${day(10)}`)).json();
    const row = cal.categories
      .flatMap((c: { room_list: unknown[] }) => c.room_list)
      .find((r: { id: number }) => r.id === dorm.id);
    expect(row.koika_list.map((b: { condition: string }) => b.condition)).toEqual([
      'dirty',
      'cleaning',
      'clean',
    ]);
  });
});

describe('a tap', () => {
  it('advances dirty → cleaning → clean; a replay with its key answers the same and changes nothing', async () => {
    const room = rooms['101']!;
    const before = (await historyOf(room)).length;
    // 101 was made dirty by the check-out, then a guest checked in with confirmation; the owner taps.
    const body = { room, advance: true, tapped_at: now() };
    const first = await tap(ownerToken, body, 'tap-1');
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toMatchObject({ applied: true, current: { condition: 'cleaning' } });
    // Another body under the same key is refused, not applied.
    expect((await tap(ownerToken, { ...body, tapped_at: body.tapped_at - 1 }, 'tap-1')).statusCode).toBe(422);
    const replay = await tap(ownerToken, body, 'tap-1');
    expect(replay.statusCode).toBe(200);
    expect(replay.headers['idempotent-replayed']).toBe('true');
    expect(replay.json()).toEqual(first.json());
    expect((await historyOf(room)).length).toBe(before + 1);
  });

  it('an older tap than the last change changes nothing and says so', async () => {
    const room = rooms['102']!;
    const newer = await tap(ownerToken, { room, condition: 'clean', tapped_at: now() }, 'tap-newer');
    expect(newer.json().applied).toBe(true);
    const older = await tap(ownerToken, { room, condition: 'dirty', tapped_at: now() - 600 }, 'tap-older');
    expect(older.statusCode).toBe(200);
    expect(older.json()).toMatchObject({ applied: false, current: { condition: 'clean' } });
  });

  it("'Не работает' needs a reason; a tap a day old or from the future is refused", async () => {
    const room = rooms['102']!;
    const bare = await tap(ownerToken, { room, condition: 'out_of_order' }, 'ooo-1');
    expect(bare.statusCode).toBe(400);
    expect(bare.json()).toMatchObject({ field: 'reason' });
    const ok = await tap(
      ownerToken,
      { room, condition: 'out_of_order', reason: 'Течёт кран', note: 'Вызвать сантехника' },
      'ooo-2',
    );
    expect(ok.json().current).toMatchObject({
      condition: 'out_of_order',
      reason: 'Течёт кран',
      note: 'Вызвать сантехника',
    });
    expect(
      (await tap(ownerToken, { room, advance: true, tapped_at: now() - 2 * 86_400 }, 'old')).json().field,
    ).toBe('tapped_at');
    expect(
      (await tap(ownerToken, { room, advance: true, tapped_at: now() + 3600 }, 'future')).statusCode,
    ).toBe(400);
    // Neither a condition nor 'advance', or both: refused.
    expect((await tap(ownerToken, { room }, 'none')).statusCode).toBe(400);
  });
});

describe('the housekeeper and the supervisor', () => {
  const today = () => new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Almaty' }).format(new Date());

  it('the supervisor shares the rooms out evenly by count; a front-desk employee cannot be given rooms', async () => {
    const even = await supervisor.post('/api/v2/housekeeping/assignments/even/', {
      date: today(),
      mode: 'count',
      housekeepers: [maidId, supervisorId],
    });
    expect(even.statusCode, even.body).toBe(200);
    const byWho = (id: number) =>
      even
        .json()
        .assignments.filter((a: { housekeeper: { id: number } }) => a.housekeeper.id === id)
        .map((a: { room_name: string }) => a.room_name)
        .sort();
    expect(byWho(maidId)).toEqual(['101', '102', '201']);
    expect(byWho(supervisorId)).toEqual(['202', '301', 'Х-1']);
    const desk = await buildEmployee(t.database.db, companyId, {}, 'frontdesk');
    const refused = await supervisor.put('/api/v2/housekeeping/assignments/', {
      date: today(),
      assignments: [{ room: rooms['301'], housekeeper: desk.id }],
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error).toMatch(/Горничная/);
  });

  it('the housekeeper sees her rooms only, by urgency, with no money and no guest; she may not assign', async () => {
    const res = await maid.get(`/api/v2/housekeeping/board/?date=${today()}`);
    expect(res.statusCode, res.body).toBe(200);
    const names = res.json().rooms.map((r: { room_name: string }) => r.room_name);
    expect(names.sort()).toEqual(['101', '102', '201']);
    expect(res.json().all_rooms).toBe(false);
    expect(res.body).not.toMatch(/amount|duty|price|phone|email|client|guest/);
    expect((await maid.get('/api/v2/housekeeping/assignments/')).statusCode).toBe(403);
    expect((await maid.get(`/api/v2/housekeeping/sheet/?housekeeper=${maidId}`)).statusCode).toBe(403);
    const all = (await supervisor.get(`/api/v2/housekeeping/board/?date=${today()}`)).json();
    expect(all.rooms.length).toBe(6);
    const filtered = (await supervisor.get(`/api/v2/housekeeping/board/?date=${today()}&floor=2`)).json();
    expect(filtered.rooms.map((r: { room_name: string }) => r.room_name).sort()).toEqual(['201', '202']);
  });

  it('she marks her own room, and is refused another’s', async () => {
    const mine = await tap(token, { room: rooms['201'], condition: 'dirty' }, 'maid-1');
    expect(mine.statusCode, mine.body).toBe(200);
    expect(mine.json().current.changed_by).toMatchObject({ id: maidId, name: 'Ахметова Гульнара' });
    const theirs = await tap(token, { room: rooms['301'], condition: 'dirty' }, 'maid-2');
    expect(theirs.statusCode).toBe(403);
    expect(theirs.json().error).toBe('Этот номер не назначен вам на эту дату');
  });

  it('another company can neither read nor mark these rooms', async () => {
    const { api: stranger } = await signInElsewhere(t, app);
    const res = await stranger.post('/api/v2/housekeeping/condition/', {
      room: rooms['101'],
      condition: 'clean',
    });
    expect(res.statusCode).toBe(404);
    expect((await stranger.get('/api/v2/housekeeping/board/')).json().rooms).toEqual([]);
  });
});
