/**
 * Issue 28, item 3: a stay lived in two rooms reads so everywhere outside the editor. The confirmation
 * (PDF, read back by pdftotext) and its e-mail list each room with its period, nights and their amount;
 * the invoice bills each room's nights; the list shows '101 → 203' and finds the booking by the earlier
 * room, in its workbook too; the journal records the move with both rooms and the reason. The booking is
 * moved as the desk does it: checked in, then PATCH move 'с сегодняшнего дня'. On both databases.
 */
import {
  type AuditRow,
  addDays,
  describeAuditChanges,
  describeAuditData,
  formatDay,
  fromLocal,
  toLocal,
} from '@pms/domain';
import { eq, inArray } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import type { FastifyInstance } from 'fastify';
import PostalMime from 'postal-mime';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookingLegs, bookings, companies } from '../../db/schema.ts';
import { reserveInGroup, startWorld, stopWorld, type TestClient, type TestDb } from '../../test/harness.ts';
import { pdfText } from '../../test/pdf-text.ts';

const tz = 'Asia/Almaty';
let t: TestDb;
let app: FastifyInstance;
let api: TestClient;
let companyId: number;
/** The stay moved from 101 (Стандарт, 20 000 ₸ a night) to 203 (Люкс, 30 000 ₸). */
let id: number;
let movedAt: number;
let before: number;
/** A group of 104 and 105 (Стандарт), whose room 105 moved to 204 (Люкс) from now. */
let parent: number;
let groupMovedAt: number;

const today = () => toLocal(Math.floor(Date.now() / 1000), tz).date;
const at = (days: number, time: string) => fromLocal(addDays(today(), days), time, tz);
const local = (days: number, time: string) => `${addDays(today(), days)} ${time}`;
const every = (price: number) =>
  Object.fromEntries(['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'san'].map((d) => [d, price]));
/** 'DD.MM.YYYY HH:mm' of a unix moment on the property's clock. */
const stamp = (s: number) => {
  const l = toLocal(s, tz);
  return `${formatDay(l.date)} ${l.time}`;
};
const squeezed = (text: string) => text.replace(/[ \t]+/g, ' ');

async function roomOf(name: string, category: number) {
  return (await api.post('/api/v2/categories/rooms/', { name, category })).json().id as number;
}

beforeAll(async () => {
  ({ t, app, api, companyId } = await startWorld());
  await t.database.db.update(companies).set({ email: 'hotel@example.kz' }).where(eq(companies.id, companyId));
  const category = async (name: string, price: number) =>
    (
      await api.post('/api/v2/categories/', {
        name,
        category_type: 'room',
        place_number: 2,
        rates: { price_type: 'week', rows: { base: every(price) } },
      })
    ).json().id as number;
  const standard = await category('Стандарт', 20_000);
  const deluxe = await category('Люкс', 30_000);
  const r101 = await roomOf('101', standard);
  await roomOf('102', standard);
  const r203 = await roomOf('203', deluxe);
  const [r104, r105, r204] = [
    await roomOf('104', standard),
    await roomOf('105', standard),
    await roomOf('204', deluxe),
  ];

  // Yesterday 14:00 → in two days 12:00, saved by the editor and checked in.
  id = (
    await api.post('/api/booking/', { room: r101, check_in: at(-1, '14:00'), check_out: at(2, '12:00') })
  ).json().id as number;
  const saved = await api.put(`/api/v2/booking/${id}/`, {
    version: 1,
    room: r101,
    check_in: local(-1, '14:00'),
    check_out: local(2, '12:00'),
    clients: [
      {
        first_name: 'Айгуль',
        last_name: 'Серикова',
        phone_number: '+7 701 111 22 33',
        email: 'aigul@example.com',
      },
    ],
  });
  expect(saved.statusCode, saved.body).toBe(200);
  await t.database.db.update(bookings).set({ status: 'check_in' }).where(eq(bookings.id, id));
  before = Math.floor(Date.now() / 1000);
  const moved = await api.patch(`/api/v2/booking/${id}/move/`, {
    room: r203,
    check_in: at(-1, '14:00'),
    check_out: at(2, '12:00'),
    room_reason: 'Протекает кран',
    from_now: true,
  });
  expect(moved.statusCode, moved.body).toBe(200);
  const [leg] = await t.database.db.select().from(bookingLegs).where(eq(bookingLegs.bookingId, id));
  movedAt = Math.floor(leg!.until.getTime() / 1000);

  const stay = { check_in: at(-1, '14:00'), check_out: at(2, '12:00') };
  parent = await reserveInGroup(api, { room: r104, ...stay });
  const other = await reserveInGroup(api, { room: r105, ...stay }, parent);
  await t.database.db
    .update(bookings)
    .set({ status: 'check_in' })
    .where(inArray(bookings.id, [parent, other]));
  const groupMove = await api.patch(`/api/v2/booking/${other}/move/`, {
    room: r204,
    ...stay,
    room_reason: 'Шумно',
    from_now: true,
  });
  expect(groupMove.statusCode, groupMove.body).toBe(200);
  const [groupLeg] = await t.database.db.select().from(bookingLegs).where(eq(bookingLegs.bookingId, other));
  groupMovedAt = Math.floor(groupLeg!.until.getTime() / 1000);
});
afterAll(() => stopWorld({ t, app }));

describe('the confirmation of a stay lived in two rooms', () => {
  it('lists each room with its period, nights and their amount (PDF)', async () => {
    const res = await api.get(`/api/v2/booking/${id}/ticket/`);
    expect(res.statusCode, res.body).toBe(200);
    const pdf = await app.inject({ method: 'GET', url: new URL(res.json().ticket).pathname });
    expect(pdf.headers['content-type']).toBe('application/pdf');
    const text = squeezed(await pdfText(pdf.rawPayload));
    const [inDay, inTime] = stamp(at(-1, '14:00')).split(' ');
    const [moveDay, moveTime] = stamp(movedAt).split(' ');
    const [outDay, outTime] = stamp(at(2, '12:00')).split(' ');
    // Yesterday's night in 101 at 20 000 ₸, tonight and tomorrow in 203 at 30 000 ₸; each room's times
    // under its dates.
    expect(text).toContain(`101 Стандарт ${inDay} ${moveDay} 1 1 взр. 20 000 ₸\n ${inTime} ${moveTime}`);
    expect(text).toContain(`203 Люкс ${moveDay} ${outDay} 2 1 взр. 60 000 ₸\n ${moveTime} ${outTime}`);
    expect(text).toContain('Проживание 80 000 ₸');
  });

  it('lists each room in the e-mail body, the rooms in order', async () => {
    const { version } = (await api.get(`/api/v2/booking/${id}/`)).json();
    const res = await api.post(`/api/v2/booking/${id}/send-email/`, { version });
    expect(res.statusCode, res.body).toBe(200);
    const raw = await api.get(`/api/v2/mail/${res.json().mail.id}/raw/`);
    const text = ((await PostalMime.parse(raw.rawPayload)).text ?? '').replace(/[\u00a0\u202f]/g, ' ');
    expect(text).toContain(
      [
        'Номера:',
        `101 · Стандарт — ${stamp(at(-1, '14:00'))} → ${stamp(movedAt)}, 1 сут., 20 000 ₸`,
        `203 · Люкс — ${stamp(movedAt)} → ${stamp(at(2, '12:00'))}, 2 сут., 60 000 ₸`,
      ].join('\n'),
    );
    expect(text).not.toContain('Номер: 203');
  });
});

describe('the confirmation of a group whose room moved', () => {
  it("lists the moved room's rooms each with its period and amount, the other room whole", async () => {
    const res = await api.get(`/api/v2/booking/group/${parent}/ticket/`);
    expect(res.statusCode, res.body).toBe(200);
    const pdf = await app.inject({ method: 'GET', url: new URL(res.json().ticket).pathname });
    const text = squeezed(await pdfText(pdf.rawPayload));
    const [inDay] = stamp(at(-1, '14:00')).split(' ');
    const [moveDay] = stamp(groupMovedAt).split(' ');
    const [outDay] = stamp(at(2, '12:00')).split(' ');
    expect(text).toContain(`104 Стандарт ${inDay} ${outDay} 3 1 взр. 60 000 ₸`);
    expect(text).toContain(`105 Стандарт ${inDay} ${moveDay} 1 1 взр. 20 000 ₸`);
    expect(text).toContain(`204 Люкс ${moveDay} ${outDay} 2 1 взр. 60 000 ₸`);
    expect(text).toContain('Проживание 140 000 ₸');
  });
});

/** The invoice's cells as texts, a merged range once. */
async function invoiceCells(path: string) {
  const res = await api.get(`/api/v2/booking/invoice/${path}/`);
  expect(res.statusCode, res.body).toBe(200);
  const wb = new ExcelJS.Workbook();
  await wb.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
  const cells: string[] = [];
  wb.worksheets[0]!.eachRow((row) => {
    row.eachCell((cell) => {
      if (!cell.isMerged || cell.master === cell) cells.push(String(cell.value));
    });
  });
  return cells;
}

describe('the invoice of a stay lived in two rooms', () => {
  it("bills each room's nights on a line of its own", async () => {
    expect(
      (
        await api.patch('/api/v2/companies/info/', {
          requisites: {
            legal_name: 'ТОО «Тест»',
            bin: '940140000385',
            iik: 'KZ86125KZT5004100100',
            bik: 'HSBKKZKX',
          },
        })
      ).statusCode,
    ).toBe(200);
    const cells = await invoiceCells(String(id));
    const day = (s: number) => formatDay(toLocal(s, tz).date);
    const first = `Проживание: Стандарт, номер 101, ${day(at(-1, '14:00'))}–${day(movedAt)}`;
    const second = `Проживание: Люкс, номер 203, ${day(movedAt)}–${day(at(2, '12:00'))}`;
    expect(cells).toContain(first);
    expect(cells).toContain(second);
    expect(cells[cells.indexOf(first) + 1]).toBe('1');
    expect(cells[cells.indexOf(second) + 1]).toBe('2');
  });

  it("bills a group room's rooms apart, beside the group's other room", async () => {
    const cells = await invoiceCells(`group/${parent}`);
    const day = (s: number) => formatDay(toLocal(s, tz).date);
    // 104's three nights and 105's first share the category and its price; 204 is a line of its own.
    const standard = 'Проживание: Стандарт, номера 104, 105';
    const deluxe = `Проживание: Люкс, номер 204, ${day(groupMovedAt)}–${day(at(2, '12:00'))}`;
    expect(cells).toContain(standard);
    expect(cells).toContain(deluxe);
    expect(cells[cells.indexOf(standard) + 1]).toBe('4');
    expect(cells[cells.indexOf(deluxe) + 1]).toBe('2');
  });
});

describe('the bookings list', () => {
  it('shows the rooms in order, the current one last, and finds the stay by the room it left', async () => {
    const found = (await api.get('/api/v2/booking/list/?search=101')).json();
    const row = found.results.find((r: { id: number }) => r.id === id);
    expect(row).toMatchObject({ room: { name: '203' }, earlier_rooms: [{ name: '101' }] });
    // By the current room too, and not by a room it never had.
    expect(
      (await api.get('/api/v2/booking/list/?search=203')).json().results.map((r: { id: number }) => r.id),
    ).toContain(id);
    expect(
      (await api.get('/api/v2/booking/list/?search=102')).json().results.map((r: { id: number }) => r.id),
    ).not.toContain(id);
  });

  it("writes '101 → 203' in the workbook", async () => {
    const res = await api.get('/api/v2/booking/list/export/?search=101');
    expect(res.statusCode, res.body).toBe(200);
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const sheet = book.getWorksheet('Брони')!;
    const header = (sheet.getRow(1).values as unknown[]).indexOf('Номер');
    const rows: unknown[][] = [];
    sheet.eachRow((r, n) => {
      if (n > 1) rows.push(r.values as unknown[]);
    });
    const ours = rows.find((r) => r[1] === id)!;
    expect(ours[header]).toBe('101 → 203');
  });
});

describe('the journal', () => {
  it('records the move with both rooms, its reason and its moment', async () => {
    const rows = (await api.get(`/api/v2/booking/${id}/history/`)).json() as
      | { results?: AuditRow[] }
      | AuditRow[];
    const list = Array.isArray(rows) ? rows : (rows.results ?? []);
    const move = list.filter((r) => r.action === 'move');
    expect(move).toHaveLength(1);
    const entry = move[0]!;
    expect(entry).toMatchObject({
      action_label: 'Переселение',
      data: { reason: 'Протекает кран', rooms: ['101', '203'] },
    });
    // The record is made in the minute of the move the legs keep.
    expect(entry.at).toBeGreaterThanOrEqual(before - 60);
    expect(entry.at - movedAt).toBeLessThan(120);
    expect(entry.at).toBeGreaterThanOrEqual(movedAt);
    const words = [
      ...describeAuditChanges(entry, tz).map((c) => `${c.label}: ${c.before} → ${c.after}`),
      ...describeAuditData(entry, tz),
    ].join('\n');
    expect(words).toContain('Номер: 101 → 203');
    expect(words).toContain('Протекает кран');
  });
});
