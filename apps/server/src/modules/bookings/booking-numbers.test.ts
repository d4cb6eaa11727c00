/**
 * Issue 29, item 15: a booking's number is its company's own, from 1 (migration 0054), while the API
 * keeps the row's id. A new hotel's first booking is №1 however many another company has; colleagues
 * creating at once get distinct consecutive numbers; every path that makes a booking numbers it (the
 * calendar's reserve, a group's rooms, a draft from a block); the answers carry `number`; the list shows
 * and finds it; the journal and the documents name it, never the id.
 */
import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/client.ts';
import { bookings } from '../../db/schema.ts';
import { decemberInAlmaty as day } from '../../test/factories.ts';
import {
  reserveInGroup,
  signInElsewhere,
  startWorld,
  stopWorld,
  type TestClient,
  type TestDb,
} from '../../test/harness.ts';
import { pdfText } from '../../test/pdf-text.ts';
import { readXlsx } from '../../test/xlsx.ts';

let t: TestDb;
let app: FastifyInstance;
let api: TestClient;
let other: TestClient;
const rooms: number[] = [];
const otherRooms: number[] = [];
let categoryId: number;

const stay = (room: number, from: number, to: number) => ({
  room,
  check_in: day(from),
  check_out: day(to, 12),
});
const numberOf = async (id: number) =>
  (await t.database.db.select({ n: bookings.number }).from(bookings).where(eq(bookings.id, id)))[0]!.n;

/** Saves a draft with a guest, which makes it a reserve: what the list shows (it lists no drafts). */
async function book(id: number, from: string, to: string) {
  const detail = (await api.get(`/api/v2/booking/${id}/`)).json();
  const saved = await api.put(`/api/v2/booking/${id}/`, {
    version: detail.version,
    check_in: `${from} 14:00`,
    check_out: `${to} 12:00`,
    room: detail.room,
    clients: [{ first_name: 'Айгуль', last_name: 'Серикова', phone_number: '+7 701 111 22 33' }],
  });
  expect(saved.statusCode, saved.body).toBe(200);
  expect(saved.json().booking_status).toBe('reserved');
}

async function roomsOf(client: TestClient, into: number[], count: number) {
  const cat = (
    await client.post('/api/v2/categories/', { name: 'Стандарт', category_type: 'room', place_number: 2 })
  ).json();
  for (let i = 1; i <= count; i++) {
    const room = (
      await client.post('/api/v2/categories/rooms/', { name: `${100 + i}`, category: cat.id })
    ).json();
    into.push(room.id);
  }
  return cat.id as number;
}

beforeAll(async () => {
  ({ t, app, api } = await startWorld({ companyName: 'Новый отель' }));
  ({ api: other } = await signInElsewhere(t, app, 'Старый отель'));
  categoryId = await roomsOf(api, rooms, 8);
  await roomsOf(other, otherRooms, 12);
  // The other hotel has many bookings before ours has any: ids run far ahead of our numbers.
  for (const [i, room] of otherRooms.entries()) {
    const res = await other.post('/api/booking/', stay(room, 1 + i, 2 + i));
    expect(res.statusCode, res.body).toBe(201);
  }
});
afterAll(() => stopWorld({ t, app }));

describe('booking numbers', () => {
  let first: { id: number; number: number };

  it("a new company's first booking is №1, whatever the ids; the other company counts on", async () => {
    const res = await api.post('/api/booking/', stay(rooms[0]!, 1, 3));
    expect(res.statusCode, res.body).toBe(201);
    first = res.json();
    expect(first.number).toBe(1);
    expect(first.id).toBeGreaterThan(otherRooms.length);
    const theirs = (await other.post('/api/booking/', stay(otherRooms[0]!, 20, 21))).json();
    expect(theirs.number).toBe(otherRooms.length + 1);
    // The editor's detail answers it beside the id.
    const detail = (await api.get(`/api/v2/booking/${first.id}/`)).json();
    expect(detail).toMatchObject({ id: first.id, number: 1 });
  });

  it('colleagues creating at once get distinct consecutive numbers', async () => {
    const made = await Promise.all(
      rooms.slice(1, 6).map((room) => api.post('/api/booking/', stay(room, 1, 3))),
    );
    for (const res of made) expect(res.statusCode, res.body).toBe(201);
    const numbers = made.map((res) => res.json().number as number).sort((a, b) => a - b);
    expect(numbers).toEqual([2, 3, 4, 5, 6]);
    // The answer says what the row holds.
    for (const res of made) expect(await numberOf(res.json().id)).toBe(res.json().number);
  });

  it('a refused create takes no number', async () => {
    // The room is held by our first booking: 409, and the next booking is still №7.
    expect((await api.post('/api/booking/', stay(rooms[0]!, 2, 4))).statusCode).toBe(409);
    const next = (await api.post('/api/booking/', stay(rooms[6]!, 10, 12))).json();
    expect(next.number).toBe(7);
  });

  it("each room of a group is a booking with its own number, in the group's answer too", async () => {
    const parent = await reserveInGroup(api, stay(rooms[0]!, 10, 12));
    const child = await reserveInGroup(api, stay(rooms[1]!, 10, 12), parent);
    expect([await numberOf(parent), await numberOf(child)]).toEqual([8, 9]);
    const group = (await api.get(`/api/v2/booking/group/${parent}/`)).json();
    expect(group.number).toBe(8);
    expect(group.child_list.map((c: { id: number; number: number }) => [c.id, c.number])).toEqual([
      [parent, 8],
      [child, 9],
    ]);
    await book(parent, '2026-12-10', '2026-12-12');
    await book(child, '2026-12-10', '2026-12-12');
    const list = (await api.get(`/api/v2/booking/list/?group=${parent}&sort=id`)).json();
    expect(
      list.results.map((r: { number: number; group_number: number }) => [r.number, r.group_number]),
    ).toEqual([
      [8, 8],
      [9, 8],
    ]);
    // The journal names a change of group by the parent's number, not its id.
    const [named] = await queryRows<{ name: string }>(
      t.database.db,
      sql`select audit_ref_name('booking', 'group_parent', ${parent}) as name`,
    );
    expect(named?.name).toBe('№8');
    // The group filter by the number staff see.
    const byNumber = (await api.get('/api/v2/booking/list/?group_number=8&sort=id')).json();
    expect(byNumber.results.map((r: { id: number }) => r.id)).toEqual([parent, child]);
  });

  it('a draft made from a block is numbered too', async () => {
    const channel = (
      await api.post('/api/v2/sales-channels/', { name: 'Свой канал', kind: 'ota', commission_percent: 0 })
    ).json();
    const blocked = await api.post('/api/v2/sales-channels/add-blocks/', {
      channel: channel.id,
      category: categoryId,
      rooms: [rooms[7]],
      start: day(20),
      end: day(22, 12),
      is_own: true,
    });
    expect(blocked.statusCode, blocked.body).toBe(201);
    const draft = await api.post(`/api/chanel/block/${blocked.json().blocks[0].id}/reserve/`);
    expect(draft.statusCode, draft.body).toBe(201);
    expect(draft.json().number).toBe(10);
  });

  it("the list shows the number and finds a booking by it, not by another booking's id", async () => {
    await book(first.id, '2026-12-01', '2026-12-03');
    const list = (await api.get('/api/v2/booking/list/?sort=id')).json();
    expect(list.results.map((r: { number: number }) => r.number)).toEqual([1, 8, 9]);
    // Digits alone are a number too (and a phone or a room's name: no guest's phone or room has a 9).
    const ninth = (await api.get('/api/v2/booking/list/?search=9')).json();
    expect(ninth.results.map((r: { number: number }) => r.number)).toEqual([9]);
    for (const search of ['№1', '№ 1', '#1']) {
      const found = (await api.get(`/api/v2/booking/list/?search=${encodeURIComponent(search)}`)).json();
      expect(
        found.results.map((r: { id: number }) => r.id),
        search,
      ).toEqual([first.id]);
    }
    // Our first booking's id is no number of ours: searching it finds nothing.
    const byId = (await api.get(`/api/v2/booking/list/?search=${encodeURIComponent(`№${first.id}`)}`)).json();
    expect(byId.count).toBe(0);
    // The workbook's '№' column is the number too.
    const sheet = await api.get('/api/v2/booking/list/export/');
    expect(sheet.statusCode).toBe(200);
    const rows = (await readXlsx(sheet.rawPayload)).worksheets[0]!;
    expect(rows.getCell('A1').value).toBe('№');
    const column = [2, 3, 4].map((r) => rows.getCell(`A${r}`).value);
    expect(column.sort()).toEqual([1, 8, 9]);
  });

  it("the journal names the booking by its number, a removed draft's too", async () => {
    const draft = (await api.post('/api/booking/', stay(rooms[2]!, 15, 16))).json();
    expect(draft.number).toBe(11);
    expect((await api.delete(`/api/v2/booking/${draft.id}/permanent/`)).statusCode).toBe(204);
    const journal = (await api.get('/api/v2/audit/?entity=booking&page[size]=200')).json();
    const ofDraft = journal.results.filter((r: { booking_id: number }) => r.booking_id === draft.id);
    expect(
      ofDraft.map((r: { action: string; booking_number: number }) => [r.action, r.booking_number]),
    ).toEqual(
      expect.arrayContaining([
        ['create', 11],
        ['delete', 11],
      ]),
    );
    const ofFirst = journal.results.find((r: { booking_id: number }) => r.booking_id === first.id);
    expect(ofFirst.booking_number).toBe(1);
  });

  it('a refusal names the holding booking by its number', async () => {
    const res = await api.post('/api/booking/', stay(rooms[0]!, 2, 3));
    expect(res.statusCode).toBe(409);
    expect(res.json().error).toMatch(/^Номер 101 занят: резерв №1 \(Серикова Айгуль\), /);
  });

  it('the confirmation prints the number and is named by it', async () => {
    const link = (await api.get(`/api/v2/booking/${first.id}/ticket/`)).json().ticket as string;
    const pdf = await app.inject({ method: 'GET', url: new URL(link).pathname });
    expect(pdf.statusCode).toBe(200);
    expect(decodeURIComponent(String(pdf.headers['content-disposition']))).toContain(
      'Подтверждение брони №1.pdf',
    );
    const text = (await pdfText(pdf.rawPayload)).replace(/[ \t]+/g, ' ');
    expect(text).toContain('Подтверждение бронирования № 1');
    expect(text).not.toContain(`№ ${first.id}`);
  });

  it("a template's {{ booking.number }} is the company's number", async () => {
    const res = await api.post('/api/v2/companies/info/template/preview/', {
      subject: 'Бронь №{{ booking.number }}',
      body: 'Ваша бронь №{{ booking.number }}',
      booking: first.id,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ subject: 'Бронь №1', body: 'Ваша бронь №1' });
  });
});
