/**
 * A move over a colleague's change (issue 15): the move reads the booking, prices the new stay, then
 * writes under the row lock. A colleague who saved in between is named in the 409, as for a stale save.
 */
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { bookings } from '../../db/schema.ts';
import { buildEmployee, decemberInAlmaty as day } from '../../test/factories.ts';
import { startWorld, stopWorld, type TestClient, type TestDb } from '../../test/harness.ts';

/** Runs once while the move prices the new stay: after the move's read, before its locked write. */
let meanwhile: (() => Promise<void>) | null = null;
vi.mock('./move-price.ts', async (original) => {
  const actual = await original<typeof import('./move-price.ts')>();
  return {
    ...actual,
    movePrice: async (...args: Parameters<typeof actual.movePrice>) => {
      const answer = await actual.movePrice(...args);
      const change = meanwhile;
      meanwhile = null;
      await change?.();
      return answer;
    },
  };
});

let t: TestDb;
let app: FastifyInstance;
let api: TestClient;
let colleague: number;
let rooms: number[];

beforeAll(async () => {
  let companyId: number;
  ({ t, app, api, companyId } = await startWorld());
  colleague = (
    await buildEmployee(t.database.db, companyId, { lastName: 'Ким', firstName: 'Алия', gender: 'female' })
  ).id;
  const category = (
    await api.post('/api/v2/categories/', {
      name: 'Стандарт',
      category_type: 'room',
      place_number: 2,
      additional_place: 1,
    })
  ).json().id;
  rooms = [];
  for (const name of ['701', '702'])
    rooms.push((await api.post('/api/v2/categories/rooms/', { name, category })).json().id);
});
afterAll(() => stopWorld({ t, app }));

/** The colleague's save of booking `id`, pinned to 5 December 2026, 14:30 in Almaty. */
const colleagueSaves = (id: number) => () =>
  t.database.db.transaction(async (tx) => {
    await tx.execute(sql`select set_config('app.actor_id', ${String(colleague)}, true)`);
    await tx.execute(
      sql`update ${bookings} set comment = 'коллега', updated_at = '2026-12-05T09:30:00Z' where id = ${id}`,
    );
  });

describe('a move over a colleague’s change', () => {
  it('is refused with the named 409 and moves nothing', async () => {
    const id = (
      await api.post('/api/booking/', { room: rooms[0], check_in: day(1), check_out: day(3, 12) })
    ).json().id as number;
    meanwhile = colleagueSaves(id);
    const res = await api.patch(`/api/v2/booking/${id}/move/`, {
      room: rooms[0],
      check_in: day(1),
      check_out: day(4, 12),
    });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({
      error: 'Бронь изменила Ким Алия в 05.12.2026 14:30. Обновите её и повторите',
      changed_by: 'Ким Алия',
      changed_by_gender: 'female',
      changed_at: Date.UTC(2026, 11, 5, 9, 30) / 1000,
    });
    expect((await api.get(`/api/v2/booking/${id}/`)).json().check_out_local).toBe('2026-12-03 12:00');

    // Moved again over the colleague's change, now seen: it goes through.
    const again = await api.patch(`/api/v2/booking/${id}/move/`, {
      room: rooms[1],
      check_in: day(1),
      check_out: day(4, 12),
      room_reason: 'Шумно',
    });
    expect(again.statusCode).toBe(200);
    expect(again.json()).toMatchObject({ room: rooms[1], old_room: rooms[0] });
  });
});
