import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { beds, categories, holds, rooms, units } from '../../db/schema.ts';
import { buildBooking } from '../../test/factories.ts';
import { startWorld, stopWorld, type TestClient, type TestDb } from '../../test/harness.ts';

let t: TestDb;
let app: FastifyInstance;
let api: TestClient;
let companyId: number;

beforeAll(async () => {
  ({ t, app, api, companyId } = await startWorld());
});
afterAll(() => stopWorld({ t, app }));

const standard = { name: 'Стандарт', category_type: 'room', place_number: 2, additional_place: 1 };
const hostel = { name: 'Хостел', category_type: 'koika', place_number: 4, additional_place: 0 };

async function createCategory(body: object) {
  const res = await api.post('/api/v2/categories/', body);
  expect(res.statusCode).toBe(201);
  return res.json() as { id: number };
}
async function createRoom(body: object) {
  const res = await api.post('/api/v2/categories/rooms/', body);
  expect(res.statusCode).toBe(201);
  return res.json() as { id: number; koika_list: { id: number; name: string }[] };
}

describe('categories', () => {
  it('are created, listed with room counts, edited and deleted', async () => {
    const created = await createCategory({ ...standard, name: 'Люкс' });
    expect(created).toMatchObject({
      name: 'Люкс',
      adult_count: 2,
      is_active: true,
      rooms: 0,
      description: '',
    });
    const list = await api.get('/api/v2/categories/?page[number]=1&page[size]=10000&search=Люк');
    expect(list.json()).toMatchObject({ count: 1, results: [{ id: created.id }] });
    const put = await api.put(`/api/v2/categories/${created.id}/`, {
      ...standard,
      name: 'Люкс',
      place_number: 3,
    });
    expect(put.json().place_number).toBe(3);
    expect((await api.delete(`/api/v2/categories/${created.id}/`)).statusCode).toBe(204);
    expect((await api.get(`/api/v2/categories/${created.id}/`)).statusCode).toBe(404);
  });

  it.each([
    [{ ...standard, name: '' }, 'name', 'Обязательное поле для заполнения'],
    [{ ...standard, category_type: 'tent' }, 'category_type', 'Недопустимое значение'],
    [{ ...standard, place_number: 0 }, 'place_number', 'Недопустимое значение'],
    [{ ...standard, additional_place: -1 }, 'additional_place', 'Не может быть отрицательное число!'],
    [{ ...standard, place_number: 'два' }, 'place_number', 'Введите число'],
  ])('refuse invalid input %# on its field and write nothing', async (body, field, error) => {
    const before = await t.database.db.$count(categories);
    const res = await api.post('/api/v2/categories/', body);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ error, field });
    expect(await t.database.db.$count(categories)).toBe(before);
  });

  it('refuse a duplicate name', async () => {
    await createCategory({ ...standard, name: 'Полулюкс' });
    const res = await api.post('/api/v2/categories/', { ...standard, name: 'Полулюкс' });
    expect(res.json()).toEqual({ error: 'Категория с таким названием уже есть', field: 'name' });
  });

  it('with rooms cannot be deleted or change type', async () => {
    const category = await createCategory({ ...standard, name: 'Семейный' });
    await createRoom({ name: 'С-1', category: category.id });
    const del = await api.delete(`/api/v2/categories/${category.id}/`);
    expect(del.json()).toEqual({ error: 'Нельзя удалить категорию, в которой есть номера' });
    const retype = await api.put(`/api/v2/categories/${category.id}/`, {
      ...standard,
      name: 'Семейный',
      category_type: 'koika',
    });
    expect(retype.json()).toEqual({
      error: 'Нельзя сменить тип категории, в которой есть номера',
      field: 'category_type',
    });
  });
});

describe('rooms', () => {
  it('of a room category are one sellable unit', async () => {
    const category = await createCategory({ ...standard, name: 'Стандарт А' });
    const room = await createRoom({ name: '101', category: category.id });
    expect(room).toMatchObject({
      name: '101',
      category: category.id,
      category_name: 'Стандарт А',
      koika_list: [],
    });
    const roomUnits = await t.database.db.select().from(units).where(eq(units.roomId, room.id));
    expect(roomUnits).toEqual([expect.objectContaining({ bedId: null })]);
  });

  it('of a koika category get beds, one unit each, and no whole-room unit', async () => {
    const category = await createCategory(hostel);
    const room = await createRoom({ name: 'Х-1', category: category.id });
    expect(room.koika_list.map((b) => b.name)).toEqual(['Койка 1', 'Койка 2', 'Койка 3', 'Койка 4']);
    const roomUnits = await t.database.db.select().from(units).where(eq(units.roomId, room.id));
    expect(roomUnits).toHaveLength(4);
    expect(roomUnits.every((u) => u.bedId !== null)).toBe(true);

    const grown = await api.put(`/api/v2/categories/rooms/${room.id}/`, {
      name: 'Х-1',
      category: category.id,
      koika_count: 6,
    });
    expect(grown.json().koika_list).toHaveLength(6);
    const shrunk = await api.put(`/api/v2/categories/rooms/${room.id}/`, {
      name: 'Х-1',
      category: category.id,
      koika_count: 2,
    });
    expect(shrunk.json().koika_list).toHaveLength(2);
    expect(await t.database.db.$count(units, eq(units.roomId, room.id))).toBe(2);
  });

  it('keep beds that are held', async () => {
    const category = await createCategory({ ...hostel, name: 'Хостел Б' });
    const room = await createRoom({ name: 'Х-2', category: category.id, koika_count: 3 });
    const [lastBed] = await t.database.db.select().from(beds).where(eq(beds.id, room.koika_list[2]!.id));
    const booking = await buildBooking(t.database.db, { id: room.id, companyId, categoryId: category.id });
    const [unit] = await t.database.db.select().from(units).where(eq(units.bedId, lastBed!.id));
    await t.database.db.insert(holds).values({
      companyId,
      unitId: unit!.id,
      bookingId: booking.id,
      period: '[2026-12-01 09:00+00,2026-12-03 07:00+00)',
    });
    const res = await api.put(`/api/v2/categories/rooms/${room.id}/`, {
      name: 'Х-2',
      category: category.id,
      koika_count: 2,
    });
    expect(res.json()).toEqual({ error: 'Нельзя убрать койки, на которых есть брони', field: 'koika_count' });
    expect(await t.database.db.$count(beds, eq(beds.roomId, room.id))).toBe(3);
  });

  it('refuse beds outside a koika category, and a move to a category of another type', async () => {
    const rooms_ = await createCategory({ ...standard, name: 'Стандарт Б' });
    const koika = await createCategory({ ...hostel, name: 'Хостел В' });
    const bad = await api.post('/api/v2/categories/rooms/', {
      name: '201',
      category: rooms_.id,
      koika_count: 2,
    });
    expect(bad.json()).toEqual({
      error: 'Койки бывают только в номерах категории «Койка»',
      field: 'koika_count',
    });
    const room = await createRoom({ name: '202', category: rooms_.id });
    const moved = await api.put(`/api/v2/categories/rooms/${room.id}/`, { name: '202', category: koika.id });
    expect(moved.json()).toEqual({
      error: 'Нельзя перенести номер в категорию другого типа',
      field: 'category',
    });
  });

  it('refuse a duplicate name (409) and a missing category', async () => {
    const category = await createCategory({ ...standard, name: 'Стандарт В' });
    await createRoom({ name: '301', category: category.id });
    const twice = await api.post('/api/v2/categories/rooms/', { name: '301', category: category.id });
    expect(twice.statusCode).toBe(409);
    expect(twice.json()).toEqual({
      error: 'Номер с таким названием уже есть',
      field: 'name',
    });
    expect((await api.post('/api/v2/categories/rooms/', { name: '302', category: 999999 })).json()).toEqual({
      error: 'Категория не найдена',
      field: 'category',
    });
    expect((await api.post('/api/v2/categories/rooms/', { category: category.id })).json()).toEqual({
      error: 'Обязательное поле для заполнения',
      field: 'name',
    });
  });

  it('with bookings cannot be deleted; without, they go with their units', async () => {
    const category = await createCategory({ ...standard, name: 'Стандарт Г' });
    const busy = await createRoom({ name: '401', category: category.id });
    const free = await createRoom({ name: '402', category: category.id });
    const held = await buildBooking(
      t.database.db,
      { id: busy.id, companyId, categoryId: category.id },
      'canceled',
    );
    // Even a cancelled booking is history: the refusal names it and the screen offers to deactivate.
    const refused = await api.delete(`/api/v2/categories/rooms/${busy.id}/`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({
      error: `Нельзя удалить: используется (бронь №${held.id}). Сделайте запись неактивной`,
    });
    expect(await t.database.db.$count(rooms, eq(rooms.id, busy.id))).toBe(1);
    expect((await api.delete(`/api/v2/categories/rooms/${free.id}/`)).statusCode).toBe(204);
    expect(await t.database.db.$count(units, eq(units.roomId, free.id))).toBe(0);
  });

  it('are listed by category and through category-rooms', async () => {
    const category = await createCategory({ ...standard, name: 'Коттедж' });
    const a = await createRoom({ name: 'Коттедж 1', category: category.id });
    const b = await createRoom({ name: 'Коттедж 2', category: category.id });
    const list = await api.get(`/api/v2/categories/rooms/?category=${category.id}`);
    expect(list.json().results.map((r: { id: number }) => r.id)).toEqual([a.id, b.id]);
    const byCategory = await api.get(`/api/v2/categories/category-rooms/${category.id}/`);
    expect(byCategory.json().map((r: { name: string }) => r.name)).toEqual(['Коттедж 1', 'Коттедж 2']);
    expect((await api.get('/api/v2/categories/category-rooms/999999/')).statusCode).toBe(404);
  });
});
