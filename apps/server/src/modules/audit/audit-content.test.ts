/**
 * Issue 29, items 16 and 17: what was not journaled (a housekeeper's repair, a block's room, news, banners,
 * pictures, tags), each recorded in the transaction of its write, and the names a record keeps of the rows
 * its ids point at (migration 0052), which a later rename does not rewrite.
 */
import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { blocks, categories, holds, salesChannels } from '../../db/schema.ts';
import { write } from '../../db/write.ts';
import {
  buildBooking,
  buildCategory,
  buildEmployee,
  buildRoom,
  decemberInAlmaty as day,
  TEST_PASSWORD,
} from '../../test/factories.ts';
import { client, login, startWorld, stopWorld, type TestClient, type TestDb } from '../../test/harness.ts';

let t: TestDb;
let app: FastifyInstance;
let api: TestClient;
let companyId: number;
let ownerId: number;
let ownerEmail: string;
let categoryId: number;
let roomId: number;

interface Row {
  entity: string;
  entity_id: number | null;
  employee: { id: number } | null;
  action: string;
  changes: Record<string, [unknown, unknown]>;
  data: Record<string, unknown>;
}
async function recordsOf(entity: string, id: number): Promise<Row[]> {
  const res = await api.get(`/api/v2/audit/?entity=${entity}&page[size]=200`);
  expect(res.statusCode, res.body).toBe(200);
  return (res.json().results as Row[]).filter((r) => r.entity_id === id);
}

beforeAll(async () => {
  let owner: { id: number; email: string };
  ({ t, app, api, companyId, employee: owner } = await startWorld());
  ownerId = owner.id;
  ownerEmail = owner.email;
  categoryId = (await buildCategory(t.database.db, companyId, { name: 'Стандарт' })).id;
  roomId = (await buildRoom(t.database.db, companyId, categoryId, '301')).id;
});
afterAll(() => stopWorld({ t, app }));

describe('a repair', () => {
  it('is journaled when a housekeeper closes a room, when it changes and when it is reopened', async () => {
    const maid = await buildEmployee(t.database.db, companyId, {}, 'housekeeper');
    const housekeeper = client(app, (await login(app, maid.email, TEST_PASSWORD)).token);
    const made = await housekeeper.post('/api/v2/categories/room-repair/', {
      room: roomId,
      check_in: day(3),
      check_out: day(5, 12),
      comment: 'Течёт кран',
    });
    expect(made.statusCode, made.body).toBe(201);
    const id = made.json().id as number;
    const other = await buildRoom(t.database.db, companyId, categoryId, '302');
    // No route moves a repair today; whatever does will be recorded, as a direct change is.
    await write(t.database.db, { employeeId: maid.id, companyId }, (tx) =>
      tx.execute(sql`update repairs set room_id = ${other.id}, comment = 'Кран и душ' where id = ${id}`),
    );
    expect((await housekeeper.delete(`/api/v2/categories/room-repair/${id}/`)).statusCode).toBe(204);
    const [deleted, changed, created] = await recordsOf('repair', id);
    expect(created).toMatchObject({
      action: 'create',
      employee: { id: maid.id },
      changes: { check_in: [null, day(3)], check_out: [null, day(5, 12)], comment: [null, 'Течёт кран'] },
      data: { room: '301', check_in: day(3), check_out: day(5, 12), comment: 'Течёт кран' },
    });
    expect(changed).toMatchObject({
      action: 'update',
      changes: { room_id: [roomId, other.id], comment: ['Течёт кран', 'Кран и душ'] },
      data: { room: '302', names: { room_id: ['301', '302'] } },
    });
    expect(deleted).toMatchObject({ action: 'delete', employee: { id: maid.id }, data: { room: '302' } });
  });

  it('a refused repair records nothing', async () => {
    const before = (await api.get('/api/v2/audit/?entity=repair')).json().count as number;
    const res = await api.post('/api/v2/categories/room-repair/', {
      room: roomId,
      check_in: day(5),
      check_out: day(3),
    });
    expect(res.statusCode).toBe(400);
    expect((await api.get('/api/v2/audit/?entity=repair')).json().count).toBe(before);
  });
});

describe("a block's room, channel and ownership", () => {
  it('are recorded with the names they had', async () => {
    const db = t.database.db;
    const [site] = await db.insert(salesChannels).values({ companyId, name: 'Сайт' }).returning();
    const [ota] = await db.insert(salesChannels).values({ companyId, name: 'Booking.com' }).returning();
    const other = await buildRoom(db, companyId, categoryId, '303');
    const added = await api.post('/api/v2/sales-channels/add-blocks/', {
      channel: site!.id,
      category: categoryId,
      rooms: [roomId],
      start: day(20),
      end: day(22, 12),
    });
    expect(added.statusCode, added.body).toBe(201);
    const id = added.json().blocks[0].id as number;
    await write(db, { employeeId: ownerId, companyId }, async (tx) => {
      await tx.delete(holds).where(eq(holds.blockId, id));
      await tx
        .update(blocks)
        .set({ roomId: other.id, channelId: ota!.id, isOwn: false })
        .where(eq(blocks.id, id));
    });
    await db.update(salesChannels).set({ name: 'Booking' }).where(eq(salesChannels.id, ota!.id));
    const [changed] = await recordsOf('block', id);
    expect(changed).toMatchObject({
      action: 'update',
      changes: { room_id: [roomId, other.id], channel_id: [site!.id, ota!.id], is_own: [true, false] },
      // The names as they were when written: the channel's later rename does not rewrite them.
      data: { names: { room_id: ['301', '303'], channel_id: ['Сайт', 'Booking.com'] } },
    });
  });
});

describe("a booking's source", () => {
  it("reads as the channel's name it had, not its id ('Источник: — → 6')", async () => {
    const db = t.database.db;
    const room = await buildRoom(db, companyId, categoryId, '304');
    const booking = await buildBooking(db, room);
    const [channel] = await db.insert(salesChannels).values({ companyId, name: 'Сайт отеля' }).returning();
    await write(db, { employeeId: ownerId, companyId }, (tx) =>
      tx.execute(sql`update bookings set source_id = ${channel!.id} where id = ${booking.id}`),
    );
    await db
      .update(salesChannels)
      .set({ name: 'Сайт отеля (старый)' })
      .where(eq(salesChannels.id, channel!.id));
    const history = (await api.get(`/api/v2/booking/${booking.id}/history/`)).json() as Row[];
    const change = history.find((r) => r.changes.source_id);
    expect(change).toMatchObject({
      changes: { source_id: [null, channel!.id] },
      data: { names: { source_id: [null, 'Сайт отеля'] } },
    });
  });
});

/** A real PNG, as the browser uploads it. */
async function upload(url: string, fields: Record<string, string>) {
  const bytes = await sharp({
    create: { width: 64, height: 48, channels: 3, background: { r: 200, g: 80, b: 40 } },
  })
    .png()
    .toBuffer();
  const boundary = '----pmsjournal';
  const parts = Object.entries(fields).map(([k, v]) =>
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${k}"\r\n\r\n${v}\r\n`),
  );
  const payload = Buffer.concat([
    ...parts,
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="image"; filename="p.png"\r\nContent-Type: image/png\r\n\r\n`,
    ),
    bytes,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  const token = (await login(app, ownerEmail, TEST_PASSWORD)).token;
  return app.inject({
    method: 'POST',
    url,
    payload,
    headers: {
      authorization: `Bearer ${token}`,
      'content-type': `multipart/form-data; boundary=${boundary}`,
    },
  });
}
describe("the booking page's content", () => {
  it("a category's photo: added, made main, deleted, with its category's name", async () => {
    const made = await upload('/api/v2/categories/images/', { category: String(categoryId) });
    expect(made.statusCode, made.body).toBe(201);
    const first = made.json().id as number;
    const second = (await upload('/api/v2/categories/images/', { category: String(categoryId) })).json()
      .id as number;
    expect((await api.patch(`/api/v2/categories/images/main/${second}/`, {})).statusCode).toBe(200);
    expect((await api.delete(`/api/v2/categories/images/${first}/`)).statusCode).toBe(204);
    const records = await recordsOf('image', first);
    expect(records.map((r) => r.action)).toEqual(['delete', 'update', 'create']);
    expect(records[0]).toMatchObject({
      employee: { id: ownerId },
      changes: { owner_kind: ['category', null] },
      data: { owner_kind: 'category', names: { owner_id: 'Стандарт' } },
    });
    expect(records[1]!.changes).toEqual({ is_main: [true, false] });
    // The bytes never go into the journal.
    for (const r of records)
      for (const f of ['data', 'thumb', 'etag']) expect(r.changes).not.toHaveProperty(f);
  });

  it('a tag: created, renamed, deleted, with its category', async () => {
    const made = await api.post('/api/v2/categories/tags/', { category: categoryId, name: 'Wi-Fi' });
    expect(made.statusCode, made.body).toBe(201);
    const id = made.json().id as number;
    expect((await api.patch(`/api/v2/categories/tags/${id}/`, { name: 'Бесплатный Wi-Fi' })).statusCode).toBe(
      200,
    );
    await t.database.db.update(categories).set({ name: 'Стандарт+' }).where(eq(categories.id, categoryId));
    expect((await api.delete(`/api/v2/categories/tags/${id}/`)).statusCode).toBe(204);
    const [deleted, renamed, created] = await recordsOf('tag', id);
    expect(created).toMatchObject({
      action: 'create',
      changes: { category_id: [null, categoryId] },
      data: { name: 'Wi-Fi', names: { category_id: [null, 'Стандарт'] } },
    });
    expect(renamed).toMatchObject({
      action: 'update',
      changes: { name: ['Wi-Fi', 'Бесплатный Wi-Fi'] },
      data: { names: { category_id: 'Стандарт' } },
    });
    expect(deleted).toMatchObject({
      action: 'delete',
      data: { names: { category_id: ['Стандарт+', null] } },
    });
  });

  it('a news item: created, changed, deleted', async () => {
    const made = await api.post('/api/v2/companies/feed/', {
      title: 'Открыли сауну',
      text: 'С понедельника',
      published_at: '2026-12-01',
    });
    expect(made.statusCode, made.body).toBe(201);
    const id = made.json().id as number;
    const changed = await api.put(`/api/v2/companies/feed/${id}/`, {
      title: 'Открыли сауну',
      text: 'С понедельника',
      published_at: '2026-12-01',
      published: false,
    });
    expect(changed.statusCode, changed.body).toBe(200);
    expect((await api.delete(`/api/v2/companies/feed/${id}/`)).statusCode).toBe(204);
    const [deleted, update, created] = await recordsOf('news', id);
    expect(created).toMatchObject({
      action: 'create',
      employee: { id: ownerId },
      changes: { title: [null, 'Открыли сауну'], published_at: [null, '2026-12-01'] },
      data: { name: 'Открыли сауну' },
    });
    expect(update).toMatchObject({ action: 'update', changes: { published: [true, false] } });
    expect(deleted).toMatchObject({ action: 'delete', data: { name: 'Открыли сауну' } });
  });

  it('a banner: created, changed, deleted', async () => {
    const picture = (await upload('/api/v2/companies/images/', {})).json().id as number;
    const made = await api.post('/api/v2/companies/strip/', { image: picture, caption: 'Зима', position: 1 });
    expect(made.statusCode, made.body).toBe(201);
    const id = made.json().id as number;
    const changed = await api.put(`/api/v2/companies/strip/${id}/`, {
      image: picture,
      caption: 'Зима 2027',
      position: 1,
    });
    expect(changed.statusCode, changed.body).toBe(200);
    expect((await api.delete(`/api/v2/companies/strip/${id}/`)).statusCode).toBe(204);
    const [deleted, update, created] = await recordsOf('banner', id);
    expect(created).toMatchObject({ action: 'create', data: { name: 'Зима' } });
    expect(update).toMatchObject({ action: 'update', changes: { caption: ['Зима', 'Зима 2027'] } });
    expect(deleted).toMatchObject({ action: 'delete', data: { name: 'Зима 2027' } });
  });
});
