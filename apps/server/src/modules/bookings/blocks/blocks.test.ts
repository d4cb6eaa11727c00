import { and, eq, type SQL, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CALENDAR_CHANNEL } from '../../../db/calendar-channel.ts';
import { blocks, bookings, holds, salesChannels } from '../../../db/schema.ts';
import { buildCompany, buildEmployee, decemberInAlmaty, TEST_PASSWORD } from '../../../test/factories.ts';
import { client, login, startWorld, stopWorld, type TestClient, type TestDb } from '../../../test/harness.ts';
import { sweepBookings } from '../booking-sweeps.ts';

let t: TestDb;
let app: FastifyInstance;
let api: TestClient;
let companyId: number;
let roomId: number;
let unitId: number;
let categoryId: number;
let employeeId: number;
const day = decemberInAlmaty;

beforeAll(async () => {
  let employee: { id: number };
  ({ t, app, api, companyId, employee } = await startWorld());
  employeeId = employee.id;
  const cat = (
    await api.post('/api/v2/categories/', { name: 'Стандарт', category_type: 'room', place_number: 2 })
  ).json();
  categoryId = cat.id;
  roomId = (await api.post('/api/v2/categories/rooms/', { name: '101', category: cat.id })).json().id;
  unitId = (await t.database.db.query.units.findFirst({ where: (u, { eq: is }) => is(u.roomId, roomId) }))!
    .id;
});
afterAll(() => stopWorld({ t, app }));

/** The periods [from, to) (unix seconds) of the holds that `where` picks, earliest first. */
async function holdsOf(where: SQL) {
  const rows = await t.database.db
    .select({
      from: sql<number>`extract(epoch from lower(${holds.period}))::int`,
      to: sql<number>`extract(epoch from upper(${holds.period}))::int`,
    })
    .from(holds)
    .where(where)
    .orderBy(sql`lower(${holds.period})`);
  return rows.map((r) => [r.from, r.to]);
}

const blockRow = async (id: number) =>
  (await t.database.db.select().from(blocks).where(eq(blocks.id, id)))[0];

interface JournalRow {
  action: string;
  action_label: string;
  booking_id: number | null;
  employee: { id: number } | null;
  data: Record<string, unknown>;
}
/** The journal's records of block `id`, newest first. */
async function blockJournal(id: number): Promise<JournalRow[]> {
  const res = await api.get('/api/v2/audit/?entity=block&page[size]=200');
  expect(res.statusCode, res.body).toBe(200);
  return (res.json().results as (JournalRow & { entity_id: number })[]).filter((r) => r.entity_id === id);
}

/** A block of room 101 from day `from` to day `to`, held as the channel integration would hold it. */
async function block(from: number, to: number, isOwn: boolean) {
  const db = t.database.db;
  // A channel's name is unique in its company: the second block of a channel reuses it.
  const name = isOwn ? 'Сайт отеля' : 'Booking.com';
  const [existing] = await db
    .select()
    .from(salesChannels)
    .where(and(eq(salesChannels.companyId, companyId), eq(salesChannels.name, name)));
  const channel = existing ?? (await db.insert(salesChannels).values({ companyId, name }).returning())[0];
  const [row] = await db
    .insert(blocks)
    .values({
      companyId,
      roomId,
      channelId: channel!.id,
      start: new Date(day(from) * 1000),
      end: new Date(day(to, 12) * 1000),
      isOwn,
    })
    .returning();
  await db.insert(holds).values({
    companyId,
    unitId,
    blockId: row!.id,
    period: `[${new Date(day(from) * 1000).toISOString()},${new Date(day(to, 12) * 1000).toISOString()})`,
  });
  return row!;
}

describe('blocks', () => {
  it('hold their room against bookings, with a message naming the channel', async () => {
    await block(1, 3, false);
    const res = await api.post('/api/booking/', { check_in: day(2), check_out: day(4, 12), room: roomId });
    expect(res.statusCode).toBe(409);
    expect(res.json().error).toMatch(
      /^Номер 101 занят: блок канала «Booking\.com», 01\.12\.2026 14:00 – 03\.12\.2026 12:00$/,
    );
  });

  it('of another channel cannot be turned into a booking', async () => {
    const foreign = await block(5, 6, false);
    const res = await api.post(`/api/chanel/block/${foreign.id}/reserve/`);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ error: 'Нельзя использовать чужой блок' });
    expect(await t.database.db.$count(blocks, eq(blocks.id, foreign.id))).toBe(1);
  });

  it('of our own become a draft booking of the same room and dates, the block holding the room for it', async () => {
    const own = await block(8, 10, true);
    const res = await api.post(`/api/chanel/block/${own.id}/reserve/`);
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      status: 'new',
      room: roomId,
      check_in: day(8),
      check_out: day(10, 12),
      source: own.channelId,
    });
    // The block stays, names its draft and keeps holding the room; the draft holds nothing of its own.
    expect(await blockRow(own.id)).toMatchObject({ bookingId: res.json().id });
    expect(await t.database.db.$count(holds, eq(holds.blockId, own.id))).toBe(1);
    expect(await t.database.db.$count(holds, eq(holds.bookingId, res.json().id))).toBe(0);
    // 'резерв' again while the draft is open answers the same draft.
    const again = await api.post(`/api/chanel/block/${own.id}/reserve/`);
    expect(again.json().id).toBe(res.json().id);
    await api.delete(`/api/v2/booking/${res.json().id}/permanent/`);
  });

  it('come back when their draft is closed unsaved, and the journal says so', async () => {
    const own = await block(28, 29, true);
    const draft = (await api.post(`/api/chanel/block/${own.id}/reserve/`)).json();
    // While the draft is open, nothing else takes the room, and the block's dates wait for it.
    const other = await api.post('/api/booking/', {
      check_in: day(28),
      check_out: day(29, 12),
      room: roomId,
    });
    expect(other.statusCode).toBe(409);
    const moved = await api.patch(`/api/chanel/block/${own.id}/`, { start: day(27), end: day(29, 12) });
    expect(moved.json()).toEqual({
      error: `Из блока открыт черновик №${draft.number}: сохраните его или закройте без сохранения`,
    });
    // Esc in the editor deletes the draft.
    expect((await api.delete(`/api/v2/booking/${draft.id}/permanent/`)).statusCode).toBe(204);
    expect(await blockRow(own.id)).toMatchObject({ bookingId: null });
    expect(await t.database.db.$count(holds, eq(holds.blockId, own.id))).toBe(1);
    const journal = await blockJournal(own.id);
    expect(journal.map((r) => [r.action, r.action_label, r.booking_id])).toEqual([
      ['block_return', 'Блок возвращён', draft.id],
      ['block_draft', 'Блок взят в черновик', draft.id],
      ['create', 'Создание', null],
    ]);
    expect(journal[0]!.employee?.id).toBe(employeeId);
    // The block can be reserved again.
    const second = await api.post(`/api/chanel/block/${own.id}/reserve/`);
    expect(second.statusCode).toBe(201);
    expect(second.json().id).not.toBe(draft.id);
    await api.delete(`/api/v2/booking/${second.json().id}/permanent/`);
  });

  it('are consumed by the save of their draft, which then holds the room itself', async () => {
    const own = await block(30, 31, true);
    const draft = (await api.post(`/api/chanel/block/${own.id}/reserve/`)).json();
    const version = (await api.get(`/api/v2/booking/${draft.id}/`)).json().version;
    const saved = await api.put(`/api/v2/booking/${draft.id}/`, {
      version,
      check_in: '2026-12-30 14:00',
      check_out: '2026-12-31 12:00',
      room: roomId,
      clients: [{ first_name: 'Айгуль', last_name: 'Серикова', phone_number: '+7 701 111 22 33' }],
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().booking_status).toBe('reserved');
    expect(await t.database.db.$count(blocks, eq(blocks.id, own.id))).toBe(0);
    expect(await t.database.db.$count(holds, eq(holds.bookingId, draft.id))).toBe(1);
    const journal = await blockJournal(own.id);
    expect(journal[0]).toMatchObject({
      action: 'block_consume',
      action_label: 'Блок использован для брони',
      booking_id: draft.id,
      employee: { id: employeeId },
    });
  });

  it("are consumed by the group save of their draft, the editor's other save", async () => {
    const own = await block(6, 7, true);
    const draft = (await api.post(`/api/chanel/block/${own.id}/reserve/`)).json();
    const g = (await api.get(`/api/v2/booking/group/${draft.id}/`)).json();
    const saved = await api.put(`/api/v2/booking/group/${draft.id}/`, {
      version: g.version,
      clients: [{ first_name: 'Компания «Казтур»', phone_number: '+7 727 000' }],
      child_list: [
        {
          id: draft.id,
          version: g.child_list[0].version,
          room: roomId,
          check_in: '2026-12-06 14:00',
          check_out: '2026-12-07 12:00',
        },
      ],
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(await t.database.db.$count(blocks, eq(blocks.id, own.id))).toBe(0);
    expect(await t.database.db.$count(holds, eq(holds.bookingId, draft.id))).toBe(1);
    expect((await blockJournal(own.id))[0]).toMatchObject({ action: 'block_consume', booking_id: draft.id });
  });

  it('let their draft be dragged over them: its own block is no conflict, and still comes back if it is closed', async () => {
    const own = await block(40, 42, true);
    const draft = (await api.post(`/api/chanel/block/${own.id}/reserve/`)).json();
    // A day later, over the block's second night and one night past it.
    const later = { room: roomId, koika: null, check_in: day(41), check_out: day(43, 12) };
    // The calendar names the draft on its block, so a drag of the draft does not call the block taken.
    const calendar = (await api.get(`/api/v2/main/calendar/?start=${day(39)}&end=${day(44)}`)).json() as {
      categories: { room_list: { booking_list: { kind: string; id: number; draft?: number }[] }[] }[];
    };
    const items = calendar.categories.flatMap((c) => c.room_list.flatMap((r) => r.booking_list));
    expect(items.find((i) => i.kind === 'block' && i.id === own.id)?.draft).toBe(draft.id);
    // The editor's room select does not mark the draft's own room taken by its own block.
    const free = async (booking?: number) =>
      (
        await api.get(
          `/api/v2/main/availability/?check_in=${later.check_in}&check_out=${later.check_out}${booking ? `&booking=${booking}` : ''}`,
        )
      )
        .json()
        .categories.flatMap((c: { rooms: { id: number; free: boolean }[] }) => c.rooms)
        .find((r: { id: number }) => r.id === roomId).free;
    expect(await free()).toBe(false);
    expect(await free(draft.id)).toBe(true);
    const quote = await api.post(`/api/v2/booking/${draft.id}/move/quote/`, later);
    expect(quote.statusCode, quote.body).toBe(200);
    expect(quote.json().conflict).toBeUndefined();
    const moved = await api.patch(`/api/v2/booking/${draft.id}/move/`, later);
    expect(moved.statusCode, moved.body).toBe(200);
    expect(moved.json()).toMatchObject({ status: 'new', check_in: day(41), check_out: day(43, 12) });
    // The block keeps holding its own dates for the draft; the draft holds only the night past it.
    expect(await holdsOf(eq(holds.blockId, own.id))).toEqual([[day(40), day(42, 12)]]);
    expect(await holdsOf(eq(holds.bookingId, draft.id))).toEqual([[day(42, 12), day(43, 12)]]);
    // Nothing else takes that night while the draft is open.
    const other = await api.post('/api/booking/', {
      check_in: day(42, 13),
      check_out: day(43, 12),
      room: roomId,
    });
    expect(other.statusCode).toBe(409);
    // Back inside the block, the draft holds nothing of its own again.
    const back = await api.patch(`/api/v2/booking/${draft.id}/move/`, {
      ...later,
      check_in: day(40),
      check_out: day(41, 12),
    });
    expect(back.statusCode, back.body).toBe(200);
    expect(await holdsOf(eq(holds.bookingId, draft.id))).toEqual([]);
    // Closed unsaved: the block is back as it was.
    await api.patch(`/api/v2/booking/${draft.id}/move/`, later);
    expect((await api.delete(`/api/v2/booking/${draft.id}/permanent/`)).statusCode).toBe(204);
    expect(await blockRow(own.id)).toMatchObject({ bookingId: null });
    expect(await holdsOf(eq(holds.blockId, own.id))).toEqual([[day(40), day(42, 12)]]);
    expect(await holdsOf(eq(holds.bookingId, draft.id))).toEqual([]);
  });

  it('are consumed by the save of a draft dragged over them, which then holds its whole stay', async () => {
    const own = await block(45, 47, true);
    const draft = (await api.post(`/api/chanel/block/${own.id}/reserve/`)).json();
    const later = { room: roomId, koika: null, check_in: day(46), check_out: day(48, 12) };
    expect((await api.patch(`/api/v2/booking/${draft.id}/move/`, later)).statusCode).toBe(200);
    const version = (await api.get(`/api/v2/booking/${draft.id}/`)).json().version;
    const saved = await api.put(`/api/v2/booking/${draft.id}/`, {
      version,
      check_in: '2027-01-15 14:00',
      check_out: '2027-01-17 12:00',
      room: roomId,
      clients: [{ first_name: 'Айгуль', last_name: 'Серикова', phone_number: '+7 701 111 22 33' }],
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(await t.database.db.$count(blocks, eq(blocks.id, own.id))).toBe(0);
    expect(await holdsOf(eq(holds.bookingId, draft.id))).toEqual([[day(46), day(48, 12)]]);
  });

  it('come back in the cancel of their draft itself, and the journal says so', async () => {
    const own = await block(50, 51, true);
    const draft = (await api.post(`/api/chanel/block/${own.id}/reserve/`)).json();
    const cancelled = await api.delete(`/api/v2/booking/${draft.id}/`, { cancel_reason: 'Передумали' });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    // Free again at once, not only when the block is next touched; still holding its room.
    expect(await blockRow(own.id)).toMatchObject({ bookingId: null });
    expect(await holdsOf(eq(holds.blockId, own.id))).toEqual([[day(50), day(51, 12)]]);
    const journal = await blockJournal(own.id);
    expect(journal.map((r) => [r.action, r.booking_id])).toEqual([
      ['block_return', draft.id],
      ['block_draft', draft.id],
      ['create', null],
    ]);
    expect(journal[0]!.employee?.id).toBe(employeeId);
  });

  it('come back when their draft is cancelled instead of deleted', async () => {
    const own = await block(4, 5, true);
    const draft = (await api.post(`/api/chanel/block/${own.id}/reserve/`)).json();
    const cancelled = await api.delete(`/api/v2/booking/${draft.id}/`, { cancel_reason: 'Передумали' });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    // 'резерв' makes a new draft rather than answering the cancelled one, and the block can be changed.
    const again = await api.post(`/api/chanel/block/${own.id}/reserve/`);
    expect(again.json()).toMatchObject({ status: 'new' });
    expect(again.json().id).not.toBe(draft.id);
    expect((await api.delete(`/api/v2/booking/${again.json().id}/permanent/`)).statusCode).toBe(204);
    const other = (await api.post(`/api/chanel/block/${own.id}/reserve/`)).json();
    await api.delete(`/api/v2/booking/${other.id}/`, { cancel_reason: 'Передумали' });
    expect(
      (await api.post(`/api/chanel/block/${own.id}/remove_only_room/`, { room: roomId })).statusCode,
    ).toBe(200);
    // Its end reads as a deletion, not as a consumption by the cancelled draft.
    expect((await blockJournal(own.id))[0]).toMatchObject({ action: 'delete' });
  });

  it('come back when the sweeper removes their abandoned draft', async () => {
    const own = await block(18, 19, true);
    const draft = (await api.post(`/api/chanel/block/${own.id}/reserve/`)).json();
    await t.database.db
      .update(bookings)
      .set({ updatedAt: new Date(Date.now() - 45 * 60_000) })
      .where(eq(bookings.id, draft.id));
    expect((await sweepBookings(t.database.db, { now: new Date(), draftTtlMinutes: 30 })).drafts).toBe(1);
    expect(await blockRow(own.id)).toMatchObject({ bookingId: null });
    expect(await t.database.db.$count(holds, eq(holds.blockId, own.id))).toBe(1);
    // Recorded as the system's doing (no employee).
    expect((await blockJournal(own.id))[0]).toMatchObject({
      action: 'block_return',
      booking_id: draft.id,
      employee: null,
    });
  });

  it('are announced live as own or foreign, so a calendar draws a new one right', async () => {
    const heard: string[] = [];
    const stop = await t.database.listen(CALENDAR_CHANNEL, (p) => heard.push(p));
    const channel = (
      await api.post('/api/v2/sales-channels/', { name: 'Чужой канал', kind: 'ota', commission_percent: 0 })
    ).json().id;
    const res = await api.post('/api/v2/sales-channels/add-blocks/', {
      channel,
      category: categoryId,
      rooms: [roomId],
      start: day(26, 13),
      end: day(27, 12),
      is_own: false,
    });
    expect(res.statusCode, res.body).toBe(201);
    await expect
      .poll(() => heard.map((h) => JSON.parse(h).booking))
      .toEqual([expect.objectContaining({ id: res.json().blocks[0].id, kind: 'block', is_own: false })]);
    await stop();
    await api.post(`/api/chanel/block/${res.json().blocks[0].id}/remove_only_room/`, { room: roomId });
  });

  it('are recorded when created and deleted, with who did it', async () => {
    const channel = (
      await api.post('/api/v2/sales-channels/', {
        name: 'Сайт отеля 2',
        kind: 'direct',
        commission_percent: 0,
      })
    ).json().id;
    const res = await api.post('/api/v2/sales-channels/add-blocks/', {
      channel,
      category: categoryId,
      rooms: [roomId],
      start: day(24),
      end: day(25, 12),
      is_own: true,
    });
    expect(res.statusCode, res.body).toBe(201);
    const id = res.json().blocks[0].id;
    expect((await api.post(`/api/chanel/block/${id}/remove_only_room/`, { room: roomId })).statusCode).toBe(
      200,
    );
    const journal = await blockJournal(id);
    expect(journal.map((r) => [r.action, r.employee?.id])).toEqual([
      ['delete', employeeId],
      ['create', employeeId],
    ]);
    expect(journal[1]!.data).toMatchObject({ room: '101', channel: 'Сайт отеля 2', is_own: true });
  });

  it('move to new dates, refused where the room is taken', async () => {
    const b = await block(12, 13, false);
    const moved = await api.patch(`/api/chanel/block/${b.id}/`, { start: day(14), end: day(16, 12) });
    expect(moved.json()).toMatchObject({ id: b.id, start: day(14), end: day(16, 12) });
    expect(
      (await api.post('/api/booking/', { check_in: day(12), check_out: day(13, 12), room: roomId }))
        .statusCode,
    ).toBe(201);
    const clash = await api.patch(`/api/chanel/block/${b.id}/`, { start: day(12), end: day(15, 12) });
    expect(clash.statusCode).toBe(409);
    const [still] = await t.database.db.select().from(blocks).where(eq(blocks.id, b.id));
    expect(still?.start.getTime()).toBe(day(14) * 1000);
  });

  it('let a room be taken out, freeing it', async () => {
    const b = await block(20, 22, false);
    const wrong = await api.post(`/api/chanel/block/${b.id}/remove_only_room/`, { room: roomId + 999 });
    expect(wrong.json()).toEqual({ error: 'Этот номер не входит в блок', field: 'room' });
    expect((await api.post(`/api/chanel/block/${b.id}/remove_only_room/`, { room: roomId })).statusCode).toBe(
      200,
    );
    const res = await api.post('/api/booking/', { check_in: day(20), check_out: day(22, 12), room: roomId });
    expect(res.statusCode).toBe(201);
    // The freed room is held by the new booking now, and by nothing else.
    const stay = sql`tstzrange(to_timestamp(${day(20)}), to_timestamp(${day(22, 12)}))`;
    const held = await t.database.db
      .select({ bookingId: holds.bookingId, blockId: holds.blockId })
      .from(holds)
      .where(and(eq(holds.unitId, unitId), sql`${holds.period} && ${stay}`));
    expect(held).toEqual([{ bookingId: res.json().id, blockId: null }]);
  });

  it('are invisible to another company', async () => {
    const b = await block(25, 26, true);
    const other = await buildCompany(t.database.db);
    const theirs = client(
      app,
      (await login(app, (await buildEmployee(t.database.db, other.id)).email, TEST_PASSWORD)).token,
    );
    expect((await theirs.post(`/api/chanel/block/${b.id}/reserve/`)).statusCode).toBe(404);
    expect(
      (await theirs.patch(`/api/chanel/block/${b.id}/`, { start: day(25), end: day(27) })).statusCode,
    ).toBe(404);
  });
});
