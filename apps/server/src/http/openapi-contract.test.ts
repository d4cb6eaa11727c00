/**
 * The OpenAPI document is a contract (issue 30): every answer the server gives must be one the document
 * declares — its status, its content type, and for JSON its schema (ajv, OpenAPI 3.0's `nullable`
 * included). Checked on the demo resort and the demo leisure object with real ids:
 * - every GET of the document, generated from it as the hostile-input sweep is (fuzz.test.ts), with each
 *   path's ids read from the data (a GET added later fails here until it is given a real id);
 * - the main writes, made through the typed client generated from the published document
 *   (@pms/api-client over openapi-fetch), so a body or a path the document lacks does not compile;
 * - the documented extras: a replayed create's `Idempotent-Replayed`, 422 for a reused key, 413 for a
 *   large body, public routes answering without credentials, 204 without a body.
 * And the published copy (docs/openapi.json, which the client is generated from and `npm run check`
 * lints) is the document the server serves.
 */
import { readFileSync } from 'node:fs';
import { type ApiClient, createApiClient } from '@pms/api-client';
import { toLocal } from '@pms/domain';
import { Ajv, type ValidateFunction } from 'ajv';
import addFormats from 'ajv-formats';
import { sql } from 'drizzle-orm';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import type { OpenAPIV3 } from 'openapi-types';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../db/client.ts';
import { seedDemo } from '../seed/seed.ts';
import { seedLeisureDemo } from '../seed/seed-leisure.ts';
import { buildCompany, buildEmployee, TEST_PASSWORD } from '../test/factories.ts';
import { createTestApp, createTestDb, login, stopWorld, type TestDb } from '../test/harness.ts';

type Method = 'get' | 'post' | 'put' | 'patch' | 'delete';
const METHODS: Method[] = ['get', 'post', 'put', 'patch', 'delete'];

const NOW = new Date();
const unix = (days: number) => Math.floor(NOW.getTime() / 1000) + days * 86_400;
/** The demo resort's local day `days` from now, 'YYYY-MM-DD' (its zone is read once it exists). */
let zone = 'UTC';
const localDay = (days: number) => toLocal(unix(days), zone).date;

let t: TestDb;
let app: FastifyInstance;
let token: string;
let resortId: number;
let leisureId: number;
let doc: OpenAPIV3.Document;
/** Every answer checked, and what was wrong with any of them. */
const checked: string[] = [];
const problems: string[] = [];

beforeAll(async () => {
  t = await createTestDb();
  app = await createTestApp(t.database);
  const db = t.database.db;
  const company = await buildCompany(db, { name: 'Бурабай' });
  const employee = await buildEmployee(db, company.id);
  await seedDemo(db, { companyId: company.id, employeeId: employee.id, now: NOW });
  leisureId = (await seedLeisureDemo(db, { employeeId: employee.id, now: NOW })).companyId;
  resortId = company.id;
  zone = (
    await queryRows<{ tz: string }>(db, sql`select timezone as tz from companies where id = ${resortId}`)
  )[0]!.tz;
  token = (await login(app, employee.email, TEST_PASSWORD)).token;
  doc = (await app.inject({ method: 'GET', url: '/api/docs/json' })).json();
}, 120_000);
afterAll(() => stopWorld({ t, app }));

// ---- the document's operations, and an answer checked against them -----------------------------------

/** The operation a concrete path belongs to: of the templates it matches, the one with most literal segments. */
function operationOf(method: Method, path: string) {
  let best: { template: string; op: OpenAPIV3.OperationObject; literals: number } | undefined;
  for (const [template, item] of Object.entries(doc.paths)) {
    const op = item?.[method];
    if (!op) continue;
    const pattern = new RegExp(`^${template.replace(/\{\w+\}/g, '[^/]+')}$`);
    if (!pattern.test(path)) continue;
    const literals = template.split('/').filter((s) => s && !s.startsWith('{')).length;
    if (!best || literals > best.literals) best = { template, op, literals };
  }
  return best;
}

const ajv = new Ajv({ strict: false, allErrors: true });
addFormats(ajv);
const validators = new Map<string, ValidateFunction>();

function validatorOf(key: string, schema: object) {
  let validate = validators.get(key);
  if (!validate) {
    // Local `#/components/...` references resolve against the document's components.
    validate = ajv.compile({ ...schema, components: doc.components });
    validators.set(key, validate);
  }
  return validate;
}

/** A media type of `content` that `type` is: itself, or a range ('image/*', '*\/*') that covers it. */
function mediaOf(content: Record<string, OpenAPIV3.MediaTypeObject>, type: string) {
  const [major] = type.split('/');
  return content[type] ?? content[`${major}/*`] ?? content['*/*'];
}

/** Checks one answer against the document; records the call, and any mismatch in `problems`. */
function check(method: Method, url: string, res: LightMyRequestResponse, label = '') {
  const path = url.split('?')[0]!;
  const name = `${method.toUpperCase()} ${url.slice(0, 100)}${label ? ` (${label})` : ''}`;
  checked.push(name);
  const found = operationOf(method, path);
  if (!found) return problems.push(`${name}: no such operation in the document`);
  const responses = found.op.responses as Record<string, OpenAPIV3.ResponseObject>;
  const status = String(res.statusCode);
  const response = responses[status] ?? responses.default;
  if (!response)
    return problems.push(
      `${name}: ${status} is not documented (${Object.keys(responses).join(', ')}): ${res.body.slice(0, 150)}`,
    );
  for (const header of Object.keys(res.headers)) {
    if (header === 'idempotent-replayed' && !response.headers?.['Idempotent-Replayed'])
      problems.push(`${name}: sends Idempotent-Replayed, which its ${status} does not document`);
  }
  const type = String(res.headers['content-type'] ?? '')
    .split(';')[0]!
    .trim();
  if (!response.content) {
    if (res.rawPayload.length > 0)
      problems.push(
        `${name}: ${status} is documented without a body, and has ${res.rawPayload.length} bytes`,
      );
    return;
  }
  const media = mediaOf(response.content, type);
  if (!media)
    return problems.push(
      `${name}: ${status} answers ${type || 'no content type'}, documented ${Object.keys(response.content).join(', ')}`,
    );
  if (type !== 'application/json') {
    if (res.rawPayload.length === 0) problems.push(`${name}: an empty ${type}`);
    return;
  }
  const validate = validatorOf(`${method} ${found.template} ${status}`, media.schema as object);
  if (!validate(res.json())) {
    const errors = (validate.errors ?? [])
      .slice(0, 3)
      .map((e) => `${e.instancePath || '/'} ${e.message} ${JSON.stringify(e.params)}`);
    problems.push(`${name}: ${status} does not match its schema: ${errors.join('; ')}`);
  }
}

interface Call {
  method: Method;
  url: string;
  body?: unknown;
  company?: number;
  headers?: Record<string, string>;
  /** Without the bearer token: a public route. */
  anonymous?: boolean;
  label?: string;
}

async function call(c: Call) {
  const res = await app.inject({
    method: c.method.toUpperCase() as 'GET',
    url: c.url,
    ...(c.body === undefined ? {} : { payload: c.body as object }),
    headers: {
      ...(c.anonymous ? {} : { authorization: `Bearer ${token}` }),
      'x-company-id': String(c.company ?? resortId),
      ...c.headers,
    },
  });
  check(c.method, c.url, res, c.label);
  // A route that answers without credentials must say it needs none.
  const op = operationOf(c.method, c.url.split('?')[0]!)?.op;
  if (c.anonymous && res.statusCode < 400 && op?.security?.length !== 0)
    problems.push(
      `${c.method.toUpperCase()} ${c.url}: answers without credentials, documented as needing them`,
    );
  return res;
}

/**
 * The typed client over `app.inject`: openapi-fetch builds the request from the generated types, this
 * sends it to the app, and every answer is checked against the document as it comes back.
 */
function typedClient(company: number): ApiClient {
  return createApiClient({
    baseUrl: 'http://pms.test',
    headers: { authorization: `Bearer ${token}`, 'x-company-id': String(company) },
    fetch: async (request: Request) => {
      const url = new URL(request.url);
      const body = request.body ? Buffer.from(await request.arrayBuffer()) : undefined;
      const res = await app.inject({
        method: request.method as 'GET',
        url: url.pathname + url.search,
        headers: Object.fromEntries(request.headers),
        ...(body ? { payload: body } : {}),
      });
      check(request.method.toLowerCase() as Method, url.pathname + url.search, res, 'typed client');
      const headers = new Headers();
      for (const [k, v] of Object.entries(res.headers)) if (v !== undefined) headers.set(k, String(v));
      const empty = res.statusCode === 204 || res.statusCode === 304 || res.rawPayload.length === 0;
      return new Response(empty ? null : res.rawPayload, { status: res.statusCode, headers });
    },
  });
}

/** What the writes made, for the reads to use: real ids that the seed has none of (mail, a payment). */
const made: { booking?: number; payment?: number; mail?: number; webhook?: number; delivery?: number } = {};

describe('the published document', () => {
  it('is the one the server serves (else run `npm run api:generate`)', () => {
    const published = JSON.parse(
      readFileSync(new URL('../../../../docs/openapi.json', import.meta.url), 'utf8'),
    );
    expect(doc).toEqual(published);
  });

  it('names every operation once, says what it does, and describes every answer', () => {
    const ids = new Map<string, string>();
    const missing: string[] = [];
    for (const [path, item] of Object.entries(doc.paths)) {
      for (const method of METHODS) {
        const op = item?.[method];
        if (!op) continue;
        const name = `${method.toUpperCase()} ${path}`;
        if (!op.operationId || ids.has(op.operationId))
          missing.push(`${name}: operationId ${op.operationId}`);
        else ids.set(op.operationId, name);
        if (!op.summary) missing.push(`${name}: no summary`);
        for (const [status, r] of Object.entries(op.responses as Record<string, OpenAPIV3.ResponseObject>)) {
          if (!r.description || r.description === 'Default Response')
            missing.push(`${name}: ${status} undescribed`);
          if (status === '204' && r.content) missing.push(`${name}: 204 with a body`);
        }
      }
    }
    expect(missing).toEqual([]);
    expect(ids.size).toBeGreaterThan(190);
  });
});

describe('every answer is the one the document declares', () => {
  it('the main writes, through the typed client', async () => {
    const api = typedClient(resortId);
    const key = `contract-${Date.now()}`;

    // A category, created with an Idempotency-Key; the retry is replayed; the key on another body is 422.
    const category = {
      name: 'Контрактный люкс',
      category_type: 'room' as const,
      place_number: 2,
      additional_place: 1,
      adult_count: 2,
      description: '',
      is_active: true,
    };
    const options = { params: { header: { 'Idempotency-Key': key } } };
    const created = await api.POST('/api/v2/categories/', { body: category, ...options });
    expect(created.response.status).toBe(201);
    const replay = await api.POST('/api/v2/categories/', { body: category, ...options });
    expect(replay.response.headers.get('idempotent-replayed')).toBe('true');
    expect(replay.data?.id).toBe(created.data?.id);
    const reused = await api.POST('/api/v2/categories/', {
      body: { ...category, name: 'Другой' },
      ...options,
    });
    expect(reused.response.status).toBe(422);
    const categoryId = created.data!.id;
    const saved = await api.PUT('/api/v2/categories/{id}/', {
      params: { path: { id: categoryId } },
      body: { ...category, description: 'Вид на озеро' },
    });
    expect(saved.data?.description).toBe('Вид на озеро');

    // A room in it, saved again under a new name.
    const room = await api.POST('/api/v2/categories/rooms/', { body: { name: 'К-1', category: categoryId } });
    expect(room.response.status).toBe(201);
    const roomId = room.data!.id;
    await api.PUT('/api/v2/categories/rooms/{id}/', {
      params: { path: { id: roomId } },
      body: { name: 'К-101', category: categoryId },
    });

    // A booking: reserved from the calendar, saved in the editor with a guest of unknown gender, paid.
    const reserved = await api.POST('/api/booking/', {
      body: { room: roomId, check_in: unix(400), check_out: unix(402) },
    });
    expect(reserved.response.status).toBe(201);
    const bookingId = reserved.data!.id;
    const editor = await api.GET('/api/v2/booking/{id}/', { params: { path: { id: bookingId } } });
    const local = (days: number, time: string) => `${localDay(days)} ${time}`;
    const put = await api.PUT('/api/v2/booking/{id}/', {
      params: { path: { id: bookingId } },
      body: {
        version: editor.data!.version,
        room: roomId,
        check_in: local(400, '14:00'),
        check_out: local(402, '12:00'),
        clients: [
          {
            first_name: 'Айгуль',
            last_name: 'Серикова',
            phone_number: '+7 701 111 22 33',
            email: 'aigul@example.com',
            gender: null,
          },
        ],
      },
    });
    expect(put.response.status).toBe(200);
    const methods = await api.GET('/api/v2/companies/payment-types/');
    const paid = await api.POST('/api/v2/booking/payments/', {
      body: {
        booking: bookingId,
        value: 5000,
        payment_method: methods.data!.results.find((m) => m.kind === 'cash')!.id,
        comment: 'Наличные',
      },
    });
    expect(paid.response.status).toBe(201);
    made.booking = bookingId;
    made.payment = paid.data!.id;

    // The confirmation mailed to the guest (the built-in outbox): a message with its PDF attached.
    const version = (await api.GET('/api/v2/booking/{id}/', { params: { path: { id: bookingId } } })).data!
      .version;
    const sent = await api.POST('/api/v2/booking/{id}/send-email/', {
      params: { path: { id: bookingId } },
      body: { version },
    });
    expect(sent.response.status).toBe(200);
    made.mail = sent.data!.mail.id;

    // A webhook endpoint (its secret shown once) and its test event's delivery.
    const hook = await api.POST('/api/v2/webhooks/endpoints/', {
      body: { url: 'http://127.0.0.1:9/hook', events: ['booking.created'], description: '', enabled: true },
    });
    expect(hook.response.status).toBe(201);
    made.webhook = hook.data!.id;
    const test = await api.POST('/api/v2/webhooks/endpoints/{id}/test/', {
      params: { path: { id: made.webhook } },
    });
    expect(test.response.status).toBe(201);
    made.delivery = test.data!.id;

    // A service, changed, then deleted: 204 and nothing more.
    const service = await api.POST('/api/v2/service-discount/services/', {
      body: { name: 'Трансфер', price: 5000, service_type: 'once', is_active: true },
    });
    expect(service.response.status).toBe(201);
    const serviceId = service.data!.id;
    await api.PUT('/api/v2/service-discount/services/{id}/', {
      params: { path: { id: serviceId } },
      body: { name: 'Трансфер из аэропорта', price: 7000, service_type: 'once', is_active: true },
    });
    const gone = await api.DELETE('/api/v2/service-discount/services/{id}/', {
      params: { path: { id: serviceId } },
    });
    expect(gone.response.status).toBe(204);

    // A body over the route's limit is 413, as documented.
    const tooLarge = await call({
      method: 'post',
      url: '/api/v2/categories/',
      body: { ...category, description: 'x'.repeat(1024 * 1024) },
      label: 'over 1 МБ',
    });
    expect(tooLarge.statusCode).toBe(413);

    expect(problems).toEqual([]);
  });

  it('every GET of the document, with real ids', async () => {
    expect(made.mail).toBeDefined();
    const db = t.database.db;
    const first = async (url: string, company = resortId) => {
      const res = await call({ method: 'get', url, company });
      const body = res.json();
      const row = Array.isArray(body) ? body[0] : body.results?.[0];
      if (!row) throw new Error(`${url} lists nothing to take an id from`);
      return row as { id: number; url?: string; thumb_url?: string; ticket?: string };
    };
    const one = async (query: ReturnType<typeof sql>) => (await queryRows<{ id: number }>(db, query))[0]!.id;
    const groupParent = () =>
      one(sql`select group_parent as id from bookings where company_id = ${resortId} and group_parent is not null
              order by id limit 1`);
    const leisureCategory = async () => (await first('/api/v2/categories/leisure/', leisureId)).id;
    const [today, weekAgo, inAWeek] = [localDay(0), localDay(-7), localDay(6)];
    const picture = async () => {
      const image = await first('/api/v2/companies/images/');
      return image.url!.split('/').filter(Boolean).slice(-2);
    };

    /** Each templated read's real path (and query); a GET missing here fails the test. */
    const real: Record<string, () => Promise<string | Call>> = {
      '/api/v2/user/employees/{id}/': async () =>
        `/api/v2/user/employees/${(await first('/api/v2/user/employees/')).id}/`,
      '/api/v2/companies/{id}/': async () => `/api/v2/companies/${resortId}/`,
      // Calendar sync (issue 34): a room's export feed, read without a session; an import's fetches.
      '/api/v2/ical/{file}': async () => {
        const room = (await first('/api/v2/categories/rooms/')).id;
        const feed = await call({
          method: 'post',
          url: '/api/v2/integrations/calendars/exports/',
          body: { room },
        });
        return { method: 'get', url: feed.json().path, anonymous: true, label: 'public' };
      },
      '/api/v2/integrations/calendars/imports/{id}/fetches/': async () => {
        const room = (await first('/api/v2/categories/rooms/')).id;
        const channel = (await first('/api/v2/sales-channels/')).id;
        const feed = await call({
          method: 'post',
          url: '/api/v2/integrations/calendars/imports/',
          body: { name: 'Airbnb', url: 'http://127.0.0.1:9/calendar.ics', room, channel, active: false },
        });
        return `/api/v2/integrations/calendars/imports/${feed.json().id}/fetches/`;
      },
      '/api/v2/documents/{token}/': async () => {
        const link = (await call({ method: 'get', url: `/api/v2/booking/${made.booking}/ticket/` })).json()
          .ticket;
        return {
          method: 'get',
          url: new URL(link, 'http://pms.test').pathname,
          anonymous: true,
          label: 'public',
        };
      },
      '/api/v2/booking/parishioner/{id}/': async () => `/api/v2/booking/parishioner/${made.payment}/`,
      '/api/v2/booking/invoice/{id}/': async () => `/api/v2/booking/invoice/${made.booking}/`,
      '/api/v2/booking/invoice/group/{id}/': async () =>
        `/api/v2/booking/invoice/group/${await groupParent()}/`,
      '/api/v2/booking/{id}/ticket/': async () => `/api/v2/booking/${made.booking}/ticket/`,
      '/api/v2/booking/group/{id}/ticket/': async () =>
        `/api/v2/booking/group/${await groupParent()}/ticket/`,
      '/api/v2/categories/rooms/{id}/': async () =>
        `/api/v2/categories/rooms/${(await first('/api/v2/categories/rooms/')).id}/`,
      // A room's condition history (issue 33), after a tap, so its entries are checked too.
      '/api/v2/housekeeping/rooms/{id}/history/': async () => {
        const room = (await first('/api/v2/categories/rooms/')).id;
        const tap = await call({
          method: 'post',
          url: '/api/v2/housekeeping/condition/',
          body: { room, condition: 'dirty', note: 'Контракт' },
        });
        expect(tap.statusCode, tap.body).toBe(200);
        return `/api/v2/housekeeping/rooms/${room}/history/?page[size]=5`;
      },
      '/api/v2/categories/category-rooms/{id}/': async () =>
        `/api/v2/categories/category-rooms/${(await first('/api/v2/categories/')).id}/?start=${unix(0)}&end=${unix(2)}`,
      '/api/v2/rate-plans/{id}/': async () => {
        const plans = (await call({ method: 'get', url: '/api/v2/rate-plans/' })).json() as { id: number }[];
        return `/api/v2/rate-plans/${plans[0]!.id}/`;
      },
      '/api/v2/categories/{id}/': async () =>
        `/api/v2/categories/${(await first('/api/v2/categories/')).id}/`,
      '/api/v2/images/{id}/{etag}/': async () => ({
        method: 'get',
        url: `/api/v2/images/${(await picture()).join('/')}/`,
        anonymous: true,
        label: 'public',
      }),
      '/api/v2/images/{id}/{etag}/thumb/': async () => ({
        method: 'get',
        url: `/api/v2/images/${(await picture()).join('/')}/thumb/`,
        anonymous: true,
        label: 'public',
      }),
      '/api/v2/companies/images/{id}/': async () =>
        `/api/v2/companies/images/${(await first('/api/v2/companies/images/')).id}/`,
      '/api/v2/service-discount/services/{id}/': async () =>
        `/api/v2/service-discount/services/${(await first('/api/v2/service-discount/services/')).id}/`,
      '/api/v2/service-discount/discounts/{id}/': async () =>
        `/api/v2/service-discount/discounts/${(await first('/api/v2/service-discount/discounts/')).id}/`,
      '/api/v2/companies/payment-types/{id}/': async () =>
        `/api/v2/companies/payment-types/${(await first('/api/v2/companies/payment-types/')).id}/`,
      '/api/v2/sales-channels/{id}/': async () =>
        `/api/v2/sales-channels/${(await first('/api/v2/sales-channels/')).id}/`,
      '/api/v2/tariffs/foods/{id}/': async () =>
        `/api/v2/tariffs/foods/${(await first('/api/v2/tariffs/foods/')).id}/`,
      '/api/v2/companies/feed/{id}/': async () =>
        `/api/v2/companies/feed/${(await first('/api/v2/companies/feed/')).id}/`,
      '/api/v2/companies/strip/{id}/': async () =>
        `/api/v2/companies/strip/${(await first('/api/v2/companies/strip/')).id}/`,
      '/api/v2/tariffs/food-weekdays/{id}/': async () =>
        `/api/v2/tariffs/food-weekdays/${(await first('/api/v2/tariffs/foods/')).id}/`,
      '/api/v2/tariffs/food-months/{id}/': async () =>
        `/api/v2/tariffs/food-months/${(await first('/api/v2/tariffs/foods/')).id}/`,
      '/api/v2/categories/leisure/{id}/': async () => ({
        method: 'get',
        url: `/api/v2/categories/leisure/${await leisureCategory()}/`,
        company: leisureId,
      }),
      '/api/v2/categories/leisure-rooms/{id}/': async () => ({
        method: 'get',
        url: `/api/v2/categories/leisure-rooms/${(await first('/api/v2/categories/leisure-rooms/', leisureId)).id}/`,
        company: leisureId,
      }),
      '/api/v2/categories/leisure-tariffs/{id}/': async () => ({
        method: 'get',
        url: `/api/v2/categories/leisure-tariffs/${(await first('/api/v2/categories/leisure-tariffs/', leisureId)).id}/`,
        company: leisureId,
      }),
      '/api/v2/categories/leisure-category-rooms/{id}/': async () => ({
        method: 'get',
        url: `/api/v2/categories/leisure-category-rooms/${await leisureCategory()}/`,
        company: leisureId,
      }),
      '/api/v2/main/calendar-leisure/{id}/': async () => ({
        method: 'get',
        url: `/api/v2/main/calendar-leisure/${await leisureCategory()}/?start=${today}&end=${inAWeek}`,
        company: leisureId,
      }),
      '/api/v2/leisure/booking/{id}/': async () => ({
        method: 'get',
        url: `/api/v2/leisure/booking/${await one(sql`select id from leisure_orders where company_id = ${leisureId} order by id limit 1`)}/`,
        company: leisureId,
      }),
      '/api/v2/leisure/booking/{id}/ticket/': async () => ({
        method: 'get',
        url: `/api/v2/leisure/booking/${await one(sql`select id from leisure_orders where company_id = ${leisureId} order by id limit 1`)}/ticket/`,
        company: leisureId,
      }),
      '/api/v2/booking/{id}/': async () => `/api/v2/booking/${made.booking}/`,
      '/api/v2/booking/group/{id}/': async () => `/api/v2/booking/group/${await groupParent()}/`,
      '/api/v2/mail/{id}/': async () => `/api/v2/mail/${made.mail}/`,
      '/api/v2/webhooks/endpoints/{id}/deliveries/': async () =>
        `/api/v2/webhooks/endpoints/${made.webhook}/deliveries/`,
      '/api/v2/webhooks/deliveries/{id}/': async () => `/api/v2/webhooks/deliveries/${made.delivery}/`,
      '/api/v2/mail/{id}/raw/': async () => `/api/v2/mail/${made.mail}/raw/`,
      '/api/v2/mail/{id}/attachments/{n}/': async () => `/api/v2/mail/${made.mail}/attachments/0/`,
      '/api/v2/booking/{id}/history/': async () => `/api/v2/booking/${made.booking}/history/`,
    };
    /** The reads whose query is required, or whose answer is empty without one. */
    const queries: Record<string, string | Call> = {
      '/api/v2/main/calendar/': `?start=${unix(-3)}&end=${unix(14)}`,
      '/api/v2/main/availability/': `?check_in=${unix(1)}&check_out=${unix(3)}`,
      '/api/v2/main/export-calendar/': `?start=${unix(-3)}&end=${unix(14)}`,
      '/api/v2/main/leisure-price/': '',
      '/api/v2/leisure/booking/': '',
      '/api/v2/main/calendar-time/': '',
      '/api/v2/reports/occupancy/': `?start=${weekAgo}&end=${today}`,
      '/api/v2/reports/occupancy/xlsx/': `?start=${weekAgo}&end=${today}`,
      '/api/v2/reports/revenue/': `?start=${weekAgo}&end=${today}`,
      '/api/v2/reports/revenue/xlsx/': `?start=${weekAgo}&end=${today}`,
      '/api/v2/reports/cash/': `?date=${today}`,
      '/api/v2/rate-grid/': `?start=${weekAgo}&end=${today}`,
      '/api/v2/rate-grid/xlsx/': `?start=${weekAgo}&end=${today}`,
      '/api/v2/reports/cash/xlsx/': `?date=${today}`,
      '/api/v2/reports/cash/document/': `?date=${today}`,
      '/api/v2/housekeeping/reports/cleaned/': `?start=${weekAgo}&end=${today}`,
      '/api/v2/housekeeping/reports/cleaned/xlsx/': `?start=${weekAgo}&end=${today}`,
      '/api/v2/housekeeping/reports/turnaround/': `?start=${weekAgo}&end=${today}`,
      '/api/v2/housekeeping/reports/turnaround/xlsx/': `?start=${weekAgo}&end=${today}`,
    };
    // A housekeeper's sheet names her: the demo's, as the day's assignments list them.
    const assignable = (
      await call({ method: 'get', url: `/api/v2/housekeeping/assignments/?date=${today}`, company: resortId })
    ).json() as { housekeepers: { id: number }[] };
    queries['/api/v2/housekeeping/sheet/'] = `?date=${today}&housekeeper=${assignable.housekeepers[0]!.id}`;
    const room = (await first('/api/v2/categories/rooms/')).id;
    queries['/api/v2/main/calendar-time/'] = `?start=${unix(-3)}&end=${unix(14)}&room_id=${room}`;
    queries['/api/v2/main/leisure-price/'] = {
      method: 'get',
      url: `/api/v2/main/leisure-price/?category_id=${await leisureCategory()}&start=${today}`,
      company: leisureId,
    };
    queries['/api/v2/leisure/booking/'] = {
      method: 'get',
      url: `/api/v2/leisure/booking/?day=${today}`,
      company: leisureId,
    };

    const unanswered: string[] = [];
    let reads = 0;
    for (const [path, item] of Object.entries(doc.paths)) {
      if (!item?.get || path.startsWith('/api/docs')) continue;
      reads += 1;
      let target: string | Call;
      if (path.includes('{')) {
        const resolve = real[path];
        if (!resolve) {
          problems.push(`GET ${path}: no real id here (openapi-contract.test.ts, 'real')`);
          continue;
        }
        target = await resolve();
      } else {
        const query = queries[path] ?? '';
        target = typeof query === 'string' ? `${path}${query}` : query;
      }
      const c: Call = typeof target === 'string' ? { method: 'get', url: target } : target;
      const res = await call(c);
      if (res.statusCode !== 200)
        unanswered.push(`GET ${c.url}: ${res.statusCode} ${res.body.slice(0, 120)}`);
    }
    console.log(`contract: ${reads} reads of the document, ${checked.length} answers checked in all`);
    expect(unanswered).toEqual([]);
    expect(problems).toEqual([]);
    expect(reads).toBeGreaterThan(80);
  }, 120_000);
});
