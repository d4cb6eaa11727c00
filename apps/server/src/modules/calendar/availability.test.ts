/**
 * GET /api/v2/main/availability/ (issue 28, item 9): which rooms are free for a stay, and which categories
 * fit the guests, for the editor's room select and the free-room finder. Tenancy: another company's rooms
 * never appear, and its holds never make ours taken.
 */
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { decemberInAlmaty } from '../../test/factories.ts';
import { signInElsewhere, startWorld, stopWorld, type TestClient, type TestDb } from '../../test/harness.ts';

let t: TestDb;
let app: FastifyInstance;
let api: TestClient;
let theirs: TestClient;
const ids: Record<string, number> = {};

const day = decemberInAlmaty;
type Answer = {
  categories: {
    id: number;
    name: string;
    fits: boolean;
    rooms: { id: number; name: string; free: boolean; beds: { id: number; name: string; free: boolean }[] }[];
  }[];
};
const ask = async (query: string, who: TestClient = api) => {
  const res = await who.get(`/api/v2/main/availability/?${query}`);
  expect(res.statusCode).toBe(200);
  return res.json() as Answer;
};
const stay = (from: number, to: number) => `check_in=${day(from)}&check_out=${day(to, 12)}`;
const freeOf = (answer: Answer) =>
  Object.fromEntries(answer.categories.flatMap((c) => c.rooms.map((r) => [r.name, r.free])));

async function category(who: TestClient, name: string, places: number, extra = 0) {
  const res = await who.post('/api/v2/categories/', {
    name,
    category_type: 'room',
    place_number: places,
    additional_place: extra,
  });
  expect(res.statusCode).toBe(201);
  return res.json().id as number;
}
async function room(who: TestClient, name: string, categoryId: number) {
  return (await who.post('/api/v2/categories/rooms/', { name, category: categoryId })).json().id as number;
}

beforeAll(async () => {
  ({ t, app, api } = await startWorld());
  const std = await category(api, 'Стандарт', 2, 1);
  const single = await category(api, 'Одноместный', 1);
  for (const name of ['101', '102', '103']) ids[name] = await room(api, name, std);
  ids['301'] = await room(api, '301', single);
  // 101 booked on 10–12 December, 102 closed for repair on 11–13.
  ids.booking = (
    await api.post('/api/booking/', { room: ids['101'], check_in: day(10), check_out: day(12, 12) })
  ).json().id;
  await api.post('/api/v2/categories/room-repair/', {
    room: ids['102'],
    check_in: day(11),
    check_out: day(13, 12),
  });
  // Another company: its room 103 is booked on the same nights.
  ({ api: theirs } = await signInElsewhere(t, app));
  const foreign = await room(theirs, '103', await category(theirs, 'Чужой стандарт', 2));
  ids.foreign = foreign;
  await theirs.post('/api/booking/', { room: foreign, check_in: day(10), check_out: day(12, 12) });
});
afterAll(() => stopWorld({ t, app }));

describe('availability (issue 28, item 9)', () => {
  it('marks the rooms held during the stay as taken and the others free', async () => {
    expect(freeOf(await ask(stay(10, 12)))).toEqual({ '101': false, '102': false, '103': true, '301': true });
    // Leaving at noon on the 10th, before booking 101 arrives at 14:00 and the repair starts: all free.
    expect(freeOf(await ask(stay(8, 10)))).toEqual({ '101': true, '102': true, '103': true, '301': true });
    expect(freeOf(await ask(stay(12, 14)))).toEqual({ '101': true, '102': false, '103': true, '301': true });
  });

  it("looks past the edited booking's own holds", async () => {
    expect(freeOf(await ask(`${stay(10, 12)}&booking=${ids.booking}`))['101']).toBe(true);
  });

  it('says which categories fit the adults and children, by places and extra beds', async () => {
    const fits = async (adults: number, children: number) =>
      Object.fromEntries(
        (await ask(`${stay(10, 12)}&adults=${adults}&children=${children}`)).categories.map((c) => [
          c.name,
          c.fits,
        ]),
      );
    expect(await fits(1, 0)).toEqual({ Стандарт: true, Одноместный: true });
    expect(await fits(2, 1)).toEqual({ Стандарт: true, Одноместный: false });
    expect(await fits(3, 1)).toEqual({ Стандарт: false, Одноместный: false });
  });

  it("never shows another company's rooms, nor lets their holds take ours", async () => {
    const ours = await ask(stay(10, 12));
    expect(ours.categories.flatMap((c) => c.rooms.map((r) => r.id))).not.toContain(ids.foreign);
    const seen = await ask(stay(10, 12), theirs);
    expect(seen.categories.map((c) => c.name)).toEqual(['Чужой стандарт']);
    expect(freeOf(seen)).toEqual({ '103': false });
  });

  it('refuses a stay that ends before it starts, in Russian', async () => {
    const res = await api.get(`/api/v2/main/availability/?check_in=${day(12)}&check_out=${day(10)}`);
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toBe('Дата выезда должна быть позже даты заезда');
  });

  it('is described in the OpenAPI document', async () => {
    const doc = (await api.get('/api/docs/json')).json();
    expect(Object.keys(doc.paths)).toContain('/api/v2/main/availability/');
  });

  it("counts a hostel's free beds: a bed's hold takes that bed, a whole-room hold takes them all", async () => {
    const hostel = (
      await api.post('/api/v2/categories/', { name: 'Хостел', category_type: 'koika', place_number: 3 })
    ).json().id as number;
    const dorm = (await api.post('/api/v2/categories/rooms/', { name: 'Х-1', category: hostel })).json() as {
      id: number;
      koika_list: { id: number }[];
    };
    const [first, second, third] = dorm.koika_list.map((b) => b.id);
    await api.post('/api/booking/', {
      room: dorm.id,
      koika: second,
      check_in: day(20),
      check_out: day(22, 12),
    });
    const bedsOf = async (query: string) => {
      const answer = await ask(query);
      const category = answer.categories.find((c) => c.id === hostel)!;
      return { fits: category.fits, room: category.rooms[0]! };
    };
    const one = await bedsOf(`${stay(20, 22)}&adults=1`);
    expect(one.fits).toBe(true);
    expect(one.room.free).toBe(false);
    expect(one.room.beds.map((b) => [b.id, b.free])).toEqual([
      [first, true],
      [second, false],
      [third, true],
    ]);
    // Two guests are two beds, two bookings: one bed does not fit them.
    expect((await bedsOf(`${stay(20, 22)}&adults=2`)).fits).toBe(false);
    // The room booked whole takes every bed.
    await api.post('/api/booking/', { room: dorm.id, check_in: day(24), check_out: day(25, 12) });
    expect((await bedsOf(`${stay(24, 25)}&adults=1`)).room.beds.every((b) => !b.free)).toBe(true);
  });
});
