/**
 * Webhooks end to end (issue 34 part 2) against a real receiver on loopback that verifies every request
 * with the Standard Webhooks reference code: a booking's events arrive once, in order, after the receiver
 * failed three times; the log shows each attempt; replay, rotation, switching off and the test event;
 * every booking path lands in the outbox; two instances never send one event twice; the company's
 * endpoints are its own.
 */
import { addDays, fromLocal, toLocal } from '@pms/domain';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/client.ts';
import { paymentTypes } from '../../db/schema.ts';
import { buildCompany, buildEmployee, TEST_PASSWORD } from '../../test/factories.ts';
import {
  client,
  createTestApp,
  createTestDb,
  login,
  reserveInGroup,
  secondInstance,
  signInElsewhere,
  type TestClient,
  type TestDb,
} from '../../test/harness.ts';
import { startWebhookReceiver, type WebhookReceiver } from '../../test/webhook-receiver.ts';
import { purgeWebhookLog } from './deliverer.ts';

const tz = 'Asia/Almaty';
const fast = { WEBHOOK_RETRY_BASE_MS: '20', WEBHOOK_SWEEP_MS: '500' };
let t: TestDb;
let app: FastifyInstance;
let api: TestClient;
let companyId: number;
let cash: number;
let receiver: WebhookReceiver;
const rooms: number[] = [];

const today = () => toLocal(Math.floor(Date.now() / 1000), tz).date;
const at = (days: number, time: string) => fromLocal(addDays(today(), days), time, tz);
const local = (days: number, time: string) => `${addDays(today(), days)} ${time}`;
const every = (price: number) =>
  Object.fromEntries(['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'san'].map((d) => [d, price]));

/** A booking saved by the editor (a draft from the calendar, then 'Сохранить'): answers its id and version. */
async function saved(room: number, from: number, to: number) {
  const draft = await api.post('/api/booking/', {
    room,
    check_in: at(from, '14:00'),
    check_out: at(to, '12:00'),
  });
  expect(draft.statusCode).toBe(201);
  const id = draft.json().id as number;
  const res = await api.put(`/api/v2/booking/${id}/`, {
    check_in: local(from, '14:00'),
    check_out: local(to, '12:00'),
    room,
    clients: [{ first_name: 'Айгуль', last_name: 'Серикова', phone_number: '+7 701 111 22 33' }],
    version: 1,
  });
  expect(res.statusCode).toBe(200);
  return { id, version: res.json().version as number };
}

/** A payment taken at the desk. */
async function pay(booking: number) {
  const res = await api.post('/api/v2/booking/payments/', {
    booking,
    value: '5000',
    payment_type: 'payment',
    payment_method: cash,
    comment: 'Предоплата',
  });
  expect(res.statusCode).toBe(201);
  return res;
}

/** The events the outbox holds for a booking, oldest first. */
const outboxOf = async (bookingId: number) =>
  (
    await queryRows<{ type: string }>(
      t.database.db,
      sql`select type from webhook_events where company_id = ${companyId} and order_key = ${`booking:${bookingId}`}
          order by id`,
    )
  ).map((r) => r.type);

async function register(events: string[], url = receiver.url) {
  const res = await api.post('/api/v2/webhooks/endpoints/', { url, events, description: 'Бухгалтерия' });
  expect(res.statusCode).toBe(201);
  return res.json() as { id: number; secret: string; secret_hint: string };
}

beforeAll(async () => {
  t = await createTestDb();
  app = await createTestApp(t.database, fast);
  const company = await buildCompany(t.database.db, { timezone: tz });
  companyId = company.id;
  const owner = await buildEmployee(t.database.db, companyId);
  api = client(app, (await login(app, owner.email, TEST_PASSWORD)).token);
  const cat = (
    await api.post('/api/v2/categories/', {
      name: 'Стандарт',
      category_type: 'room',
      place_number: 2,
      rates: { price_type: 'week', rows: { base: every(20_000) } },
    })
  ).json().id as number;
  for (const name of ['101', '102', '103', '104', '105', '106']) {
    rooms.push((await api.post('/api/v2/categories/rooms/', { name, category: cat })).json().id);
  }
  const [type] = await t.database.db.insert(paymentTypes).values({ companyId, name: 'Наличные' }).returning();
  cash = type!.id;
  receiver = await startWebhookReceiver();
});
/** Each test starts with no endpoint and a fresh receiver log, whatever the previous one left. */
afterEach(async () => {
  await t.database.db.execute(sql`delete from webhook_endpoints where company_id = ${companyId}`);
  await app.webhooks.idle();
  receiver.accepted.length = 0;
  receiver.requests.length = 0;
  receiver.unverified = 0;
  receiver.delayMs = 0;
  receiver.failNext(0);
});
afterAll(async () => {
  await app.close();
  await receiver.close();
  await t.dispose();
});

describe('an endpoint', () => {
  it('is refused in Russian for a bad address, a host not allowed or no events, and nothing is made', async () => {
    const cases = [
      [
        { url: 'ftp://127.0.0.1/x', events: ['booking.created'] },
        'Адрес должен начинаться с http:// или https://',
      ],
      [{ url: 'http://user:pw@127.0.0.1/x', events: ['booking.created'] }, 'не содержать логина и пароля'],
      [
        { url: 'http://10.0.0.7/hook', events: ['booking.created'] },
        'Этот адрес не разрешён администратором сервера',
      ],
      [{ url: 'http://127.0.0.1/hook', events: [] }, 'Выберите хотя бы одно событие'],
    ] as const;
    for (const [body, message] of cases) {
      const res = await api.post('/api/v2/webhooks/endpoints/', body);
      expect(res.statusCode).toBe(400);
      expect(res.json().error).toContain(message);
    }
    expect((await api.get('/api/v2/webhooks/endpoints/')).json()).toEqual({ count: 0, results: [] });
  });
});

describe("a booking's events", () => {
  it('arrive once each, in order, signed, though the receiver failed the first three tries', async () => {
    const endpoint = await register([
      'booking.created',
      'booking.changed',
      'booking.checked_in',
      'booking.checked_out',
      'payment.created',
      'refund.created',
    ]);
    expect(endpoint.secret).toMatch(/^whsec_[A-Za-z0-9+/]{32}$/);
    expect(endpoint.secret_hint).toBe(`${endpoint.secret.slice(0, 10)}…${endpoint.secret.slice(-4)}`);
    // The list never shows the secret again.
    expect(JSON.stringify((await api.get('/api/v2/webhooks/endpoints/')).json())).not.toContain(
      endpoint.secret,
    );
    // The journal names the endpoint's creation, never its secret.
    const journal = await queryRows<{ action: string; changes: Record<string, unknown> }>(
      t.database.db,
      sql`select action, changes from audit_log where company_id = ${companyId} and entity = 'webhook_endpoint'
            and entity_id = ${endpoint.id}`,
    );
    expect(journal).toHaveLength(1);
    expect(journal[0]).toMatchObject({ action: 'create', changes: { url: [null, receiver.url] } });
    expect(JSON.stringify(journal)).not.toMatch(/whsec_|secret/);
    receiver.secrets = [endpoint.secret];
    receiver.failNext(3);

    const { id } = await saved(rooms[0]!, 0, 2);
    const paid = await pay(id);
    expect((await api.post(`/api/v2/booking/${id}/book/`, {})).json()).toMatchObject({ id });
    expect((await api.post(`/api/v2/booking/${id}/check-in/`, {})).json()).toMatchObject({ id });

    const got = await receiver.waitFor(4);
    expect(got.map((e) => e.type)).toEqual([
      'booking.created',
      'payment.created',
      'booking.changed',
      'booking.checked_in',
    ]);
    expect(receiver.unverified).toBe(0);
    // Three refusals of the first event, then each event once.
    expect(receiver.requests).toHaveLength(7);
    expect(new Set(got.map((e) => e.id)).size).toBe(4);
    expect(receiver.requests.slice(0, 4)).toEqual([got[0]!.id, got[0]!.id, got[0]!.id, got[0]!.id]);
    // The payload is the API's own answer: the booking as GET answers it, the payment as its POST did.
    const booking = (await api.get(`/api/v2/booking/${id}/`)).json();
    expect(got[3]!.data).toEqual(booking);
    expect(Object.keys(got[0]!.data).sort()).toEqual(Object.keys(booking).sort());
    const { message: _said, ...payment } = paid.json();
    expect(got[1]!.data).toEqual({ ...payment, booking: id, leisure_order: null });
    expect(got[0]!.headers['content-type']).toBe('application/json');

    // The log: the first delivery took four attempts, each with its request and answer.
    const log = (await api.get(`/api/v2/webhooks/endpoints/${endpoint.id}/deliveries/`)).json();
    expect(log.count).toBe(4);
    const first = log.results.at(-1);
    expect(first).toMatchObject({
      event_type: 'booking.created',
      state: 'delivered',
      attempts: 4,
      last_status: 204,
    });
    const detail = (await api.get(`/api/v2/webhooks/deliveries/${first.id}/`)).json();
    expect(detail.tries.map((a: { response_status: number }) => a.response_status)).toEqual([
      500, 500, 500, 204,
    ]);
    expect(detail.tries[0]).toMatchObject({ attempt: 1, response_body: 'Временная ошибка приёмника' });
    expect(detail.tries[0].request_headers['webhook-id']).toBe(got[0]!.id);
    expect(detail.tries[3].request_body).toBe(got[0]!.body);

    // 'Повторить': the same event, the same bytes, again.
    const replay = await api.post(`/api/v2/webhooks/deliveries/${first.id}/replay/`);
    expect(replay.statusCode).toBe(201);
    expect(replay.json()).toMatchObject({ replay_of: first.id, state: 'pending' });
    const again = (await receiver.waitFor(5))[4]!;
    expect(again.id).toBe(got[0]!.id);
    expect(again.body).toBe(got[0]!.body);
  });

  it('a rotated secret signs at once, the previous one beside it for a day; the test event; switched off sends nothing', async () => {
    const endpoint = await register(['booking.changed']);
    receiver.secrets = [endpoint.secret];
    const rotated = (await api.post(`/api/v2/webhooks/endpoints/${endpoint.id}/rotate-secret/`)).json();
    expect(rotated.secret).not.toBe(endpoint.secret);
    expect(rotated.previous_secret_until).toBeGreaterThan(Date.now() / 1000 + 23 * 3600);
    // The receiver knows only the new secret: it verifies; the header carries both signatures.
    receiver.secrets = [rotated.secret];
    const test = await api.post(`/api/v2/webhooks/endpoints/${endpoint.id}/test/`);
    expect(test.statusCode).toBe(201);
    const [got] = await receiver.waitFor(1);
    expect(got).toMatchObject({ type: 'webhook.test', data: { test: true } });
    expect(String(got!.headers['webhook-signature']).split(' ')).toHaveLength(2);
    // One that still has the old secret verifies too.
    receiver.secrets = [endpoint.secret];
    await api.post(`/api/v2/webhooks/endpoints/${endpoint.id}/test/`);
    expect((await receiver.waitFor(2))[1]!.type).toBe('webhook.test');
    expect(receiver.unverified).toBe(0);

    // Switched off: a change makes no delivery for it.
    const off = await api.put(`/api/v2/webhooks/endpoints/${endpoint.id}/`, {
      url: receiver.url,
      events: ['booking.changed'],
      enabled: false,
    });
    expect(off.json()).toMatchObject({ enabled: false });
    const { id } = await saved(rooms[1]!, 3, 5);
    expect(await outboxOf(id)).toEqual([]);
  });
});

describe('the outbox', () => {
  it('takes every booking path: single and group, save and status buttons, drag, cancel, a hand-run UPDATE', async () => {
    const endpoint = await register([
      'booking.created',
      'booking.changed',
      'booking.cancelled',
      'booking.checked_in',
      'booking.checked_out',
      'room_condition.changed',
    ]);
    receiver.secrets = [endpoint.secret];
    // A draft is an open editor: nothing is sent until it is saved.
    const draft = await api.post('/api/booking/', {
      room: rooms[2]!,
      check_in: at(10, '14:00'),
      check_out: at(12, '12:00'),
    });
    expect(await outboxOf(draft.json().id)).toEqual([]);

    const single = await saved(rooms[2]!, 20, 22);
    // The editor's save of a change, a drag to another room, the status buttons, the cancel.
    const edit = await api.put(`/api/v2/booking/${single.id}/`, {
      check_in: local(20, '14:00'),
      check_out: local(22, '12:00'),
      room: rooms[2]!,
      comment: 'Поздний заезд',
      clients: [{ first_name: 'Айгуль', last_name: 'Серикова', phone_number: '+7 701 111 22 33' }],
      version: single.version,
    });
    expect(edit.statusCode).toBe(200);
    const move = await api.patch(`/api/v2/booking/${single.id}/move/`, {
      room: rooms[3]!,
      check_in: at(20, '14:00'),
      check_out: at(22, '12:00'),
      room_reason: 'Просьба гостя',
    });
    expect(move.json()).toMatchObject({ id: single.id });
    await pay(single.id);
    expect((await api.post(`/api/v2/booking/${single.id}/book/`, {})).statusCode).toBe(200);
    const cancel = await api.delete(`/api/v2/booking/${single.id}/`, { cancel_reason: 'Передумал' });
    expect(cancel.statusCode).toBe(200);
    expect(await outboxOf(single.id)).toEqual([
      'booking.created',
      'booking.changed',
      'booking.changed',
      'booking.changed',
      'booking.cancelled',
    ]);

    // A stay checked in and out by the buttons.
    const stay = await saved(rooms[4]!, 0, 1);
    await pay(stay.id);
    await api.post(`/api/v2/booking/${stay.id}/book/`, {});
    await api.post(`/api/v2/booking/${stay.id}/check-in/`, {});
    await api.post(`/api/v2/booking/${stay.id}/check-out/`, {});
    expect(await outboxOf(stay.id)).toEqual([
      'booking.created',
      'booking.changed',
      'booking.checked_in',
      'booking.checked_out',
    ]);

    // A group ('Сохранить для всех'): each room is a booking of its own, created by the group's save.
    const stay30 = (room: number) => ({ room, check_in: at(30, '14:00'), check_out: at(31, '12:00') });
    const parent = await reserveInGroup(api, stay30(rooms[5]!));
    const second = await reserveInGroup(api, stay30(rooms[1]!), parent);
    const g = (await api.get(`/api/v2/booking/group/${parent}/`)).json();
    const childOf = (id: number, room: number) => ({
      id,
      room,
      check_in: local(30, '14:00'),
      check_out: local(31, '12:00'),
      version: g.child_list.find((c: { id: number }) => c.id === id)?.version,
    });
    const group = await api.put(`/api/v2/booking/group/${parent}/`, {
      clients: [{ first_name: 'Группа «Алтын»', phone_number: '+7 727 111' }],
      version: g.version,
      child_list: [childOf(parent, rooms[5]!), childOf(second, rooms[1]!)],
    });
    expect(group.statusCode).toBe(200);
    expect(await outboxOf(parent)).toEqual(['booking.created']);
    expect(await outboxOf(second)).toEqual(['booking.created']);

    // A change made by no use case at all still lands in the outbox: the database makes it.
    await t.database.db.execute(sql`update bookings set comment = 'Руками' where id = ${stay.id}`);
    expect((await outboxOf(stay.id)).at(-1)).toBe('booking.changed');

    // A room's condition (the housekeeping tap).
    const tap = await api.post('/api/v2/housekeeping/condition/', { room: rooms[0]!, condition: 'dirty' });
    expect(tap.statusCode).toBe(200);
    // (The check-out above made its room dirty, a change of its own.)
    const rows = await queryRows<{ type: string; object_id: number }>(
      t.database.db,
      sql`select type, object_id from webhook_events where company_id = ${companyId} and order_key = ${`room:${rooms[0]}`}`,
    );
    expect(rows).toEqual([{ type: 'room_condition.changed', object_id: rooms[0]! }]);
    const sent = await receiver.waitForEvent(
      (e) => e.type === 'room_condition.changed' && e.data.room_id === rooms[0],
    );
    expect(sent.data).toMatchObject({ room_id: rooms[0], bed_id: null, current: { condition: 'dirty' } });
  });
});

describe('money and leisure', () => {
  it('a payment, a refund and a leisure order with its payment, each in its own sequence', async () => {
    const endpoint = await register([
      'payment.created',
      'refund.created',
      'leisure_order.created',
      'leisure_order.changed',
    ]);
    receiver.secrets = [endpoint.secret];
    // A booking's refund follows its payment, in the booking's sequence.
    const { id } = await saved(rooms[3]!, 50, 52);
    await pay(id);
    const refund = await api.post('/api/v2/booking/payments/', {
      booking: id,
      value: '2000',
      payment_type: 'return',
      payment_method: cash,
      comment: 'Возврат разницы',
    });
    expect(refund.statusCode).toBe(201);
    expect(await outboxOf(id)).toEqual(['payment.created', 'refund.created']);

    // A leisure order: an activity, its tariff, a sale, its payment.
    const activity = (
      await api.post('/api/v2/categories/leisure/', { name: 'Конная прогулка', description: '' })
    ).json().id as number;
    const tariff = await api.post('/api/v2/categories/leisure-tariffs/', {
      category: activity,
      enum: 'Утро',
      stock_number: 10,
      start_time: '10:00',
      end_time: '12:00',
      weekdays: ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'san'],
      months: ['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'okt', 'nov', 'dec'],
      price_list: [{ name: 'Взрослый', price: 5000 }],
    });
    expect(tariff.statusCode, tariff.body).toBe(201);
    const order = await api.post('/api/v2/leisure/booking/', {
      booking_status: 'book',
      client: { first_name: 'Айгуль', last_name: 'Серикова', phone_number: '+7 701 555 12 12' },
      category: activity,
      check_in: addDays(today(), 1),
      prices: [{ price: tariff.json().price_list[0].id, quantity: 2 }],
      comment: '',
    });
    expect(order.statusCode, order.body).toBe(201);
    const orderId = order.json().id as number;
    const paid = await api.post('/api/v2/leisure/payments/', {
      order: orderId,
      value: 10000,
      payment_type: 'payment',
      payment_method: cash,
      comment: 'Касса',
    });
    expect(paid.statusCode, paid.body).toBe(201);
    const leisure = await queryRows<{ type: string }>(
      t.database.db,
      sql`select type from webhook_events where order_key = ${`leisure_order:${orderId}`} order by id`,
    );
    expect(leisure.map((e) => e.type)).toEqual(['leisure_order.created', 'payment.created']);
    const sent = await receiver.waitForEvent((e) => e.type === 'leisure_order.created');
    // The order as the API answers it (read at the first attempt: the payment may or may not be in it yet).
    const now = (await api.get(`/api/v2/leisure/booking/${orderId}/`)).json();
    expect(Object.keys(sent.data).sort()).toEqual(Object.keys(now).sort());
    expect(sent.data).toMatchObject({ id: orderId, items: now.items, client: now.client });
    await receiver.waitFor(4);
    expect(receiver.unverified).toBe(0);
  });
});

describe('two instances', () => {
  it('never send one event twice, and each booking still in order', async () => {
    const other = await secondInstance(t);
    const b = other.app;
    await b.ready();
    await app.ready();
    const endpoint = await register(['booking.created', 'booking.changed', 'booking.cancelled']);
    receiver.secrets = [endpoint.secret];
    receiver.delayMs = 3;
    const ids: number[] = [];
    for (let i = 0; i < 6; i++) {
      const { id } = await saved(rooms[i]!, 40 + i * 3, 41 + i * 3);
      ids.push(id);
    }
    await Promise.all(ids.map((id) => api.delete(`/api/v2/booking/${id}/`, { cancel_reason: 'Не приедет' })));
    const got = await receiver.waitFor(12, 30_000);
    receiver.delayMs = 0;
    expect(receiver.unverified).toBe(0);
    // Every event once: no id came twice.
    expect(receiver.requests).toHaveLength(new Set(receiver.requests).size);
    for (const id of ids) {
      expect(got.filter((e) => e.data.id === id).map((e) => e.type)).toEqual([
        'booking.created',
        'booking.cancelled',
      ]);
    }
    await other.close();
    await api.delete(`/api/v2/webhooks/endpoints/${endpoint.id}/`);
  });
});

describe('the log', () => {
  it('keeps finished deliveries 30 days; pending ones stay whatever their age', async () => {
    const endpoint = await register(['booking.changed']);
    receiver.secrets = [endpoint.secret];
    const sent = (await api.post(`/api/v2/webhooks/endpoints/${endpoint.id}/test/`)).json();
    await receiver.waitFor(1);
    await expect
      .poll(async () => (await api.get(`/api/v2/webhooks/deliveries/${sent.id}/`)).json().state)
      .toBe('delivered');
    // Switched off, a second test waits (pending).
    await api.put(`/api/v2/webhooks/endpoints/${endpoint.id}/`, {
      url: receiver.url,
      events: ['booking.changed'],
      enabled: false,
    });
    const waiting = (await api.post(`/api/v2/webhooks/endpoints/${endpoint.id}/test/`)).json();
    const db = t.database.db;
    await db.execute(sql`update webhook_deliveries set created_at = created_at - interval '31 days',
      finished_at = finished_at - interval '31 days' where endpoint_id = ${endpoint.id}`);
    await db.execute(sql`update webhook_events set created_at = created_at - interval '31 days'
      where company_id = ${companyId} and type = 'webhook.test'`);
    await purgeWebhookLog(db, new Date());
    expect((await api.get(`/api/v2/webhooks/deliveries/${sent.id}/`)).statusCode).toBe(404);
    expect((await api.get(`/api/v2/webhooks/deliveries/${waiting.id}/`)).json()).toMatchObject({
      state: 'pending',
    });
    const events = await queryRows<{ uid: string }>(
      db,
      sql`select uid from webhook_events where company_id = ${companyId} and type = 'webhook.test'`,
    );
    expect(events.map((e) => e.uid)).toEqual([waiting.event_id]);
  });
});

describe('tenancy', () => {
  it("another company's employee reaches no endpoint or delivery of ours", async () => {
    const endpoint = await register(['booking.changed']);
    receiver.secrets = [endpoint.secret];
    const delivery = (await api.post(`/api/v2/webhooks/endpoints/${endpoint.id}/test/`)).json();
    const stranger = await signInElsewhere(t, app);
    expect((await stranger.api.get('/api/v2/webhooks/endpoints/')).json().count).toBe(0);
    for (const res of [
      await stranger.api.get(`/api/v2/webhooks/endpoints/${endpoint.id}/deliveries/`),
      await stranger.api.get(`/api/v2/webhooks/deliveries/${delivery.id}/`),
      await stranger.api.post(`/api/v2/webhooks/deliveries/${delivery.id}/replay/`),
      await stranger.api.post(`/api/v2/webhooks/endpoints/${endpoint.id}/rotate-secret/`),
      await stranger.api.delete(`/api/v2/webhooks/endpoints/${endpoint.id}/`),
    ]) {
      expect(res.statusCode).toBe(404);
    }
    // A front desk employee of ours may not manage them at all.
    const desk = await buildEmployee(t.database.db, companyId, {}, 'frontdesk');
    const deskApi = client(app, (await login(app, desk.email, TEST_PASSWORD)).token);
    expect((await deskApi.get('/api/v2/webhooks/endpoints/')).statusCode).toBe(403);
    expect((await api.get('/api/v2/webhooks/endpoints/')).json().count).toBe(1);
  });
});
