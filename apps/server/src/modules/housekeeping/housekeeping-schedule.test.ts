/**
 * The daily run (issue 33) at each company's local hour, on both databases: the clock is injected, so
 * the tidy hour, a daylight-saving day and two time zones are stepped through without waiting; running
 * twice (or on two instances at once) changes nothing more.
 */
import { fromLocal } from '@pms/domain';
import { and, eq, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookings, housekeepingSettings, roomConditionChanges, roomConditions } from '../../db/schema.ts';
import { buildCategory, buildCompany, buildRoom } from '../../test/factories.ts';
import { createTestDb, type TestDb } from '../../test/harness.ts';
import { runHousekeepingSchedule } from './index.ts';

let t: TestDb;
const at = (date: string, time: string, zone: string) => new Date(fromLocal(date, time, zone) * 1000);

async function hotel(timezone: string, settings: Partial<typeof housekeepingSettings.$inferInsert> = {}) {
  const company = await buildCompany(t.database.db, { timezone });
  if (Object.keys(settings).length)
    await t.database.db.insert(housekeepingSettings).values({ companyId: company.id, ...settings });
  const category = await buildCategory(t.database.db, company.id);
  return { id: company.id, timezone, categoryId: category.id };
}

/** A room with a guest in it (status check_in) from `from` to `to`, local dates at 14:00 and 12:00. */
async function occupied(h: Awaited<ReturnType<typeof hotel>>, from: string, to: string) {
  const room = await buildRoom(t.database.db, h.id, h.categoryId);
  await t.database.db.insert(bookings).values({
    companyId: h.id,
    categoryId: h.categoryId,
    roomId: room.id,
    status: 'check_in',
    checkIn: at(from, '14:00', h.timezone),
    checkOut: at(to, '12:00', h.timezone),
  });
  return room.id;
}

const conditionOf = async (roomId: number) =>
  (
    await t.database.db
      .select()
      .from(roomConditions)
      .where(and(eq(roomConditions.roomId, roomId), isNull(roomConditions.bedId)))
  )[0];
const changesOf = (roomId: number) =>
  t.database.db.select().from(roomConditionChanges).where(eq(roomConditionChanges.roomId, roomId));

beforeAll(async () => {
  t = await createTestDb();
});
afterAll(() => t.dispose());

describe('the daily tidy in Asia/Almaty', () => {
  let h: Awaited<ReturnType<typeof hotel>>;
  let room: number;
  let arriving: number;
  let leaving: number;
  beforeAll(async () => {
    h = await hotel('Asia/Almaty');
    room = await occupied(h, '2026-12-01', '2026-12-06');
    arriving = await occupied(h, '2026-12-03', '2026-12-05');
    leaving = await occupied(h, '2026-12-01', '2026-12-03');
  });

  it('does nothing before the hour', async () => {
    const changed = await runHousekeepingSchedule(t.database.db, at('2026-12-03', '09:59', h.timezone));
    expect(changed.has(h.id)).toBe(false);
    expect(await conditionOf(room)).toBeUndefined();
  });

  it('at 10:00 local makes the room lived in through the day dirty; not the arrival’s nor the departure’s', async () => {
    const changed = await runHousekeepingSchedule(t.database.db, at('2026-12-03', '10:00', h.timezone));
    expect(changed.get(h.id)).toBe(1);
    expect(await conditionOf(room)).toMatchObject({ condition: 'dirty', source: 'tidy', linenChange: false });
    expect(await conditionOf(arriving)).toBeUndefined();
    expect(await conditionOf(leaving)).toBeUndefined();
  });

  it('running again the same day, later or at once on two instances, changes nothing more', async () => {
    await runHousekeepingSchedule(t.database.db, at('2026-12-03', '10:30', h.timezone));
    await Promise.all([
      runHousekeepingSchedule(t.database.db, at('2026-12-03', '23:59', h.timezone)),
      runHousekeepingSchedule(t.database.db, at('2026-12-03', '23:59', h.timezone)),
    ]);
    expect(await changesOf(room)).toHaveLength(1);
  });

  it('the next day, after three nights, the linen is due; two runs at once do it once', async () => {
    await t.database.db
      .update(roomConditions)
      .set({ condition: 'clean', changedAt: at('2026-12-03', '12:00', h.timezone) })
      .where(eq(roomConditions.roomId, room));
    const runs = await Promise.all([
      runHousekeepingSchedule(t.database.db, at('2026-12-04', '10:01', h.timezone)),
      runHousekeepingSchedule(t.database.db, at('2026-12-04', '10:01', h.timezone)),
    ]);
    // Two rooms: this one's linen, and yesterday's arrival now lived in through the day (its tidy).
    expect(runs.map((r) => r.get(h.id) ?? 0).sort()).toEqual([0, 2]);
    expect(await conditionOf(room)).toMatchObject({ condition: 'dirty', source: 'linen', linenChange: true });
    expect(await conditionOf(arriving)).toMatchObject({ condition: 'dirty', source: 'tidy' });
    expect(await changesOf(room)).toHaveLength(3);
  });
});

describe('time zones and daylight saving', () => {
  it('one instant is the tidy hour in Almaty and not yet in Berlin', async () => {
    const almaty = await hotel('Asia/Almaty');
    const berlin = await hotel('Europe/Berlin');
    const a = await occupied(almaty, '2026-12-10', '2026-12-14');
    const b = await occupied(berlin, '2026-12-10', '2026-12-14');
    // 10:00 in Almaty (UTC+5) is 06:00 in Berlin (UTC+1).
    const instant = at('2026-12-12', '10:00', 'Asia/Almaty');
    const changed = await runHousekeepingSchedule(t.database.db, instant);
    expect(changed.has(almaty.id)).toBe(true);
    expect(changed.has(berlin.id)).toBe(false);
    expect((await conditionOf(a))?.condition).toBe('dirty');
    expect(await conditionOf(b)).toBeUndefined();
    await runHousekeepingSchedule(t.database.db, at('2026-12-12', '10:00', 'Europe/Berlin'));
    expect((await conditionOf(b))?.condition).toBe('dirty');
  });

  it('a tidy hour the spring-forward day skips (02:00 in Berlin, 29.03.2026) runs at 03:00', async () => {
    const berlin = await hotel('Europe/Berlin', { tidyHour: 2 });
    const room = await occupied(berlin, '2026-03-27', '2026-03-31');
    // 01:59 CET is 00:59 UTC; the next minute is 03:00 CEST.
    expect(
      (await runHousekeepingSchedule(t.database.db, new Date('2026-03-29T00:59:00Z'))).has(berlin.id),
    ).toBe(false);
    const changed = await runHousekeepingSchedule(t.database.db, new Date('2026-03-29T01:00:00Z'));
    expect(changed.get(berlin.id)).toBe(1);
    expect((await conditionOf(room))?.changedAt.toISOString()).toBe('2026-03-29T01:00:00.000Z');
  });

  it('on the fall-back day (25.10.2026) 10:00 is 10:00 local: 09:00 UTC, not 08:00', async () => {
    const berlin = await hotel('Europe/Berlin');
    const room = await occupied(berlin, '2026-10-23', '2026-10-27');
    expect(
      (await runHousekeepingSchedule(t.database.db, new Date('2026-10-25T08:30:00Z'))).has(berlin.id),
    ).toBe(false);
    expect(
      (await runHousekeepingSchedule(t.database.db, new Date('2026-10-25T09:00:00Z'))).get(berlin.id),
    ).toBe(1);
    expect((await conditionOf(room))?.source).toBe('tidy');
  });

  it('with the daily tidy off only the linen is changed; an out-of-order room is left alone', async () => {
    const h = await hotel('America/New_York', { dailyTidy: false, linenEveryNights: 2 });
    const tidyOnly = await occupied(h, '2026-11-02', '2026-11-08');
    const linen = await occupied(h, '2026-11-01', '2026-11-08');
    const broken = await occupied(h, '2026-11-01', '2026-11-08');
    await t.database.db.insert(roomConditions).values({
      companyId: h.id,
      roomId: broken,
      condition: 'out_of_order',
      reason: 'Ремонт душа',
      changedAt: new Date('2026-11-01T00:00:00Z'),
    });
    // New York leaves daylight time on 01.11.2026: 10:00 on 03.11 is 15:00 UTC.
    const changed = await runHousekeepingSchedule(t.database.db, new Date('2026-11-03T15:00:00Z'));
    expect(changed.get(h.id)).toBe(1);
    expect(await conditionOf(tidyOnly)).toBeUndefined();
    expect(await conditionOf(linen)).toMatchObject({
      condition: 'dirty',
      linenChange: true,
      source: 'linen',
    });
    expect((await conditionOf(broken))?.condition).toBe('out_of_order');
  });
});
