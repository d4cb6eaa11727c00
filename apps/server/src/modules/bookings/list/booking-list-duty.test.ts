/**
 * The list's duty is computed in SQL; the domain's roomDuties is the rule. Many factory-built groups
 * (random amounts, statuses, overpaid and unpaid, cancelled rooms, drafts joining) are compared room by
 * room, so the two cannot drift; and "today" of the tabs is the property's, at a fixed instant.
 */
import {
  type BookingStatus,
  formatMoney,
  parseMoney,
  realStatuses,
  roomDuties,
  tabStatuses,
} from '@pms/domain';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookings, companies } from '../../../db/schema.ts';
import {
  actorIn,
  decemberInAlmaty as almaty,
  buildBooking,
  buildCategory,
  buildRoom,
} from '../../../test/factories.ts';
import { startWorld, stopWorld, type TestClient, type TestDb } from '../../../test/harness.ts';
import { bookingList } from './booking-list.service.ts';

let t: TestDb;
let app: FastifyInstance;
let api: TestClient;
let companyId: number;

beforeAll(async () => {
  ({ t, app, api, companyId } = await startWorld());
});
afterAll(() => stopWorld({ t, app }));

/** A small deterministic generator, so a failure can be replayed. */
function random(seed: number) {
  let s = seed;
  return (n: number) => {
    s = (s * 1_103_515_245 + 12_345) % 2_147_483_648;
    // The high bits: an LCG's low bits repeat with a short period.
    return Math.floor((s / 2_147_483_648) * n);
  };
}

const statuses = [...realStatuses, 'canceled', 'client_cancel', 'company_cancel', 'expired', 'new'];

describe('duty in SQL against roomDuties', () => {
  it('agrees room by room over 60 groups and singles, and pages debtors and the duty order by it', async () => {
    const db = t.database.db;
    const pick = random(20261210);
    const category = await buildCategory(db, companyId);
    const room = await buildRoom(db, companyId, category.id);
    /** Up to `max` tenge, with tiyn. */
    const tenge = (max: number) => formatMoney(pick(max) * 100 + pick(100));
    const insert = async (values: Partial<typeof bookings.$inferInsert>) => {
      const row = await buildBooking(db, room, statuses[pick(statuses.length)]);
      const [updated] = await db
        .update(bookings)
        .set({ commonAmount: tenge(90_000), ...values })
        .where(eq(bookings.id, row.id))
        .returning();
      return updated!;
    };

    /** Each group's rooms and its payer, as the rule reads them. */
    const groups: { payer: number; rooms: number[] }[] = [];
    for (let g = 0; g < 60; g++) {
      const size = 1 + pick(5);
      // Nothing paid, a part, all of it, or more (a refund due); payments are taken on the parent.
      const paid = [0, pick(100_000), 90_000 * size, 120_000 * size][pick(4)]!;
      const kind = pick(10);
      if (kind === 0) {
        // A single booking: a group of one.
        const b = await insert({ paidAmount: formatMoney(paid * 100) });
        groups.push({ payer: b.id, rooms: [b.id] });
        continue;
      }
      const forming = kind === 1;
      // kind 2: rooms made before their parent (a booking made a group's parent later): the parent is
      // still covered first, whatever the ids.
      const early = kind === 2 ? [await insert({ isGroup: true }), await insert({ isGroup: true })] : [];
      const parent = await insert({ paidAmount: formatMoney(paid * 100), isGroup: !forming });
      for (const r of early)
        await db.update(bookings).set({ groupParent: parent.id }).where(eq(bookings.id, r.id));
      // kind 1: a booking whose group is still forming (not its own parent yet) with drafts joined:
      // it is a single booking to the rule; its drafts, never listed, are a group without a payer.
      if (!forming)
        await db.update(bookings).set({ groupParent: parent.id }).where(eq(bookings.id, parent.id));
      const rooms = [parent.id, ...early.map((r) => r.id)];
      for (let i = 1; i < size; i++) {
        const child = await insert({
          isGroup: true,
          groupParent: parent.id,
          ...(forming && { status: 'new' }),
        });
        rooms.push(child.id);
      }
      if (forming) {
        groups.push({ payer: parent.id, rooms: [parent.id] });
        groups.push({ payer: parent.id, rooms: rooms.slice(1) });
      } else groups.push({ payer: parent.id, rooms });
    }

    const stored = new Map(
      (await db.select().from(bookings).where(eq(bookings.companyId, companyId))).map((b) => [b.id, b]),
    );
    const expected = new Map<number, number>();
    for (const g of groups) {
      const payer = stored.get(g.payer)!;
      const withheld = g.rooms.includes(g.payer) ? parseMoney(payer.paidAmount) : 0;
      const duties = roomDuties(
        g.rooms.map((id) => ({
          id,
          amount: parseMoney(stored.get(id)!.commonAmount),
          status: stored.get(id)!.status,
        })),
        withheld,
        g.payer,
      );
      for (const id of g.rooms) expected.set(id, duties.get(id)!);
    }

    const listed: { id: number; duty: string }[] = [];
    for (let page = 1; page < 10; page++) {
      const res = await api.get(`/api/v2/booking/list/?page[size]=200&sort=id&page[number]=${page}`);
      listed.push(...res.json().results);
      if (listed.length >= res.json().count) break;
    }
    const notDrafts = [...stored.values()].filter((b) => b.status !== 'new').map((b) => b.id);
    expect(listed.map((r) => r.id)).toEqual(notDrafts.sort((a, b) => a - b));
    expect(listed.length).toBeGreaterThan(100);
    for (const row of listed)
      expect([row.id, row.duty]).toEqual([row.id, formatMoney(expected.get(row.id)!)]);

    // Debtors: an arrived guest owing more than 0, in the order of what it owes, largest first.
    const debtors = notDrafts
      .filter(
        (id) =>
          expected.get(id)! > 0 && tabStatuses.debtors.includes(stored.get(id)!.status as BookingStatus),
      )
      .sort((a, b) => expected.get(b)! - expected.get(a)! || b - a);
    const pages: number[] = [];
    for (let page = 1; pages.length < debtors.length && page < 50; page++) {
      const res = await api.get(
        `/api/v2/booking/list/?tab=debtors&sort=-duty&page[size]=7&page[number]=${page}`,
      );
      expect(res.json().count).toBe(debtors.length);
      pages.push(...res.json().results.map((r: { id: number }) => r.id));
    }
    expect(pages).toEqual(debtors);
  });
});

describe("today is the property's", () => {
  it('arrivals and departures of the property’s day, whatever the day is in UTC', async () => {
    const db = t.database.db;
    const [other] = await db.insert(companies).values({ name: 'Отель у часового пояса' }).returning();
    const category = await buildCategory(db, other!.id);
    const room = await buildRoom(db, other!.id, category.id);
    const stay = async (checkIn: number, checkOut: number) => {
      const b = await buildBooking(db, room);
      await db
        .update(bookings)
        .set({ checkIn: new Date(checkIn * 1000), checkOut: new Date(checkOut * 1000) })
        .where(eq(bookings.id, b.id));
      return b.id;
    };
    // Almaty is UTC+5: 10 December from 9 Dec 19:00 UTC to 10 Dec 19:00 UTC.
    const halfHour = 30 * 60;
    const justAfterMidnight = await stay(almaty(10, 0) + halfHour, almaty(12, 12));
    const lateEvening = await stay(almaty(10, 23) + halfHour, almaty(12, 12));
    const nextDayInAlmaty = await stay(almaty(11, 0) + halfHour, almaty(13, 12)); // still 10 December in UTC
    const leavesAtMidnight = await stay(almaty(8), almaty(10, 0));
    const leavesNextDay = await stay(almaty(8), almaty(11, 0));
    const noon = almaty(10, 12);

    const actor = await actorIn(db, other!.id);
    const tab = async (name: 'arrivals' | 'departures', timeZone = 'Asia/Almaty') =>
      (
        await bookingList(
          db,
          { ...actor, timeZone },
          { tab: name, sort: { key: 'id', descending: false }, 'page[number]': 1, 'page[size]': 50 },
          noon,
        )
      ).results.map((r) => r.id);
    expect(await tab('arrivals')).toEqual([justAfterMidnight, lateEvening]);
    expect(await tab('departures')).toEqual([leavesAtMidnight]);
    // The same instant in New York (UTC−5) is still 10 December there, from 05:00 UTC.
    expect(await tab('arrivals', 'America/New_York')).toEqual([lateEvening, nextDayInAlmaty]);
    expect(await tab('departures', 'America/New_York')).toEqual([leavesNextDay]);
  });
});
