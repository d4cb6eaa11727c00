/**
 * Tenant isolation: an employee of one company can neither read nor change another company's data,
 * by id or by list, nor act in it by naming it in X-Company-Id.
 */
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { categories, rooms } from '../db/schema.ts';
import { buildCategory, buildCompany, buildEmployee, buildRoom, TEST_PASSWORD } from '../test/factories.ts';
import { client, createTestApp, createTestDb, login, type TestClient, type TestDb } from '../test/harness.ts';

let t: TestDb;
let app: FastifyInstance;
let alice: TestClient;
const theirs = { companyId: 0, categoryId: 0, roomId: 0, employeeId: 0 };

beforeAll(async () => {
  t = await createTestDb();
  app = await createTestApp(t.database);
  const db = t.database.db;
  const mine = await buildCompany(db, { name: 'Мой отель' });
  const other = await buildCompany(db, { name: 'Чужой отель' });
  const a = await buildEmployee(db, mine.id);
  const b = await buildEmployee(db, other.id);
  await buildRoom(db, mine.id, (await buildCategory(db, mine.id, { name: 'Мой стандарт' })).id, 'M-1');
  const category = await buildCategory(db, other.id, { name: 'Чужой стандарт' });
  const room = await buildRoom(db, other.id, category.id, 'T-1');
  Object.assign(theirs, { companyId: other.id, categoryId: category.id, roomId: room.id, employeeId: b.id });
  alice = client(app, (await login(app, a.email, TEST_PASSWORD)).token);
});
afterAll(async () => {
  await app.close();
  await t.dispose();
});

describe('another company', () => {
  it('is invisible by id', async () => {
    for (const url of [
      `/api/v2/categories/${theirs.categoryId}/`,
      `/api/v2/categories/rooms/${theirs.roomId}/`,
      `/api/v2/categories/category-rooms/${theirs.categoryId}/`,
      `/api/v2/user/employees/${theirs.employeeId}/`,
      `/api/v2/companies/${theirs.companyId}/`,
    ]) {
      const res = await alice.get(url);
      expect(res.statusCode, url).toBe(404);
      expect(res.body, url).not.toContain('Чужой');
    }
  });

  it('is absent from every list', async () => {
    for (const url of [
      '/api/v2/categories/',
      '/api/v2/categories/rooms/',
      '/api/v2/user/employees/',
      '/api/v2/user/responsibles/',
      '/api/v2/companies/',
      '/api/v2/companies/list/',
    ]) {
      const res = await alice.get(url);
      expect(res.statusCode, url).toBe(200);
      expect(res.body, url).not.toContain('Чужой');
      expect(res.body, url).not.toContain(`"id":${theirs.roomId},"name":"T-1"`);
    }
  });

  it('cannot be changed or deleted by id, and nothing changes', async () => {
    const attempts = [
      alice.put(`/api/v2/categories/${theirs.categoryId}/`, {
        name: 'Взлом',
        category_type: 'room',
        place_number: 1,
        additional_place: 0,
      }),
      alice.delete(`/api/v2/categories/${theirs.categoryId}/`),
      alice.put(`/api/v2/categories/rooms/${theirs.roomId}/`, { name: 'Взлом', category: theirs.categoryId }),
      alice.delete(`/api/v2/categories/rooms/${theirs.roomId}/`),
      alice.patch(`/api/v2/user/employees/${theirs.employeeId}/`, { first_name: 'Взлом' }),
      alice.delete(`/api/v2/user/employees/${theirs.employeeId}/`),
      alice.put(`/api/v2/companies/${theirs.companyId}/`, { name: 'Взлом', object_type: 'hotel' }),
      alice.delete(`/api/v2/companies/${theirs.companyId}/`),
    ];
    for (const res of await Promise.all(attempts)) expect(res.statusCode).toBe(404);
    const db = t.database.db;
    expect(await db.$count(categories)).toBe(2);
    expect(await db.$count(rooms)).toBe(2);
    expect((await db.select().from(categories)).map((c) => c.name).sort()).toEqual([
      'Мой стандарт',
      'Чужой стандарт',
    ]);
  });

  it('cannot receive a room in one of its categories', async () => {
    const res = await alice.post('/api/v2/categories/rooms/', { name: 'M-2', category: theirs.categoryId });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ error: 'Категория не найдена', field: 'category' });
  });

  it('cannot be acted in through X-Company-Id', async () => {
    const res = await alice.get('/api/v2/categories/', { 'x-company-id': String(theirs.companyId) });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ error: 'Нет доступа к этой компании' });
    expect((await alice.get('/api/v2/companies/info/', { 'x-company-id': 'abc' })).statusCode).toBe(403);
    // Her own company spelled loosely is not her company.
    const own = (await alice.get('/api/v2/companies/info/')).json().id as number;
    for (const loose of [`0x${own.toString(16)}`, `${own}e0`, ` ${own}`, `${own}.0`, `+${own}`]) {
      expect((await alice.get('/api/v2/companies/info/', { 'x-company-id': loose })).statusCode, loose).toBe(
        403,
      );
    }
    expect((await alice.get('/api/v2/companies/info/', { 'x-company-id': String(own) })).statusCode).toBe(
      200,
    );
  });
});
