/**
 * API keys for partners (issue 34, docs/integrations.md), on both databases: a key acts as itself with
 * its permissions only, in its company only; it expires, is revoked at once on every instance, is
 * limited a minute, is named by the journal, and only its hash is stored.
 */
import { createHash } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/client.ts';
import { apiKeys } from '../../db/schema.ts';
import { buildCompany, buildEmployee, TEST_PASSWORD } from '../../test/factories.ts';
import {
  client,
  createTestApp,
  login,
  startTwoInstances,
  type TestClient,
  type TestDb,
} from '../../test/harness.ts';

let world: Awaited<ReturnType<typeof startTwoInstances>>;
let t: TestDb;
let app: FastifyInstance;
let owner: TestClient;
let companyId: number;

beforeAll(async () => {
  world = await startTwoInstances();
  ({ t, appA: app, owner, companyId } = world);
});
afterAll(() => world.close());

const CATEGORIES = '/api/v2/categories/';
const KEYS = '/api/v2/api-keys/';
const category = (name: string) => ({ name, category_type: 'room', place_number: 2, additional_place: 0 });

async function newKey(by: TestClient, name: string, permissions: string[], days = 30) {
  const res = await by.post(KEYS, { name, permissions, expires_in_days: days });
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as { id: number; token: string; prefix: string; permissions: string[] };
}

const keyClient = (token: string, on: FastifyInstance = app, company?: number) => client(on, token, company);

describe('creating a key', () => {
  it('shows its token once, keeps only its hash, and lists it without the token', async () => {
    const key = await newKey(owner, 'Channel manager', ['bookings.view', 'calendar.view', 'bookings.view']);
    expect(key.token).toMatch(/^pmsk_[A-Za-z0-9_-]{43}$/);
    expect(key.prefix).toBe(key.token.slice(0, 13));
    expect(key.permissions).toEqual(['calendar.view', 'bookings.view']);

    const [row] = await t.database.db.select().from(apiKeys).where(eq(apiKeys.id, key.id));
    expect(row!.tokenHash).toBe(createHash('sha256').update(key.token).digest('hex'));
    // No column of the row holds the token itself.
    const stored = await queryRows<{ row: string }>(
      t.database.db,
      sql`select to_jsonb(k)::text as row from api_keys k where id = ${key.id}`,
    );
    expect(stored[0]!.row).not.toContain(key.token.slice(5));

    const list = (await owner.get(KEYS)).json();
    const listed = list.results.find((k: { id: number }) => k.id === key.id);
    expect(listed).toMatchObject({
      name: 'Channel manager',
      prefix: key.prefix,
      active: true,
      revoked_at: null,
    });
    expect(listed.created_by.name).toMatch(/Сатпаева/);
    expect(JSON.stringify(list)).not.toContain(key.token);
  });

  it('refuses a permission a key never carries, and bad input, writing nothing', async () => {
    const before = await t.database.db.$count(apiKeys);
    const personal = await owner.post(KEYS, {
      name: 'x',
      permissions: ['employees.roles'],
      expires_in_days: 1,
    });
    expect(personal.statusCode).toBe(403);
    expect(personal.json()).toEqual({ error: 'Это право нельзя выдать API-ключу', field: 'permissions' });
    const none = await owner.post(KEYS, { name: 'x', permissions: [], expires_in_days: 1 });
    expect(none.statusCode).toBe(400);
    const long = await owner.post(KEYS, { name: 'x', permissions: ['bookings.view'], expires_in_days: 731 });
    expect(long.statusCode).toBe(400);
    expect(long.json().error).toBe('Срок действия — от 1 до 730 дней');
    expect(await t.database.db.$count(apiKeys)).toBe(before);
  });

  it("is the owner's: a manager may neither list nor create keys", async () => {
    const manager = await buildEmployee(t.database.db, companyId, {}, 'manager');
    const api = client(app, (await login(app, manager.email, TEST_PASSWORD)).token, companyId);
    expect((await api.get(KEYS)).statusCode).toBe(403);
    expect(
      (await api.post(KEYS, { name: 'x', permissions: ['bookings.view'], expires_in_days: 1 })).statusCode,
    ).toBe(403);
  });
});

describe('a request with a key acts as the key', () => {
  it('a permission it lacks is a 403; one it has, a 200', async () => {
    const key = await newKey(owner, 'Только чтение', ['catalogues.view']);
    const api = keyClient(key.token);
    expect((await api.get(CATEGORIES)).statusCode).toBe(200);
    const refused = await api.post(CATEGORIES, category('Без прав'));
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error).toBe('Недостаточно прав для этого действия');
    expect((await api.get('/api/v2/booking/list/')).statusCode).toBe(403);
  });

  it("never reaches a person's own routes, nor the keys themselves", async () => {
    const key = await newKey(owner, 'Всё, что можно', ['catalogues.view', 'catalogues.edit', 'audit.view']);
    const api = keyClient(key.token);
    for (const res of [
      await api.get(KEYS),
      await api.post(KEYS, { name: 'ещё', permissions: ['catalogues.view'], expires_in_days: 1 }),
      await api.post(`${KEYS}${key.id}/revoke/`),
      await api.get('/api/v2/user/employees/profile/'),
      await api.post('/api/v2/user/employees/change-password/', {
        old_password: 'a',
        new_password: 'b-long-1',
      }),
      await api.get('/api/v2/companies/'),
    ]) {
      expect(res.statusCode, res.body).toBe(403);
      expect(res.json().error).toBe('Это действие доступно только сотруднику, не API-ключу');
    }
  });

  it('the journal names the key', async () => {
    const key = await newKey(owner, 'Импорт номеров', ['catalogues.view', 'catalogues.edit']);
    const made = await keyClient(key.token).post(CATEGORIES, category('Из API'));
    expect(made.statusCode, made.body).toBe(201);
    const rows = (await owner.get(`/api/v2/audit/?entity=category`)).json().results as {
      entity_id: number;
      employee: { name: string };
      api_key: { id: number; name: string } | null;
    }[];
    const record = rows.find((r) => r.entity_id === made.json().id)!;
    expect(record.employee.name).toBe('API-ключ «Импорт номеров»');
    expect(record.api_key).toEqual({ id: key.id, name: 'Импорт номеров' });
    // The key's own making is journaled, naming its creator.
    const own = (await owner.get('/api/v2/audit/?entity=api_key')).json().results as {
      entity_id: number;
      action: string;
      api_key: unknown;
    }[];
    expect(own.find((r) => r.entity_id === key.id)).toMatchObject({ action: 'create', api_key: null });
  });

  it('a key does no more than its creator holds now', async () => {
    const second = await buildEmployee(t.database.db, companyId, {}, 'owner');
    const api = client(app, (await login(app, second.email, TEST_PASSWORD)).token, companyId);
    const key = await newKey(api, 'Ключ второго владельца', [
      'catalogues.view',
      'catalogues.edit',
      'audit.view',
    ]);
    expect((await keyClient(key.token).get('/api/v2/audit/')).statusCode).toBe(200);
    // Lowered to the front desk (no journal, no catalogue edits): the key loses them too.
    expect((await owner.put(`/api/v2/user/employees/${second.id}/`, { role: 'frontdesk' })).statusCode).toBe(
      200,
    );
    expect((await keyClient(key.token).get('/api/v2/audit/')).statusCode).toBe(403);
    expect((await keyClient(key.token).post(CATEGORIES, category('После понижения'))).statusCode).toBe(403);
    expect((await keyClient(key.token).get(CATEGORIES)).statusCode).toBe(200);
    // Switched off: the key stops.
    expect((await owner.delete(`/api/v2/user/employees/${second.id}/`)).statusCode).toBeLessThan(300);
    expect((await keyClient(key.token).get(CATEGORIES)).statusCode).toBe(401);
  });

  it('writes its last use, at most once a minute', async () => {
    const key = await newKey(owner, 'Учёт использования', ['catalogues.view']);
    const lastUsed = async () =>
      (await t.database.db.select().from(apiKeys).where(eq(apiKeys.id, key.id)))[0]!.lastUsedAt;
    expect(await lastUsed()).toBeNull();
    await keyClient(key.token).get(CATEGORIES);
    const first = await lastUsed();
    expect(first).not.toBeNull();
    await keyClient(key.token).get(CATEGORIES);
    expect(await lastUsed()).toEqual(first);
  });
});

describe('a key stops', () => {
  it('when it expires', async () => {
    const key = await newKey(owner, 'Истекающий', ['catalogues.view'], 1);
    expect((await keyClient(key.token).get(CATEGORIES)).statusCode).toBe(200);
    await t.database.db.execute(
      sql`update api_keys set created_at = now() - interval '2 days', expires_at = now() - interval '1 second' where id = ${key.id}`,
    );
    const res = await keyClient(key.token).get(CATEGORIES);
    expect(res.statusCode).toBe(401);
    expect(res.json().error).toBe('API-ключ недействителен: он отозван, истёк или неизвестен');
    expect((await owner.get(KEYS)).json().results.find((k: { id: number }) => k.id === key.id).active).toBe(
      false,
    );
  });

  it('when it is revoked, on another instance of the same database at once', async () => {
    const key = await newKey(owner, 'Отзываемый', ['catalogues.view']);
    const onB = keyClient(key.token, world.b.app);
    expect((await onB.get(CATEGORIES)).statusCode).toBe(200);
    const revoked = await owner.post(`${KEYS}${key.id}/revoke/`);
    expect(revoked.statusCode, revoked.body).toBe(200);
    expect(revoked.json()).toMatchObject({ active: false, revoked_by: { id: expect.any(Number) } });
    for (let i = 0; i < 20; i++) expect((await onB.get(CATEGORIES)).statusCode).toBe(401);
    expect((await keyClient(key.token).get(CATEGORIES)).statusCode).toBe(401);
    // Revoked for good: again is a 409, and the database refuses to bring it back.
    expect((await owner.post(`${KEYS}${key.id}/revoke/`)).statusCode).toBe(409);
    await expect(
      t.database.db.execute(sql`update api_keys set revoked_at = null where id = ${key.id}`),
    ).rejects.toThrow();
  });

  it('a token never made is refused', async () => {
    const res = await keyClient('pmsk_forged-token-of-no-key').get(CATEGORIES);
    expect(res.statusCode).toBe(401);
  });
});

describe('company isolation', () => {
  it("a key of one company never reads or names another's", async () => {
    const other = await buildCompany(t.database.db, { name: 'Чужой отель' });
    const otherOwner = await buildEmployee(t.database.db, other.id, {}, 'owner');
    const theirs = client(app, (await login(app, otherOwner.email, TEST_PASSWORD)).token, other.id);
    const made = await theirs.post(CATEGORIES, category('Чужая категория'));
    expect(made.statusCode).toBe(201);
    const otherId = made.json().id as number;

    const key = await newKey(owner, 'Наш ключ', ['catalogues.view', 'catalogues.edit']);
    const ours = keyClient(key.token);
    const names = (
      (await ours.get(`${CATEGORIES}?page[size]=1000`)).json().results as { name: string }[]
    ).map((c) => c.name);
    expect(names).not.toContain('Чужая категория');
    expect((await ours.get(`${CATEGORIES}${otherId}/`)).statusCode).toBe(404);
    const named = await keyClient(key.token, app, other.id).get(CATEGORIES);
    expect(named.statusCode).toBe(403);
    expect(named.json().error).toBe('API-ключ действует только в своей компании');
    // Their owner cannot revoke our key.
    expect((await theirs.post(`${KEYS}${key.id}/revoke/`)).statusCode).toBe(404);
    expect((await ours.get(CATEGORIES)).statusCode).toBe(200);
  });
});

describe('the limit a minute', () => {
  it('answers 429 in Russian with Retry-After past API_KEY_RATE_LIMIT', async () => {
    const limited = await createTestApp(t.database, { API_KEY_RATE_LIMIT: '3' });
    try {
      const key = await newKey(owner, 'Частый', ['catalogues.view']);
      const api = keyClient(key.token, limited);
      for (let i = 0; i < 3; i++) expect((await api.get(CATEGORIES)).statusCode).toBe(200);
      const res = await api.get(CATEGORIES);
      expect(res.statusCode).toBe(429);
      expect(res.json().error).toMatch(/^Слишком много запросов с этим API-ключом\. Попробуйте через \d+/);
      expect(Number(res.headers['retry-after'])).toBeGreaterThanOrEqual(1);
      expect(Number(res.headers['retry-after'])).toBeLessThanOrEqual(60);
      // Another key has its own allowance.
      const fresh = await newKey(owner, 'Другой', ['catalogues.view']);
      expect((await keyClient(fresh.token, limited).get(CATEGORIES)).statusCode).toBe(200);
    } finally {
      await limited.close();
    }
  });
});
