import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CALENDAR_CHANNEL } from '../../db/calendar-channel.ts';
import { bookings, holds } from '../../db/schema.ts';
import { decemberInAlmaty } from '../../test/factories.ts';
import { startWorld, stopWorld, type TestClient, type TestDb } from '../../test/harness.ts';
import { sweepBookings } from './booking-sweeps.ts';

let t: TestDb;
let app: FastifyInstance;
let api: TestClient;
let roomId: number;
const day = decemberInAlmaty;

beforeAll(async () => {
  ({ t, app, api } = await startWorld());
  const cat = (
    await api.post('/api/v2/categories/', { name: 'Стандарт', category_type: 'room', place_number: 2 })
  ).json();
  roomId = (await api.post('/api/v2/categories/rooms/', { name: '101', category: cat.id })).json().id;
});
afterAll(() => stopWorld({ t, app }));

async function reserve(d: number) {
  return (
    await api.post('/api/booking/', { check_in: day(d), check_out: day(d + 1, 12), room: roomId })
  ).json() as {
    id: number;
  };
}

describe('sweeper', () => {
  it('expires reserves past their hold time, frees the room and announces it', async () => {
    const db = t.database.db;
    const due = await reserve(1);
    const later = await reserve(3);
    const now = new Date('2026-11-25T10:00:00Z');
    await db
      .update(bookings)
      .set({ status: 'reserved', hasExpire: true, expireOn: new Date('2026-11-25T09:59:00Z') })
      .where(eq(bookings.id, due.id));
    await db
      .update(bookings)
      .set({ status: 'reserved', hasExpire: true, expireOn: new Date('2026-11-25T10:01:00Z') })
      .where(eq(bookings.id, later.id));
    const heard: string[] = [];
    const stop = await t.database.listen(CALENDAR_CHANNEL, (p) => heard.push(p));

    expect(await sweepBookings(db, { now, draftTtlMinutes: 60 * 24 * 365 })).toEqual({
      expired: 1,
      drafts: 0,
    });
    const [row] = await db.select().from(bookings).where(eq(bookings.id, due.id));
    expect(row?.status).toBe('expired');
    expect(await db.$count(holds, eq(holds.bookingId, due.id))).toBe(0);
    expect(await db.$count(holds, eq(holds.bookingId, later.id))).toBe(1);
    await expect
      .poll(() => heard.map((h) => JSON.parse(h).booking))
      .toEqual([expect.objectContaining({ id: due.id, status: 'expired' })]);
    await stop();
    // The room is free again for those dates.
    expect(
      (await api.post('/api/booking/', { check_in: day(1), check_out: day(2, 12), room: roomId })).statusCode,
    ).toBe(201);
  });

  it('deletes drafts untouched for longer than the time-to-live, and only those', async () => {
    const db = t.database.db;
    const stale = await reserve(10);
    const fresh = await reserve(12);
    await db
      .update(bookings)
      .set({ updatedAt: new Date(Date.now() - 45 * 60_000) })
      .where(eq(bookings.id, stale.id));
    const swept = await sweepBookings(db, { now: new Date(), draftTtlMinutes: 30 });
    expect(swept.drafts).toBe(1);
    expect(await db.$count(bookings, eq(bookings.id, stale.id))).toBe(0);
    expect(await db.$count(bookings, eq(bookings.id, fresh.id))).toBe(1);
  });
});
