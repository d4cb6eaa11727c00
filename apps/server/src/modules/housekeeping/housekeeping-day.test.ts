/**
 * Housekeeping's day (issue 33): a condition change reaches the sockets of another server instance, the
 * tasks of the day (a booking's and free ones) per employee, the even assignment by floor, the printed
 * sheet (read back with pdftotext) and the two reports with their workbooks.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { bookings } from '../../db/schema.ts';
import { buildEmployee, decemberInAlmaty as day, TEST_PASSWORD } from '../../test/factories.ts';
import {
  client,
  login,
  secondInstance,
  startWorld,
  stopWorld,
  type TestClient,
  type TestDb,
} from '../../test/harness.ts';

let t: TestDb;
let app: FastifyInstance;
let owner: TestClient;
let ownerToken: string;
let maid: TestClient;
let maidId: number;
let companyId: number;
const rooms: Record<string, number> = {};
const today = () => new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Almaty' }).format(new Date());

beforeAll(async () => {
  const w = await startWorld({ companyName: 'Отель «Алатау»' });
  ({ t, app, api: owner, companyId } = w);
  ownerToken = (await login(app, w.employee.email, TEST_PASSWORD)).token;
  const m = await buildEmployee(
    t.database.db,
    companyId,
    { firstName: 'Гульнара', lastName: 'Ахметова' },
    'housekeeper',
  );
  maidId = m.id;
  maid = client(app, (await login(app, m.email, TEST_PASSWORD)).token);
  const std = (
    await owner.post('/api/v2/categories/', { name: 'Стандарт', category_type: 'room', place_number: 2 })
  ).json();
  for (const name of ['101', '102', '103', '201', '202', '301']) {
    rooms[name] = (await owner.post('/api/v2/categories/rooms/', { name, category: std.id })).json().id;
  }
});
afterAll(() => stopWorld({ t, app }));

describe('live', () => {
  it('a tap through one instance reaches a calendar socket on the other as {housekeeping}', async () => {
    const b = await secondInstance(t);
    try {
      const url = (await b.app.listen({ port: 0, host: '127.0.0.1' })).replace('http', 'ws');
      const ws = await new Promise<WebSocket>((resolve, reject) => {
        const s = new WebSocket(`${url}/ws/v2/calendar/${companyId}/?token=${ownerToken}`);
        s.once('open', () => resolve(s));
        s.once('error', reject);
      });
      await expect.poll(() => b.app.calendarHub.count(companyId)).toBe(1);
      const heard = new Promise<Record<string, unknown>>((resolve) =>
        ws.on('message', (data) => {
          const message = JSON.parse(String(data));
          if (message.housekeeping) resolve(message.housekeeping);
        }),
      );
      const res = await owner.post('/api/v2/housekeeping/condition/', {
        room: rooms['101'],
        condition: 'dirty',
      });
      expect(res.statusCode, res.body).toBe(200);
      expect(await heard).toMatchObject({
        room_id: rooms['101'],
        bed_id: null,
        condition: 'dirty',
        source: 'hand',
      });
      ws.close();
    } finally {
      await b.close();
    }
  });
});

describe('assignments by floor and the tasks of the day', () => {
  it('by floor keeps each floor with one housekeeper', async () => {
    const s = await buildEmployee(t.database.db, companyId, {}, 'housekeeping_supervisor');
    const res = await owner.post('/api/v2/housekeeping/assignments/even/', {
      date: today(),
      mode: 'floor',
      housekeepers: [maidId, s.id],
    });
    expect(res.statusCode, res.body).toBe(200);
    const byRoom = new Map(
      res
        .json()
        .assignments.map((a: { room_name: string; housekeeper: { id: number } }) => [
          a.room_name,
          a.housekeeper.id,
        ]),
    );
    expect(byRoom.get('101')).toBe(maidId);
    expect(byRoom.get('103')).toBe(maidId);
    expect(byRoom.get('201')).toBe(s.id);
    expect(byRoom.get('301')).toBe(s.id);
    expect(
      res
        .json()
        .housekeepers.map((h: { id: number }) => h.id)
        .sort(),
    ).toEqual([maidId, s.id].sort());
  });

  it("one list per employee: a booking's task and a free one by due time; she sees only hers", async () => {
    const booking = (
      await owner.post('/api/booking/', { room: rooms['102'], check_in: day(3), check_out: day(5, 12) })
    ).json().id as number;
    // The booking's task through the editor's save, as the front desk makes it.
    const view = (await owner.get(`/api/v2/booking/${booking}/`)).json();
    const saved = await owner.put(`/api/v2/booking/${booking}/`, {
      version: view.version,
      check_in: '2026-12-03 14:00',
      check_out: '2026-12-05 12:00',
      room: rooms['102'],
      clients: [{ first_name: 'Айгуль', last_name: 'Серикова', phone_number: '+7 701 111 22 33' }],
      task_list: [
        {
          title: 'Детская кроватка',
          responsible: maidId,
          todo_date: '2026-12-03',
          todo_time: '15:00',
          description: 'К заезду',
        },
      ],
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const free = await owner.post('/api/v2/housekeeping/tasks/', {
      kind: 'maintenance',
      title: 'Заменить лампу',
      responsible: maidId,
      todo_date: '2026-12-03',
      description: 'Перегорела над зеркалом',
      room: rooms['201'],
    });
    expect(free.statusCode, free.body).toBe(201);
    expect(free.json()).toMatchObject({
      kind: 'maintenance',
      todo_time: '12:00',
      room_name: '201',
      done: false,
    });
    await owner.post('/api/v2/housekeeping/tasks/', {
      kind: 'housekeeping',
      title: 'Чужая задача',
      description: 'Не её',
      responsible: (await buildEmployee(t.database.db, companyId, {}, 'housekeeper')).id,
      todo_date: '2026-12-03',
    });

    const mine = await maid.get('/api/v2/housekeeping/tasks/?date=2026-12-03');
    expect(mine.statusCode, mine.body).toBe(200);
    expect(
      mine.json().tasks.map((x: { title: string; todo_time: string }) => [x.todo_time, x.title]),
    ).toEqual([
      ['12:00', 'Заменить лампу'],
      ['15:00', 'Детская кроватка'],
    ]);
    expect(mine.body).not.toMatch(/Серикова|701|amount|price/);
    // Asking for someone else's list still answers her own.
    expect(
      (await maid.get(`/api/v2/housekeeping/tasks/?date=2026-12-03&employee=1`)).json().tasks,
    ).toHaveLength(2);
    expect((await owner.get('/api/v2/housekeeping/tasks/?date=2026-12-03')).json().tasks).toHaveLength(3);

    const done = await maid.post(`/api/v2/housekeeping/tasks/${free.json().id}/done/`, { done: true });
    expect(done.json().done).toBe(true);
    // A free task is changed and deleted here; a booking's task is the editor's (404 here).
    const moved = await owner.put(`/api/v2/housekeeping/tasks/${free.json().id}/`, {
      kind: 'maintenance',
      title: 'Заменить лампу',
      responsible: maidId,
      todo_date: '2026-12-03',
      todo_time: '09:30',
      description: 'Перегорела над зеркалом',
    });
    expect(moved.json()).toMatchObject({ todo_time: '09:30', room_id: null });
    const bookingTask = mine.json().tasks.find((x: { kind: string }) => x.kind === 'booking');
    expect((await owner.delete(`/api/v2/housekeeping/tasks/${bookingTask.id}/`)).statusCode).toBe(404);
    expect((await maid.delete(`/api/v2/housekeeping/tasks/${free.json().id}/`)).statusCode).toBe(403);
    expect((await owner.delete(`/api/v2/housekeeping/tasks/${free.json().id}/`)).statusCode).toBe(200);
    expect((await maid.get('/api/v2/housekeeping/tasks/?date=2026-12-03')).json().tasks).toHaveLength(1);
    expect((await maid.post('/api/v2/housekeeping/tasks/', { kind: 'maintenance' })).statusCode).toBe(403);
    // The spec's rule for a booking's task holds here too: a task is saved only whole.
    const bad = await owner.post('/api/v2/housekeeping/tasks/', {
      kind: 'maintenance',
      title: 'Без описания',
      responsible: maidId,
      todo_date: '2026-12-03',
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toEqual({ error: 'Пожалуйста заполните задачу!', field: 'description' });
  });
});

describe('the printed sheet and the reports', () => {
  it('prints her rooms and tasks in Russian (pdftotext reads them back)', async () => {
    const res = await owner.get(`/api/v2/housekeeping/sheet/?date=${today()}&housekeeper=${maidId}`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    const dir = mkdtempSync(join(tmpdir(), 'sheet-'));
    try {
      writeFileSync(join(dir, 'sheet.pdf'), res.rawPayload);
      const text = execFileSync('pdftotext', ['-layout', join(dir, 'sheet.pdf'), '-'], { encoding: 'utf8' });
      expect(text).toContain('Лист уборки на');
      expect(text).toContain('Ахметова Гульнара');
      expect(text).toMatch(/101\s+Стандарт\s+свободен\s+Грязный/);
      expect(text).toContain('103');
      expect(text).not.toContain('201');
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('counts the rooms she cleaned per day and the time from a check-out to clean, with workbooks', async () => {
    const stay = await owner.post('/api/booking/', {
      room: rooms['103'],
      check_in: day(6),
      check_out: day(8, 12),
    });
    const id = stay.json().id as number;
    await t.database.db.update(bookings).set({ status: 'booked' }).where(eq(bookings.id, id));
    expect((await owner.post(`/api/v2/booking/${id}/check-in/`)).statusCode).toBe(200);
    expect((await owner.post(`/api/v2/booking/${id}/check-out/`)).statusCode).toBe(200);
    const checkedOut = Math.floor(Date.now() / 1000);
    // She marks it clean a minute later (a phone's tap, its own time).
    const clean = await maid.post('/api/v2/housekeeping/condition/', {
      room: rooms['103'],
      condition: 'clean',
      tapped_at: checkedOut + 60,
    });
    expect(clean.json()).toMatchObject({ applied: true, current: { condition: 'clean' } });

    const period = `start=${today()}&end=${today()}`;
    const cleaned = await owner.get(`/api/v2/housekeeping/reports/cleaned/?${period}`);
    expect(cleaned.statusCode, cleaned.body).toBe(200);
    expect(cleaned.json().rows).toEqual([
      { date: today(), employee: { id: maidId, name: 'Ахметова Гульнара' }, rooms: 1 },
    ]);
    const turnaround = (await owner.get(`/api/v2/housekeeping/reports/turnaround/?${period}`)).json();
    expect(turnaround.rows).toHaveLength(1);
    expect(turnaround.rows[0]).toMatchObject({ room_name: '103', cleaned_by: { id: maidId } });
    expect(turnaround.rows[0].minutes).toBeGreaterThanOrEqual(1);
    expect(turnaround.average_minutes).toBe(turnaround.rows[0].minutes);
    expect((await maid.get(`/api/v2/housekeeping/reports/cleaned/?${period}`)).statusCode).toBe(403);
    expect(
      (await owner.get('/api/v2/housekeeping/reports/cleaned/?start=2026-12-05&end=2026-12-01')).statusCode,
    ).toBe(400);

    const book = async (url: string) => {
      const res = await owner.get(url);
      expect(res.headers['content-type']).toContain('spreadsheetml');
      const wb = new ExcelJS.Workbook();
      await wb.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
      return wb.worksheets[0]!;
    };
    const sheet = await book(`/api/v2/housekeeping/reports/cleaned/xlsx/?${period}`);
    expect(sheet.getCell('A1').value).toBe('Убрано номеров по горничным');
    expect(sheet.getCell('B4').value).toBe('Ахметова Гульнара');
    expect(sheet.getCell('C4').value).toBe(1);
    const waits = await book(`/api/v2/housekeeping/reports/turnaround/xlsx/?${period}`);
    expect(waits.getCell('A4').value).toBe('103');
    expect(waits.getCell('E4').value).toBe('Ахметова Гульнара');
  });
});
