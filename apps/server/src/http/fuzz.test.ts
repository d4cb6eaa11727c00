/**
 * Hostile input on every endpoint the OpenAPI document names (issue 9): NUL characters, ids beyond
 * PostgreSQL's integer, `true` and `null` where a number belongs, 100k-character text, numbers spelled
 * '0x1' / '1e0' / ' 1', and reversed date pairs. Each must be a 4xx with a Russian message and change
 * nothing in the database (both companies' data is fingerprinted, once before the whole sweep and once
 * after it; only when the two differ is the sweep replayed to name the request). The cases are generated
 * from the document, so an endpoint added later is fuzzed without anyone remembering to.
 */
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.ts';
import { queryRows } from '../db/client.ts';
import { seedDemo } from '../seed/seed.ts';
import {
  buildBooking,
  buildCategory,
  buildCompany,
  buildEmployee,
  buildFoodTariff,
  buildRoom,
  TEST_PASSWORD,
} from '../test/factories.ts';
import {
  client,
  createTestDb,
  login,
  stopWorld,
  type TestClient,
  type TestDb,
  testConfig,
} from '../test/harness.ts';
import { pgCode } from './errors.ts';

type Schema = {
  type?: string;
  anyOf?: Schema[];
  enum?: unknown[];
  pattern?: string;
  format?: string;
  nullable?: boolean;
  properties?: Record<string, Schema>;
  items?: Schema;
  maxLength?: number;
  maximum?: number;
};
type Operation = {
  parameters?: { in: string; name: string; schema: Schema }[];
  requestBody?: { content: Record<string, { schema: Schema }> };
};
type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** A database, an app over it, and the signed-in owner of the demo resort, with the other tenant beside. */
interface World {
  t: TestDb;
  app: FastifyInstance;
  api: TestClient;
  /** Refusals that only the database's data-exception backstop caught: each is a schema gap. */
  backstopped: string[];
}

/** The moment the demo is built around, the same for a replay's fresh world (below) as for the first. */
const NOW = new Date();

/**
 * The resort whose records the hostile requests aim at (the demo seed, so that `1` in a path or a body is
 * a real booking, room, client, payment… and a request gets past "not found" to the checks behind it),
 * and a second property, built with the factories, that nothing here may touch either. Deterministic:
 * a fresh world has the same ids, so a replay of the sweep on it reproduces a change.
 */
async function buildWorld(): Promise<World> {
  const t = await createTestDb();
  const backstopped: string[] = [];
  const app = await buildApp({ config: testConfig(), database: t.database });
  app.addHook('onError', async (request, _reply, err) => {
    if (pgCode(err)?.startsWith('22')) backstopped.push(`${request.method} ${request.url.slice(0, 80)}`);
  });
  await app.ready();
  const db = t.database.db;
  const company = await buildCompany(db, { name: 'Бурабай' });
  const employee = await buildEmployee(db, company.id);
  const api = client(app, (await login(app, employee.email, TEST_PASSWORD)).token);
  await seedDemo(db, { companyId: company.id, employeeId: employee.id, now: NOW });
  // The other tenant: a row in each of the tables at the heart of a property (staff, rooms and their
  // units, a booking, a meal tariff with its prices). The fingerprint covers every table whole, so a
  // row written anywhere shows; these are there so that a write reaching across tenants has one to hit.
  const other = await buildCompany(db, { name: 'Чужой отель' });
  await buildEmployee(db, other.id);
  const category = await buildCategory(db, other.id);
  await buildBooking(db, await buildRoom(db, other.id, category.id));
  await buildFoodTariff(db, other.id, (kind) => 1000 + kind);
  return { t, app, api, backstopped };
}

let world: World;
let api: TestClient;
let doc: { paths: Record<string, Record<string, Operation>> };

beforeAll(async () => {
  world = await buildWorld();
  api = world.api;
  doc = (await world.app.inject({ method: 'GET', url: '/api/docs/json' })).json();
}, 120_000);
afterAll(() => stopWorld(world));

/** Every row of every table, as one digest per table: any write shows up as a changed digest. */
async function fingerprint(w: World): Promise<Record<string, string>> {
  const db = w.t.database.db;
  const tables = await queryRows<{ name: string }>(
    db,
    sql`select table_name as name from information_schema.tables
        where table_schema = 'public' and table_type = 'BASE TABLE' order by 1`,
  );
  const parts = tables.map(
    ({ name }) =>
      `select '${name}' as name, md5(coalesce(string_agg(t::text, '|' order by t::text), '')) as digest from "${name}" t`,
  );
  const rows = await queryRows<{ name: string; digest: string }>(db, sql.raw(parts.join(' union all ')));
  return Object.fromEntries(rows.map((r) => [r.name, r.digest]));
}

/** The tables whose digest differs. */
const changedTables = (before: Record<string, string>, after: Record<string, string>) =>
  Object.keys({ ...before, ...after }).filter((table) => before[table] !== after[table]);

// ---- what a schema is, and a plausible value of it -------------------------------------------------

const isNumberish = (s: Schema) =>
  s.type === 'number' || s.type === 'integer' || (s.anyOf ?? []).some((a) => a.type === 'number');

const DATE_PAIRS = [
  ['check_in', 'check_out'],
  ['start', 'end'],
  ['start_date', 'end_date'],
] as const;

const INSTANT = /^(check_in|check_out|start|end)$/;

/** A value the schema accepts, so that a case differs from a valid body in one hostile place only. */
function plausible(s: Schema, name: string): unknown {
  if (isNumberish(s)) {
    if (/^(check_in|start)$/.test(name)) return 1_800_000_000;
    if (/^(check_out|end)$/.test(name)) return 1_800_172_800;
    return 1;
  }
  if (s.anyOf) return plausible(s.anyOf.find((a) => a.type) ?? s.anyOf[0]!, name);
  if (s.enum) return s.enum[0];
  switch (s.type) {
    case 'boolean':
      return false;
    case 'array':
      return [];
    case 'object':
      return Object.fromEntries(Object.entries(s.properties ?? {}).map(([k, v]) => [k, plausible(v, k)]));
    case 'string': {
      if (s.format === 'email') return 'guest@example.kz';
      const later = /out|end/.test(name);
      if (s.pattern?.includes(' (')) return later ? '2027-01-12 12:00' : '2027-01-10 14:00';
      if (s.pattern?.startsWith('^\\d{4}')) return later ? '2027-01-12' : '2027-01-10';
      if (s.pattern?.includes(':')) return '12:00';
      return 'Тест';
    }
    default:
      return null;
  }
}

/** Values this schema must refuse. */
function hostile(s: Schema): unknown[] {
  const nul = ['\u0000', 'a\u0000b'];
  const notNull = s.nullable ? [] : [null];
  if (isNumberish(s)) {
    // Beyond the declared maximum (2³¹ for ids and counts); a number with no maximum gets 2³¹ anyway.
    const beyond = s.maximum === undefined ? 2 ** 31 : s.maximum + 1;
    const fraction = s.type === 'integer' ? [1.5] : [];
    return [
      true,
      '',
      ' 1',
      '0x1',
      '1e0',
      {},
      [1],
      beyond,
      String(beyond),
      2 ** 53,
      ...fraction,
      ...nul,
      ...notNull,
    ];
  }
  if (s.anyOf) return [...nul, 'x'.repeat(100_000), 12, ...notNull];
  if (s.enum) return ['не-из-списка', ...nul, ...notNull];
  switch (s.type) {
    case 'boolean':
      return ['true', 1, ...notNull];
    case 'array':
      return ['x', { 0: 1 }, ...notNull];
    case 'object':
      return ['x', [], ...notNull];
    case 'string':
      return [...nul, 'x'.repeat(100_000), 12, true, ...notNull];
    default:
      return [];
  }
}

interface Case {
  label: string;
  url: string;
  body?: unknown;
}

/** Each property of `s` (and of its list items) made hostile in turn, the rest plausible. */
function bodyCases(
  s: Schema,
  base: Record<string, unknown>,
  prefix = '',
): { label: string; body: unknown }[] {
  const cases: { label: string; body: unknown }[] = [];
  for (const [key, prop] of Object.entries(s.properties ?? {})) {
    for (const value of hostile(prop)) {
      cases.push({
        label: `${prefix}${key}=${JSON.stringify(value).slice(0, 20)}`,
        body: { ...base, [key]: value },
      });
    }
    const item = prop.items;
    if (prop.type === 'array' && item?.properties) {
      const itemBase = plausible(item, key) as Record<string, unknown>;
      for (const inner of bodyCases(item, itemBase, `${prefix}${key}[0].`)) {
        cases.push({ label: inner.label, body: { ...base, [key]: [inner.body] } });
      }
    }
  }
  for (const [from, to] of DATE_PAIRS) {
    if (from in base && to in base) {
      cases.push({ label: `${prefix}${from}>${to}`, body: { ...base, [from]: base[to], [to]: base[from] } });
    }
  }
  return cases;
}

const HOSTILE_IDS = [
  '2147483648',
  '99999999999999999999',
  '0x1',
  '1e0',
  '%201',
  '-1',
  '0',
  '%00',
  'true',
  '1.0',
];

function casesOf(path: string, op: Operation): Case[] {
  const params = (op.parameters ?? []).filter((p) => p.in === 'path').map((p) => p.name);
  const fill = (value: string, which?: string) =>
    params.reduce(
      (url, name) => url.replace(`{${name}}`, which === undefined || which === name ? value : '1'),
      path,
    );
  const schema = op.requestBody?.content['application/json']?.schema;
  const base = schema ? (plausible(schema, '') as Record<string, unknown>) : undefined;
  const cases: Case[] = [];
  for (const name of params) {
    for (const id of HOSTILE_IDS) cases.push({ label: `{${name}}=${id}`, url: fill(id, name), body: base });
  }
  if (schema) {
    for (const c of bodyCases(schema, base!)) cases.push({ ...c, url: fill('1') });
  }
  return cases;
}

const WRITES = ['post', 'put', 'patch', 'delete'];

function send(w: Pick<World, 'api'>, method: Method, url: string, body?: unknown) {
  if (method === 'GET') return w.api.get(url);
  const call = { POST: w.api.post, PUT: w.api.put, PATCH: w.api.patch, DELETE: w.api.delete }[method];
  return call(url, body);
}

/** One hostile write, and the endpoint (its place in the document) it belongs to. */
interface Hostile extends Case {
  verb: Method;
  endpoint: string;
}

/** Every write endpoint's hostile cases, grouped by endpoint, in the document's order. */
function writeSweep(): Hostile[][] {
  const groups: Hostile[][] = [];
  for (const [path, methods] of Object.entries(doc.paths)) {
    for (const [method, op] of Object.entries(methods)) {
      if (!WRITES.includes(method)) continue;
      const verb = method.toUpperCase() as Method;
      const cases = casesOf(path, op).map((c) => ({ ...c, verb, endpoint: `${verb} ${path}` }));
      // Only a call that takes nothing (log out) has nothing hostile to send.
      if (cases.length > 0) groups.push(cases);
    }
  }
  return groups;
}

const describeCase = (c: Hostile) => `${c.verb} ${c.url.slice(0, 80)} ${c.label}`;

/**
 * Which requests of the sweep changed data, asked only when the sweep as a whole did: the sweep replayed
 * on a fresh world (the same rows and ids) with a fingerprint after each endpoint, then on another with a
 * fingerprint after each request of the endpoints that changed something. Answers one line per request,
 * naming it and the tables it changed; or, if no replay reproduces the change, says so.
 */
async function whoChangedData(groups: Hostile[][], changed: string[]): Promise<string[]> {
  const suspects = new Set<number>();
  let w = await buildWorld();
  try {
    let before = await fingerprint(w);
    for (const [i, group] of groups.entries()) {
      for (const c of group) await send(w, c.verb, c.url, c.body);
      const after = await fingerprint(w);
      if (changedTables(before, after).length > 0) suspects.add(i);
      before = after;
    }
  } finally {
    await stopWorld(w);
  }
  const found: string[] = [];
  w = await buildWorld();
  try {
    for (const [i, group] of groups.entries()) {
      let before = suspects.has(i) ? await fingerprint(w) : undefined;
      for (const c of group) {
        await send(w, c.verb, c.url, c.body);
        if (!before) continue;
        const after = await fingerprint(w);
        const tables = changedTables(before, after);
        if (tables.length > 0) found.push(`${describeCase(c)} changed ${tables.join(', ')}`);
        before = after;
      }
    }
  } finally {
    await stopWorld(w);
  }
  return found.length > 0
    ? found
    : [`the sweep changed ${changed.join(', ')}, and no replay of it on a fresh world did again`];
}

describe('hostile input, generated from the OpenAPI document', () => {
  it('every write endpoint answers a 4xx in Russian and changes nothing', async () => {
    world.backstopped.length = 0;
    const totals = { endpoints: 0, requests: 0, refused: 0, serverErrors: 0, changes: 0 };
    const failures: string[] = [];
    const groups = writeSweep();
    // One fingerprint before the whole sweep and one after it; the replays that name the request
    // that changed data run only when the two differ.
    const before = await fingerprint(world);
    for (const group of groups) {
      totals.endpoints += 1;
      for (const c of group) {
        const res = await send(world, c.verb, c.url, c.body);
        totals.requests += 1;
        if (res.statusCode >= 500) totals.serverErrors += 1;
        const russian = /[А-Яа-яЁё]/.test(res.json<{ error?: string }>().error ?? '');
        if (res.statusCode >= 400 && res.statusCode < 500 && russian) totals.refused += 1;
        else failures.push(`${describeCase(c)}: ${res.statusCode} ${res.body.slice(0, 120)}`);
      }
    }
    const changed = changedTables(before, await fingerprint(world));
    if (changed.length > 0) {
      const culprits = await whoChangedData(groups, changed);
      totals.changes = culprits.length;
      failures.push(...culprits);
    }
    console.log(`hostile input: ${JSON.stringify(totals)}`);
    expect(failures).toEqual([]);
    // Refused by a schema or the input guard, not by PostgreSQL failing to store the value.
    expect(world.backstopped).toEqual([]);
    expect(totals.endpoints).toBeGreaterThanOrEqual(42);
    expect(totals.serverErrors).toBe(0);
    expect(totals.changes).toBe(0);
    // A sweep takes 1–2 minutes on a loaded machine; when it changed data, the two replays that name
    // the request take about three times that, and must not be cut off before they say which it was.
  }, 900_000);

  it('every read with a path id or a query refuses hostile values with a 4xx, never a 5xx', async () => {
    world.backstopped.length = 0;
    const failures: string[] = [];
    let requests = 0;
    for (const [path, methods] of Object.entries(doc.paths)) {
      const op = methods.get;
      if (!op || path.startsWith('/api/docs')) continue;
      const urls = casesOf(path, op).map((c) => c.url);
      for (const q of (op.parameters ?? []).filter((p) => p.in === 'query')) {
        const values = isNumberish(q.schema)
          ? [
              'true',
              '0x1',
              '1e0',
              '%201',
              '9007199254740992',
              '%00',
              ...(INSTANT.test(q.name) ? [] : ['2147483648']),
            ]
          : ['%00', 'a%00b', 'x'.repeat(5000)];
        const base = path.replace(/\{\w+\}/g, '1');
        for (const v of values) urls.push(`${base}?${encodeURIComponent(q.name)}=${v}`);
      }
      for (const url of urls) {
        const res = await api.get(url);
        requests += 1;
        if (res.statusCode < 400 || res.statusCode >= 500)
          failures.push(`GET ${url.slice(0, 100)}: ${res.statusCode}`);
      }
    }
    console.log(`hostile reads: ${requests} requests, ${failures.length} not refused`);
    expect(failures).toEqual([]);
    expect(world.backstopped).toEqual([]);
  }, 300_000);
});

describe('the reported reproductions', () => {
  it.each([
    [
      'a payment on booking `true`',
      'POST',
      '/api/v2/booking/payments/',
      { booking: true },
      'booking',
      'Недопустимое значение',
    ],
    ['a payment of `null`', 'POST', '/api/v2/booking/payments/', { value: null }, 'value', 'Введите сумму!'],
    ['a payment of ""', 'POST', '/api/v2/booking/payments/', { value: '' }, 'value', 'Введите сумму!'],
    [
      'a room moved to category `true`',
      'PUT',
      '/api/v2/categories/rooms/1/',
      { category: true },
      'category',
      'Недопустимое значение',
    ],
  ] as const)('%s is refused on its field', async (_label, method, url, patch, field, error) => {
    const payment = { booking: 1, value: 100, payment_method: 1, comment: 'Наличные' };
    const room = { name: 'Взлом', category: 1 };
    const body = { ...(url.includes('payments') ? payment : room), ...patch };
    const res = await send(world, method, url, body);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ error, field });
  });

  it.each(['0x1', '1e0', '%201', '1.0', '2147483648'])(
    'booking %s in a path is not booking 1',
    async (id) => {
      const res = await api.get(`/api/v2/booking/${id}/`);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ error: 'Недопустимое значение', field: 'id' });
    },
  );
});
