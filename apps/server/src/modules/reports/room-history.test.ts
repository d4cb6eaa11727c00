/**
 * Issue 29, item 13: switching a room off must not rewrite the past. The rooms for sale on a date are the
 * rooms that existed and were active on that date (room_sale_periods), so a room switched off today
 * leaves last week's figures as they were, a room created today counts from tonight, and one switched
 * back on counts again from then. Dates are laid around the real today in the property's zone.
 */
import { addDays, toLocal } from '@pms/domain';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rooms } from '../../db/schema.ts';
import { startWorld, stopWorld, type TestClient, type TestDb } from '../../test/harness.ts';

let t: TestDb;
let app: FastifyInstance;
let api: TestClient;
let category: number;
const ids: number[] = [];

const today = () => toLocal(Math.floor(Date.now() / 1000), 'Asia/Almaty').date;
const availableByDay = async (start: string, end: string) => {
  const res = await api.get(`/api/v2/reports/occupancy/?start=${start}&end=${end}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().days.map((d: { available: number }) => d.available) as number[];
};
const room = (name: string, isActive = true) =>
  api.put(`/api/v2/categories/rooms/${ids[0]}/`, { name, category, is_active: isActive });

beforeAll(async () => {
  ({ t, app, api } = await startWorld());
  category = (
    await api.post('/api/v2/categories/', {
      name: 'Стандарт',
      category_type: 'room',
      place_number: 2,
      rates: { price_type: 'week', rows: { base: { mon: 10_000 } } },
    })
  ).json().id;
  for (const name of ['101', '102']) {
    ids.push((await api.post('/api/v2/categories/rooms/', { name, category })).json().id);
  }
  // Rooms the property has had for a month.
  await t.database.db.update(rooms).set({ createdAt: sql`now() - interval '30 days'` });
});
afterAll(() => stopWorld({ t, app }));

describe('rooms for sale follow each room’s history', () => {
  it('a room switched off today or created today leaves last week as it was', async () => {
    const lastWeek = [addDays(today(), -7), addDays(today(), -1)] as const;
    expect(await availableByDay(...lastWeek)).toEqual([2, 2, 2, 2, 2, 2, 2]);

    expect((await room('101', false)).statusCode).toBe(200);
    const created = await api.post('/api/v2/categories/rooms/', { name: '103', category });
    expect(created.statusCode).toBe(201);
    expect(await availableByDay(...lastWeek)).toEqual([2, 2, 2, 2, 2, 2, 2]);
    // From tonight: 102 and the new 103; 101 is off.
    expect(await availableByDay(today(), addDays(today(), 2))).toEqual([2, 2, 2]);

    // Switched back on: for sale again from tonight, the past untouched.
    expect((await room('101', true)).statusCode).toBe(200);
    expect(await availableByDay(today(), addDays(today(), 2))).toEqual([3, 3, 3]);
    expect(await availableByDay(...lastWeek)).toEqual([2, 2, 2, 2, 2, 2, 2]);
  });

  it('a room created today was not for sale before it existed', async () => {
    expect((await api.post('/api/v2/categories/rooms/', { name: '104', category })).statusCode).toBe(201);
    // Yesterday: 101 and 102. Tonight: those, and 103 and 104 made today.
    expect(await availableByDay(addDays(today(), -1), today())).toEqual([2, 4]);
  });
});
