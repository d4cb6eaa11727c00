/**
 * Housekeeping's remaining gaps (issue 33): a free task goes to any employee of the company (never to
 * another company's) and everyone has a list of her own; a booking's task has a done mark the editor's
 * save keeps; a room's condition history (paged, newest first, who may read it); a room's own floor
 * (migration 0062) that 'поровну по этажам' and the board use before the name's.
 */
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/client.ts';
import { buildEmployee, decemberInAlmaty as day, TEST_PASSWORD } from '../../test/factories.ts';
import {
  client,
  login,
  signInElsewhere,
  startWorld,
  stopWorld,
  type TestClient,
  type TestDb,
} from '../../test/harness.ts';

let t: TestDb;
let app: FastifyInstance;
let owner: TestClient;
let companyId: number;
let category: number;
const rooms: Record<string, number> = {};
const today = () => new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Almaty' }).format(new Date());

async function staff(
  role: 'housekeeper' | 'housekeeping_supervisor' | 'frontdesk' | 'accountant',
  name: string,
) {
  const e = await buildEmployee(t.database.db, companyId, { firstName: name, lastName: 'Тестова' }, role);
  return { id: e.id, api: client(app, (await login(app, e.email, TEST_PASSWORD)).token) };
}

const freeTask = (responsible: number, title: string, extra: Record<string, unknown> = {}) => ({
  kind: 'maintenance',
  title,
  responsible,
  todo_date: '2026-12-03',
  todo_time: '10:00',
  description: 'Проверить',
  ...extra,
});

beforeAll(async () => {
  const w = await startWorld({ companyName: 'Отель «Тау»' });
  ({ t, app, api: owner, companyId } = w);
  category = (
    await owner.post('/api/v2/categories/', { name: 'Стандарт', category_type: 'room', place_number: 2 })
  ).json().id;
  for (const name of ['101', '102', '201']) {
    rooms[name] = (await owner.post('/api/v2/categories/rooms/', { name, category })).json().id;
  }
});
afterAll(() => stopWorld({ t, app }));

describe('a free task for any employee', () => {
  it('goes to a receptionist or an accountant, each sees and closes her own; the supervisor sees all', async () => {
    const supervisor = await staff('housekeeping_supervisor', 'Мария');
    const desk = await staff('frontdesk', 'Алия');
    const accountant = await staff('accountant', 'Сауле');
    const people = await supervisor.api.get('/api/v2/housekeeping/tasks/employees/');
    expect(people.statusCode, people.body).toBe(200);
    const listed = people.json().employees as { id: number; role_label: string }[];
    expect(listed.find((e) => e.id === desk.id)?.role_label).toBe('Администратор');
    expect(listed.find((e) => e.id === accountant.id)?.role_label).toBe('Бухгалтер');
    expect((await desk.api.get('/api/v2/housekeeping/tasks/employees/')).statusCode).toBe(403);

    const lamp = await supervisor.api.post(
      '/api/v2/housekeeping/tasks/',
      freeTask(desk.id, 'Заменить лампу', { room: rooms['101'] }),
    );
    expect(lamp.statusCode, lamp.body).toBe(201);
    expect(lamp.json()).toMatchObject({ responsible: desk.id, room_name: '101', todo_time: '10:00' });
    const till = await supervisor.api.post(
      '/api/v2/housekeeping/tasks/',
      freeTask(accountant.id, 'Сверить кассу', { kind: 'housekeeping', todo_time: '09:00' }),
    );
    expect(till.statusCode, till.body).toBe(201);

    // The accountant has no 'Уборка' at all, and still her own list and its done mark.
    const hers = await accountant.api.get('/api/v2/housekeeping/tasks/?date=2026-12-03');
    expect(hers.statusCode, hers.body).toBe(200);
    expect(hers.json().tasks.map((x: { title: string }) => x.title)).toEqual(['Сверить кассу']);
    expect((await accountant.api.get('/api/v2/housekeeping/board/')).statusCode).toBe(403);
    const closed = await accountant.api.post(`/api/v2/housekeeping/tasks/${till.json().id}/done/`, {
      done: true,
    });
    expect(closed.statusCode, closed.body).toBe(200);
    expect(closed.json().done).toBe(true);
    // Not her task: refused, and nothing changes.
    const other = await accountant.api.post(`/api/v2/housekeeping/tasks/${lamp.json().id}/done/`, {
      done: true,
    });
    expect(other.statusCode).toBe(403);
    expect(other.json().error).toBe('Можно отмечать только свои задачи');
    // The front desk sees every room, so everyone's tasks; the supervisor too, by due time.
    const all = (await supervisor.api.get('/api/v2/housekeeping/tasks/?date=2026-12-03')).json().tasks;
    expect(all.map((x: { title: string; done: boolean }) => [x.title, x.done])).toEqual([
      ['Сверить кассу', true],
      ['Заменить лампу', false],
    ]);
    const onlyDesk = await supervisor.api.get(
      `/api/v2/housekeeping/tasks/?date=2026-12-03&employee=${desk.id}`,
    );
    expect(onlyDesk.json().tasks.map((x: { title: string }) => x.title)).toEqual(['Заменить лампу']);
  });

  it("another company's employee is never listed nor given a task, and nothing is written", async () => {
    const elsewhere = await signInElsewhere(t, app);
    const [stranger] = (await elsewhere.api.get('/api/v2/housekeeping/tasks/employees/')).json().employees;
    const listed = (await owner.get('/api/v2/housekeeping/tasks/employees/')).json().employees;
    expect(listed.map((e: { id: number }) => e.id)).not.toContain(stranger.id);
    const before = (await owner.get('/api/v2/housekeeping/tasks/?date=2026-12-03')).json().tasks.length;
    const refused = await owner.post('/api/v2/housekeeping/tasks/', freeTask(stranger.id, 'Чужому'));
    expect(refused.statusCode).toBe(400);
    expect(refused.json().field).toBe('responsible');
    expect((await owner.get('/api/v2/housekeeping/tasks/?date=2026-12-03')).json().tasks).toHaveLength(
      before,
    );
    // Nor can the other company see or close this company's tasks.
    const mine = (await owner.get('/api/v2/housekeeping/tasks/?date=2026-12-03')).json().tasks[0];
    expect(
      (await elsewhere.api.post(`/api/v2/housekeeping/tasks/${mine.id}/done/`, { done: true })).statusCode,
    ).toBe(404);
    expect((await elsewhere.api.get('/api/v2/housekeeping/tasks/?date=2026-12-03')).json().tasks).toEqual([]);
  });
});

describe("a booking's task has a done mark the editor's save keeps", () => {
  it('marked on the tasks list, it survives a save that keeps it (by id); a new task starts not done', async () => {
    const maid = await staff('housekeeper', 'Гульнара');
    const booking = (
      await owner.post('/api/booking/', { room: rooms['102'], check_in: day(3), check_out: day(5, 12) })
    ).json().id as number;
    const task = (title: string, time: string, id?: number) => ({
      ...(id ? { id } : {}),
      title,
      responsible: maid.id,
      todo_date: '2026-12-03',
      todo_time: time,
      description: 'К заезду',
    });
    const save = async (list: unknown[]) => {
      const view = (await owner.get(`/api/v2/booking/${booking}/`)).json();
      const res = await owner.put(`/api/v2/booking/${booking}/`, {
        version: view.version,
        check_in: '2026-12-03 14:00',
        check_out: '2026-12-05 12:00',
        room: rooms['102'],
        clients: [{ first_name: 'Айгуль', last_name: 'Серикова', phone_number: '+7 701 111 22 33' }],
        task_list: list,
      });
      expect(res.statusCode, res.body).toBe(200);
      return res.json().task_list as { id: number; title: string; done: boolean; todo_time: string }[];
    };
    const [crib, towels] = await save([task('Детская кроватка', '15:00'), task('Полотенца', '16:00')]);
    expect(crib!.done).toBe(false);

    const marked = await maid.api.post(`/api/v2/housekeeping/tasks/${crib!.id}/done/`, { done: true });
    expect(marked.statusCode, marked.body).toBe(200);
    expect(marked.json()).toMatchObject({ id: crib!.id, kind: 'booking', done: true });

    // The editor saves again: the crib kept (and moved to 15:30), the towels dropped, a new task added.
    const after = await save([task('Детская кроватка', '15:30', crib!.id), task('Вода', '17:00')]);
    expect(after.map((x) => [x.title, x.todo_time, x.done])).toEqual([
      ['Детская кроватка', '15:30', true],
      ['Вода', '17:00', false],
    ]);
    expect(after[0]!.id).toBe(crib!.id);
    expect(after.map((x) => x.id)).not.toContain(towels!.id);
    const list = (await maid.api.get('/api/v2/housekeeping/tasks/?date=2026-12-03')).json().tasks;
    expect(list.map((x: { title: string; done: boolean }) => [x.title, x.done])).toEqual([
      ['Детская кроватка', true],
      ['Вода', false],
    ]);
    // An id of another booking's task is not taken over: it becomes a new task of this booking.
    const elsewhere = (
      await owner.post('/api/booking/', { room: rooms['201'], check_in: day(3), check_out: day(4, 12) })
    ).json().id as number;
    const [inserted] = await queryRows<{ id: number }>(
      t.database.db,
      sql`insert into tasks (company_id, booking_id, title, due_date, description)
          values (${companyId}, ${elsewhere}, 'Чужая', now(), 'x') returning id`,
    );
    const foreign = inserted!.id;
    const third = await save([task('Детская кроватка', '15:30', crib!.id), task('Вода', '17:00', foreign)]);
    expect(third[1]!.id).not.toBe(foreign);
    expect(third[0]!.done).toBe(true);
    // Undone again from the list.
    const undone = await maid.api.post(`/api/v2/housekeeping/tasks/${crib!.id}/done/`, { done: false });
    expect(undone.json().done).toBe(false);
  });
});

describe("a room's condition history", () => {
  it('pages newest first with who, when, from, to, reason and note; a housekeeper reads only her room', async () => {
    const maid = await staff('housekeeper', 'Айжан');
    const room = rooms['201']!;
    const steps = [
      { condition: 'dirty', note: 'После выезда' },
      { condition: 'cleaning' },
      { condition: 'out_of_order', reason: 'Течёт кран' },
      { condition: 'dirty' },
      { condition: 'clean', note: 'Готов' },
    ];
    const start = Math.floor(Date.now() / 1000) - 600;
    for (const [i, step] of steps.entries()) {
      const res = await owner.post('/api/v2/housekeeping/condition/', {
        room,
        tapped_at: start + i * 60,
        ...step,
      });
      expect(res.statusCode, res.body).toBe(200);
    }
    const first = await owner.get(`/api/v2/housekeeping/rooms/${room}/history/?page[size]=2`);
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toMatchObject({ room_id: room, room_name: '201', count: 5 });
    expect(first.json().results).toEqual([
      expect.objectContaining({
        from_condition: 'dirty',
        condition: 'clean',
        condition_label: 'Чистый',
        from_label: 'Грязный',
        note: 'Готов',
        source: 'hand',
        source_label: 'Вручную',
        changed_at: start + 240,
        changed_by: expect.objectContaining({ name: expect.stringMatching(/\S/) }),
      }),
      expect.objectContaining({
        from_condition: 'out_of_order',
        condition: 'dirty',
        changed_at: start + 180,
      }),
    ]);
    const last = (
      await owner.get(`/api/v2/housekeeping/rooms/${room}/history/?page[size]=2&page[number]=3`)
    ).json();
    expect(last.results).toEqual([
      expect.objectContaining({
        from_condition: null,
        from_label: null,
        condition: 'dirty',
        note: 'После выезда',
      }),
    ]);
    const second = (
      await owner.get(`/api/v2/housekeeping/rooms/${room}/history/?page[size]=2&page[number]=2`)
    ).json();
    expect(second.results[0]).toMatchObject({ condition: 'out_of_order', reason: 'Течёт кран' });
    expect((await owner.get(`/api/v2/housekeeping/rooms/${room}/history/?page[size]=101`)).statusCode).toBe(
      400,
    );

    // The housekeeper: refused until the room is hers today, then she reads it.
    const refused = await maid.api.get(`/api/v2/housekeeping/rooms/${room}/history/`);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error).toBe('История этого номера вам недоступна: он не назначен вам на сегодня');
    await owner.put('/api/v2/housekeeping/assignments/', {
      date: today(),
      assignments: [{ room, housekeeper: maid.id }],
    });
    const hers = await maid.api.get(`/api/v2/housekeeping/rooms/${room}/history/`);
    expect(hers.statusCode, hers.body).toBe(200);
    expect(hers.json().count).toBe(5);
    // Another company: not found, whether the room exists or not.
    const { api: stranger } = await signInElsewhere(t, app, 'Другой отель');
    const foreign = await stranger.get(`/api/v2/housekeeping/rooms/${room}/history/`);
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json().error).toBe('Номер не найден');
    expect((await stranger.get('/api/v2/housekeeping/rooms/999999/history/')).statusCode).toBe(404);
  });
});

describe("a room's own floor", () => {
  it("is saved with the room, shown on the board and used by 'поровну по этажам' before the name's", async () => {
    const a = await owner.post('/api/v2/categories/rooms/', { name: 'Коттедж А', category, floor: 1 });
    expect(a.statusCode, a.body).toBe(201);
    expect(a.json().floor).toBe(1);
    const b = (await owner.post('/api/v2/categories/rooms/', { name: 'Коттедж Б', category })).json();
    expect(b.floor).toBeNull();
    const bad = await owner.post('/api/v2/categories/rooms/', { name: 'Подвал', category, floor: -6 });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ error: 'Этаж должен быть целым числом от -5 до 200', field: 'floor' });
    // A change keeps it unless named; null clears it.
    const renamed = await owner.put(`/api/v2/categories/rooms/${a.json().id}/`, {
      name: 'Коттедж А1',
      category,
    });
    expect(renamed.json().floor).toBe(1);
    const moved = await owner.put(`/api/v2/categories/rooms/${b.id}/`, {
      name: 'Коттедж Б',
      category,
      floor: 2,
    });
    expect(moved.json().floor).toBe(2);
    // The database holds the bound whatever writes it.
    await expect(
      t.database.db.execute(sql`update rooms set floor = 999 where id = ${b.id}`),
    ).rejects.toThrow();

    const board = (await owner.get(`/api/v2/housekeeping/board/?date=${today()}`)).json().rooms as {
      room_name: string;
      floor: string;
    }[];
    const floors = Object.fromEntries(board.map((r) => [r.room_name, r.floor]));
    expect(floors).toMatchObject({ '101': '1', '201': '2', 'Коттедж А1': '1', 'Коттедж Б': '2' });
    const m1 = await buildEmployee(t.database.db, companyId, {}, 'housekeeper');
    const m2 = await buildEmployee(t.database.db, companyId, {}, 'housekeeper');
    const even = await owner.post('/api/v2/housekeeping/assignments/even/', {
      date: today(),
      mode: 'floor',
      housekeepers: [m1.id, m2.id],
    });
    expect(even.statusCode, even.body).toBe(200);
    const whose = (id: number) =>
      even
        .json()
        .assignments.filter((x: { housekeeper: { id: number } }) => x.housekeeper.id === id)
        .map((x: { room_name: string }) => x.room_name)
        .sort();
    // Floor 1: 101, 102, Коттедж А1 (3 rooms) to the first; floor 2: 201, Коттедж Б to the second.
    expect(whose(m1.id)).toEqual(['101', '102', 'Коттедж А1']);
    expect(whose(m2.id)).toEqual(['201', 'Коттедж Б']);
    const filtered = (await owner.get(`/api/v2/housekeeping/board/?date=${today()}&floor=2`)).json().rooms;
    expect(filtered.map((r: { room_name: string }) => r.room_name).sort()).toEqual(['201', 'Коттедж Б']);
  });
});
