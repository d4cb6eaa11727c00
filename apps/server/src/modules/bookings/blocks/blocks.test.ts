import { and, eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { blocks, holds, salesChannels } from '../../../db/schema.ts';
import { buildCompany, buildEmployee, decemberInAlmaty, TEST_PASSWORD } from '../../../test/factories.ts';
import { client, login, startWorld, stopWorld, type TestClient, type TestDb } from '../../../test/harness.ts';

let t: TestDb;
let app: FastifyInstance;
let api: TestClient;
let companyId: number;
let roomId: number;
let unitId: number;
const day = decemberInAlmaty;

beforeAll(async () => {
  ({ t, app, api, companyId } = await startWorld());
  const cat = (
    await api.post('/api/v2/categories/', { name: 'Стандарт', category_type: 'room', place_number: 2 })
  ).json();
  roomId = (await api.post('/api/v2/categories/rooms/', { name: '101', category: cat.id })).json().id;
  unitId = (await t.database.db.query.units.findFirst({ where: (u, { eq: is }) => is(u.roomId, roomId) }))!
    .id;
});
afterAll(() => stopWorld({ t, app }));

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

  it('of our own become a draft booking of the same room and dates', async () => {
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
    expect(await t.database.db.$count(blocks, eq(blocks.id, own.id))).toBe(0);
    expect(await t.database.db.$count(holds, eq(holds.bookingId, res.json().id))).toBe(1);
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
