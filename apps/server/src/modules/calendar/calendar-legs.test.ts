/**
 * Issue 28, item 3 on the calendar: a guest moved 'с сегодняшнего дня' keeps one booking whose bars are
 * one per room lived in, each over its own period, with the leg mark; the hourly dialog of a room answers
 * the periods spent in it; a cached window is not served stale after the move; the live message of a
 * stay with legs says so, for the browser to ask the window again. Stays are laid around the real today.
 */
import { addDays, type CalendarAnswer, type CalendarWireItem, fromLocal, toLocal } from '@pms/domain';
import { inArray } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CALENDAR_CHANNEL } from '../../db/calendar-channel.ts';
import { bookings } from '../../db/schema.ts';
import { changeHeard, startWorld, stopWorld, type TestClient, type TestDb } from '../../test/harness.ts';

const tz = 'Asia/Almaty';
let t: TestDb;
let app: FastifyInstance;
let api: TestClient;
let companyId: number;
const rooms: Record<string, number> = {};

const today = () => toLocal(Math.floor(Date.now() / 1000), tz).date;
const at = (days: number, time: string) => fromLocal(addDays(today(), days), time, tz);

/** A stay in `room` from yesterday 14:00 to in two days 12:00, the guest in house. */
async function guestInHouse(room: number) {
  const id = (
    await api.post('/api/booking/', { room, check_in: at(-1, '14:00'), check_out: at(2, '12:00') })
  ).json().id as number;
  await changeHeard(app, companyId, () =>
    t.database.db
      .update(bookings)
      .set({ status: 'check_in' })
      .where(inArray(bookings.id, [id])),
  );
  return id;
}

const moveFromNow = (id: number, room: number) =>
  api.patch(`/api/v2/booking/${id}/move/`, {
    room,
    check_in: at(-1, '14:00'),
    check_out: at(2, '12:00'),
    room_reason: 'Протекает кран',
    from_now: true,
  });

async function window(start: number, end: number) {
  const res = await api.get(`/api/v2/main/calendar/?start=${start}&end=${end}`);
  expect(res.statusCode, res.body).toBe(200);
  return { answer: res.json() as CalendarAnswer, cache: res.headers['x-calendar-cache'] };
}

/** The bars of booking `id` in each room's row, by room name. */
function barsOf(answer: CalendarAnswer, id: number) {
  const found: Record<string, CalendarWireItem[]> = {};
  for (const c of answer.categories)
    for (const r of c.room_list) {
      const mine = r.booking_list.filter((b) => b.kind === 'booking' && b.id === id);
      if (mine.length) found[r.name] = mine;
    }
  return found;
}

beforeAll(async () => {
  ({ t, app, api, companyId } = await startWorld());
  const category = (
    await api.post('/api/v2/categories/', { name: 'Стандарт', category_type: 'room', place_number: 2 })
  ).json().id;
  for (const name of ['101', '102', '201', '202', '301', '302'])
    rooms[name] = (await api.post('/api/v2/categories/rooms/', { name, category })).json().id;
});
afterAll(() => stopWorld({ t, app }));

describe('a stay with a mid-stay move on the calendar', () => {
  it('answers one bar per room, each over its own period, and the cached window is not served stale', async () => {
    const id = await guestInHouse(rooms['101']!);
    const [start, end] = [at(-3, '00:00'), at(5, '00:00')];
    await window(start, end);
    expect((await window(start, end)).cache).toBe('hit');
    expect(barsOf((await window(start, end)).answer, id)).toEqual({
      '101': [expect.not.objectContaining({ leg: expect.anything() })],
    });

    expect((await moveFromNow(id, rooms['201']!)).statusCode).toBe(200);
    const moved = (await api.get(`/api/v2/booking/${id}/`)).json();
    const at_move = moved.legs[0].to as number;

    const { answer, cache } = await window(start, end);
    expect(cache).toBe('miss');
    const stay = { stay_check_in: at(-1, '14:00'), stay_check_out: at(2, '12:00'), rooms: ['101', '201'] };
    expect(barsOf(answer, id)).toEqual({
      '101': [
        expect.objectContaining({
          check_in: at(-1, '14:00'),
          check_out: at_move,
          status: 'check_in',
          time: { start: '14:00', end: toLocal(at_move, tz).time },
          leg: { index: 0, count: 2, ...stay },
        }),
      ],
      '201': [
        expect.objectContaining({
          check_in: at_move,
          check_out: at(2, '12:00'),
          time: { start: toLocal(at_move, tz).time, end: '12:00' },
          leg: { index: 1, count: 2, ...stay },
        }),
      ],
    });
  });

  it('leaves out a leg outside the window, and shows an earlier leg in a window its current room misses', async () => {
    const id = await guestInHouse(rooms['102']!);
    expect((await moveFromNow(id, rooms['202']!)).statusCode).toBe(200);
    const at_move = (await api.get(`/api/v2/booking/${id}/`)).json().legs[0].to as number;

    // Only yesterday: the guest was in 102 then.
    const before = barsOf((await window(at(-2, '00:00'), at_move - 3600)).answer, id);
    expect(Object.keys(before)).toEqual(['102']);
    expect(before['102']![0]!.leg).toMatchObject({ index: 0, count: 2 });
    // From tomorrow: only 202.
    const after = barsOf((await window(at(1, '00:00'), at(4, '00:00'))).answer, id);
    expect(Object.keys(after)).toEqual(['202']);
    expect(after['202']![0]!).toMatchObject({ check_in: at_move, leg: { index: 1, count: 2 } });
  });

  it('answers the hourly dialog of a room with the period the guest spent in it, the room left too', async () => {
    const id = await guestInHouse(rooms['301']!);
    expect((await moveFromNow(id, rooms['302']!)).statusCode).toBe(200);
    const at_move = (await api.get(`/api/v2/booking/${id}/`)).json().legs[0].to as number;
    const hours = async (room: string) =>
      (
        await api.get(
          `/api/v2/main/calendar-time/?start=${at(-3, '00:00')}&end=${at(5, '00:00')}&room_id=${rooms[room]}`,
        )
      )
        .json()
        .filter((b: { id: number }) => b.id === id);
    expect(await hours('301')).toEqual([
      expect.objectContaining({ check_in: at(-1, '14:00'), check_out: at_move, booking_status: 'check_in' }),
    ]);
    expect(await hours('302')).toEqual([
      expect.objectContaining({ check_in: at_move, check_out: at(2, '12:00') }),
    ]);
  });

  it('announces a stay with legs as such, so an open calendar asks its window again', async () => {
    const heard: string[] = [];
    const stop = await t.database.listen(CALENDAR_CHANNEL, (p) => heard.push(p));
    const id = await guestInHouse(await freshRoom('401'));
    // Bookings' messages only: the room left becomes dirty on the same channel ({housekeeping}, issue 33).
    const events = () =>
      heard.map((h) => JSON.parse(h).booking).filter((b) => b !== undefined && b.id === id);
    // Before any move the message places the bar itself.
    await expect.poll(() => events().length).toBeGreaterThan(0);
    expect(events().every((e) => e.legs === undefined)).toBe(true);
    heard.length = 0;
    expect((await moveFromNow(id, await freshRoom('402'))).statusCode).toBe(200);
    await expect.poll(events).toEqual([expect.objectContaining({ id, status: 'check_in', legs: true })]);
    await stop();
  });
});

async function freshRoom(name: string) {
  const category = (
    await api.post('/api/v2/categories/', {
      name: `Категория ${name}`,
      category_type: 'room',
      place_number: 2,
    })
  ).json().id;
  return (await api.post('/api/v2/categories/rooms/', { name, category })).json().id as number;
}
