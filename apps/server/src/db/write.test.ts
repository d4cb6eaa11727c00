/**
 * db/write.ts: a write's transaction knows who acts (for triggers and the audit log), and its calendar
 * announcements leave only when it commits.
 */
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startWorld, stopWorld, type TestClient, type TestDb } from '../test/harness.ts';
import { CALENDAR_CHANNEL, type CalendarBookingEvent } from './calendar-channel.ts';
import { queryRows } from './client.ts';
import { systemActor, write } from './write.ts';

let t: TestDb;
let app: FastifyInstance;
let api: TestClient;
let companyId: number;
let employeeId: number;

const settings = sql`select current_setting('app.actor_id', true) as actor_id,
                            current_setting('app.company_id', true) as company_id`;
type Settings = { actor_id: string | null; company_id: string | null };

beforeAll(async () => {
  let employee: { id: number };
  ({ t, app, api, companyId, employee } = await startWorld());
  employeeId = employee.id;
});
afterAll(() => stopWorld({ t, app }));

describe('write', () => {
  it('tells its transaction who acts, and nothing outside it', async () => {
    const db = t.database.db;
    const inside = await write(db, { employeeId: 42, companyId: 7 }, (tx) =>
      queryRows<Settings>(tx, settings),
    );
    expect(inside).toEqual([{ actor_id: '42', company_id: '7' }]);
    const system = await write(db, systemActor, (tx) => queryRows<Settings>(tx, settings));
    expect(system).toEqual([{ actor_id: 'system', company_id: '' }]);
    const [outside] = await queryRows<Settings>(db, settings);
    expect(outside?.actor_id || null).toBeNull();
  });

  it('is how a use case writes: a trigger sees the employee and company of the request', async () => {
    const db = t.database.db;
    await db.execute(sql`create table seen_actor (actor_id text, company_id text)`);
    await db.execute(sql`create function record_actor() returns trigger language plpgsql as $$
      begin
        insert into seen_actor values (current_setting('app.actor_id', true), current_setting('app.company_id', true));
        return new;
      end $$`);
    await db.execute(
      sql`create trigger record_actor after insert on bookings for each row execute function record_actor()`,
    );
    try {
      const cat = (
        await api.post('/api/v2/categories/', { name: 'Стандарт', category_type: 'room', place_number: 2 })
      ).json();
      const room = (await api.post('/api/v2/categories/rooms/', { name: '101', category: cat.id })).json();
      const res = await api.post('/api/booking/', {
        room: room.id,
        check_in: Date.UTC(2026, 11, 1, 9) / 1000,
        check_out: Date.UTC(2026, 11, 3, 7) / 1000,
      });
      expect(res.statusCode).toBe(201);
      const seen = await queryRows<Settings>(db, sql`select * from seen_actor`);
      expect(seen).toEqual([{ actor_id: String(employeeId), company_id: String(companyId) }]);
    } finally {
      await db.execute(sql`drop trigger record_actor on bookings`);
      await db.execute(sql`drop function record_actor`);
      await db.execute(sql`drop table seen_actor`);
    }
  });

  it('sends its announcements only when it commits', async () => {
    const heard: string[] = [];
    const stop = await t.database.listen(CALENDAR_CHANNEL, (payload) => heard.push(payload));
    const event: CalendarBookingEvent = {
      id: 1,
      kind: 'booking',
      category_id: 1,
      room_id: 1,
      koika_id: null,
      status: 'new',
      check_in: 0,
      check_out: 1,
    };
    const actor = { employeeId, companyId };
    await expect(
      write(t.database.db, actor, async (_tx, announce) => {
        announce({ ...event, id: 1 });
        throw new Error('refused');
      }),
    ).rejects.toThrow('refused');
    await write(t.database.db, actor, async (_tx, announce) => announce({ ...event, id: 2 }));
    const until = Date.now() + 5000;
    while (heard.length === 0 && Date.now() < until) await new Promise((r) => setTimeout(r, 10));
    await stop();
    expect(heard.map((p) => JSON.parse(p).booking.id)).toEqual([2]);
  });
});
