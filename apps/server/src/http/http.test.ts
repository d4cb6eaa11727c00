import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, createTestDb, type TestDb } from '../test/harness.ts';

let t: TestDb;
let app: FastifyInstance;

beforeAll(async () => {
  t = await createTestDb();
  app = await createTestApp(t.database);
});
afterAll(async () => {
  await app.close();
  await t.dispose();
});

describe('HTTP basics', () => {
  it('health answers without a session and names the database', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/health/' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ok', database: process.env.DATABASE_URL ? 'postgres' : 'pglite' });
  });

  it('every answer carries a request id, and a given one is kept', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/health/' });
    expect(res.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    const mine = await app.inject({
      method: 'GET',
      url: '/api/health/',
      headers: { 'x-request-id': 'desk-42' },
    });
    expect(mine.headers['x-request-id']).toBe('desk-42');
  });

  it('publishes the OpenAPI document generated from the schemas', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(res.statusCode).toBe(200);
    const doc = res.json();
    expect(doc.openapi).toMatch(/^3\./);
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining([
        '/api/v2/auth/login/',
        '/api/v2/categories/rooms/{id}/',
        '/api/v2/companies/info/',
      ]),
    );
    expect(
      doc.paths['/api/v2/categories/'].post.requestBody.content['application/json'].schema.required,
    ).toEqual(expect.arrayContaining(['name', 'category_type', 'place_number']));
    expect((await app.inject({ method: 'GET', url: '/api/docs/' })).statusCode).toBe(200);
  });

  it('answers unknown API paths and malformed JSON in the one error shape', async () => {
    const login = await app.inject({
      method: 'POST',
      url: '/api/v2/auth/login/',
      headers: { 'content-type': 'application/json' },
      payload: '{"email":',
    });
    expect(login.statusCode).toBe(400);
    expect(login.json()).toEqual({ error: 'Некорректный запрос' });
    const unknown = await app.inject({ method: 'GET', url: '/api/health/nope/' });
    expect(unknown.statusCode).toBe(401);
    expect(unknown.json()).toHaveProperty('error');
  });
});
