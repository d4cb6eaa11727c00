/**
 * Safe retries (issue 15): an Idempotency-Key makes a create run once per company and key; the retry
 * gets the first answer; another body under the same key is refused; a 5xx frees the key; keys expire.
 */
import { addDays, idempotencyMessages, toLocal } from '@pms/domain';
import { and, count, eq, sql } from 'drizzle-orm';
import Fastify, { type FastifyInstance, type FastifyRequest } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookings, idempotencyKeys, payments, paymentTypes } from '../db/schema.ts';
import { write } from '../db/write.ts';
import {
  buildBooking,
  buildCategory,
  buildCompany,
  buildEmployee,
  buildRoom,
  TEST_PASSWORD,
} from '../test/factories.ts';
import { login, startWorld, stopWorld, type TestDb } from '../test/harness.ts';
import { registerErrorHandler } from './errors.ts';
import {
  canonicalJson,
  type IdempotencyOptions,
  purgeIdempotencyKeys,
  registerIdempotency,
  requestFingerprint,
} from './idempotency.ts';

let t: TestDb;
let app: FastifyInstance;
let token: string;
let companyId: number;
let cash: number;
let keyNo = 0;

const newKey = () => `test-key-${Date.now()}-${++keyNo}`;

/** A call as the web sends it, with the key when given. */
function send(method: 'POST' | 'PUT', url: string, payload: object, key?: string, as = token) {
  return app.inject({
    method,
    url,
    payload,
    headers: { authorization: `Bearer ${as}`, ...(key !== undefined && { 'idempotency-key': key }) },
  });
}

/** A booking of its own (so counts never mix between tests) in the signed-in company. */
async function newBooking(inCompany = companyId) {
  const db = t.database.db;
  const category = await buildCategory(db, inCompany);
  return buildBooking(db, await buildRoom(db, inCompany, category.id));
}
const paymentsOf = async (booking: number) =>
  (await t.database.db.select({ n: count() }).from(payments).where(eq(payments.bookingId, booking)))[0]!.n;
const payment = (booking: number, value = '5000', method = cash) => ({
  booking,
  value,
  payment_method: method,
  comment: 'Касса',
});

beforeAll(async () => {
  let employee: { email: string };
  ({ t, app, companyId, employee } = await startWorld());
  token = (await login(app, employee.email, TEST_PASSWORD)).token;
  cash = (await t.database.db.insert(paymentTypes).values({ companyId, name: 'Наличные' }).returning())[0]!
    .id;
});
afterAll(() => stopWorld({ t, app }));

/**
 * The plugin alone over the test database, with a shorter wait: a route at the payments URL that answers
 * without writing, and an employee of our company named by a header instead of a session.
 */
async function bareApp(options: IdempotencyOptions) {
  const bare = Fastify();
  registerErrorHandler(bare);
  bare.addHook('onRequest', async (request) => {
    request.companyId = companyId;
    request.auth = { employee: { id: Number(request.headers['x-employee']) } } as FastifyRequest['auth'];
  });
  registerIdempotency(bare, t.database.db, options);
  bare.post('/api/v2/booking/payments/', { config: { idempotent: true } }, async (_req, reply) =>
    reply.code(201).send({ id: 1 }),
  );
  await bare.ready();
  return bare;
}

describe('the fingerprint', () => {
  it.each([
    [{ a: 1, b: [2, { d: 4, c: 3 }] }, '{"a":1,"b":[2,{"c":3,"d":4}]}'],
    [{ b: 'x', a: undefined }, '{"b":"x"}'],
    [null, 'null'],
    [undefined, 'null'],
    ['строка', '"строка"'],
  ])('canonical JSON of %j is %s', (value, expected) => {
    expect(canonicalJson(value)).toBe(expected);
  });

  it('names the method, the URL with its ids, the employee and the body; key order does not count', () => {
    const base = { method: 'PUT', url: '/api/v2/booking/1/', employeeId: 7, body: { a: 1, b: 2 } };
    const same = requestFingerprint({ ...base, body: { b: 2, a: 1 } });
    expect(requestFingerprint(base)).toBe(same);
    for (const other of [
      { ...base, method: 'POST' },
      { ...base, url: '/api/v2/booking/2/' },
      { ...base, employeeId: 8 },
      { ...base, body: { a: 1, b: 3 } },
    ]) {
      expect(requestFingerprint(other)).not.toBe(same);
    }
  });
});

describe('Idempotency-Key', () => {
  it('the same key with the same body makes one payment and answers the first answer again', async () => {
    const booking = (await newBooking()).id;
    const key = newKey();
    const first = await send('POST', '/api/v2/booking/payments/', payment(booking), key);
    expect(first.statusCode).toBe(201);
    expect(first.headers['idempotent-replayed']).toBeUndefined();
    // The same body with its keys in another order is the same request.
    const { comment, ...rest } = payment(booking);
    const again = await send('POST', '/api/v2/booking/payments/', { comment, ...rest }, key);
    expect(again.statusCode).toBe(201);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.json()).toEqual(first.json());
    expect(await paymentsOf(booking)).toBe(1);
  });

  it('the same key with another body gets 422 and writes nothing', async () => {
    const booking = (await newBooking()).id;
    const key = newKey();
    expect((await send('POST', '/api/v2/booking/payments/', payment(booking), key)).statusCode).toBe(201);
    const other = await send('POST', '/api/v2/booking/payments/', payment(booking, '7000'), key);
    expect(other.statusCode).toBe(422);
    expect(other.json()).toEqual({ error: idempotencyMessages.keyReused });
    // Another route under the same key is another request too.
    const db = t.database.db;
    const room = await buildRoom(db, companyId, (await buildCategory(db, companyId)).id);
    const stay = {
      room: room.id,
      check_in: Date.UTC(2027, 1, 1, 9) / 1000,
      check_out: Date.UTC(2027, 1, 2, 7) / 1000,
    };
    expect((await send('POST', '/api/booking/', stay, key)).statusCode).toBe(422);
    expect(await db.select().from(bookings).where(eq(bookings.roomId, room.id))).toHaveLength(0);
    expect(await paymentsOf(booking)).toBe(1);
  });

  it('20 concurrent identical payments with one key make exactly one, all answered 201 with its id', async () => {
    const booking = (await newBooking()).id;
    const key = newKey();
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => send('POST', '/api/v2/booking/payments/', payment(booking), key)),
    );
    expect(answers.map((a) => a.statusCode)).toEqual(Array(20).fill(201));
    const ids = new Set(answers.map((a) => a.json().id));
    expect(ids.size).toBe(1);
    expect(answers.filter((a) => a.headers['idempotent-replayed'] === 'true')).toHaveLength(19);
    expect(await paymentsOf(booking)).toBe(1);
  });

  it('without a key every request runs; an empty or too long key is refused with 400', async () => {
    const booking = (await newBooking()).id;
    await send('POST', '/api/v2/booking/payments/', payment(booking));
    await send('POST', '/api/v2/booking/payments/', payment(booking));
    expect(await paymentsOf(booking)).toBe(2);
    for (const bad of ['', '   ', 'k'.repeat(256)]) {
      const res = await send('POST', '/api/v2/booking/payments/', payment(booking), bad);
      expect(res.statusCode).toBe(400);
      expect(res.json().error).toBe(idempotencyMessages.keyInvalid);
    }
    expect(
      (await send('POST', '/api/v2/booking/payments/', payment(booking), 'k'.repeat(255))).statusCode,
    ).toBe(201);
    expect(await paymentsOf(booking)).toBe(3);
  });

  it('a 4xx answer is kept and replayed; the corrected request needs a new key', async () => {
    const booking = (await newBooking()).id;
    const key = newKey();
    const wrong = payment(booking, '5000', 999_999);
    const refused = await send('POST', '/api/v2/booking/payments/', wrong, key);
    expect(refused.statusCode).toBe(400);
    const again = await send('POST', '/api/v2/booking/payments/', wrong, key);
    expect(again.statusCode).toBe(400);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.json()).toEqual(refused.json());
    expect((await send('POST', '/api/v2/booking/payments/', payment(booking), key)).statusCode).toBe(422);
    expect((await send('POST', '/api/v2/booking/payments/', payment(booking), newKey())).statusCode).toBe(
      201,
    );
    expect(await paymentsOf(booking)).toBe(1);
  });

  it('a body that fails validation claims no key', async () => {
    const booking = (await newBooking()).id;
    const key = newKey();
    expect((await send('POST', '/api/v2/booking/payments/', { booking }, key)).statusCode).toBe(400);
    expect((await send('POST', '/api/v2/booking/payments/', payment(booking), key)).statusCode).toBe(201);
  });

  it('a 5xx answer frees the key, so the retry runs', async () => {
    const booking = (await newBooking()).id;
    const key = newKey();
    // The payments table briefly refuses inserts: the first request fails with a 500 and rolls back.
    await t.database.db.execute(
      sql.raw('alter table payments add constraint idem_test_refuse check (false) not valid'),
    );
    try {
      expect((await send('POST', '/api/v2/booking/payments/', payment(booking), key)).statusCode).toBe(500);
    } finally {
      await t.database.db.execute(sql.raw('alter table payments drop constraint idem_test_refuse'));
    }
    const retry = await send('POST', '/api/v2/booking/payments/', payment(booking), key);
    expect(retry.statusCode).toBe(201);
    expect(retry.headers['idempotent-replayed']).toBeUndefined();
    expect(await paymentsOf(booking)).toBe(1);
  });

  it('a retry waits for its key still in progress; too long gets 409; a lost claim is taken over', async () => {
    const db = t.database.db;
    const employeeId = (await buildEmployee(db, companyId)).id;
    const body = { booking: 1 };
    const requestHash = requestFingerprint({
      method: 'POST',
      url: '/api/v2/booking/payments/',
      employeeId,
      body,
    });
    let paused = () => {};
    const bare = await bareApp({ waitMs: 1_000, onPause: () => paused() });
    const pausedOnce = () => new Promise<void>((resolve) => (paused = resolve));
    const retry = (key: string) =>
      bare.inject({
        method: 'POST',
        url: '/api/v2/booking/payments/',
        payload: body,
        headers: { 'idempotency-key': key, 'x-employee': String(employeeId) },
      });
    const row = (key: string) => and(eq(idempotencyKeys.companyId, companyId), eq(idempotencyKeys.key, key));
    try {
      // Another instance holds the key and is still running; it finishes while the retry waits.
      const key = newKey();
      await db.insert(idempotencyKeys).values({ companyId, key, employeeId, requestHash });
      const found = pausedOnce();
      const waiting = retry(key);
      await found; // the retry found its key in progress and waits
      await db
        .update(idempotencyKeys)
        .set({ statusCode: 201, response: { id: 4242 } })
        .where(row(key));
      const answer = await waiting;
      expect(answer.statusCode).toBe(201);
      expect(answer.json()).toEqual({ id: 4242 });
      expect(answer.headers['idempotent-replayed']).toBe('true');

      // Still running when the wait ends: 409, and the key stays claimed.
      const stuck = newKey();
      await db.insert(idempotencyKeys).values({ companyId, key: stuck, employeeId, requestHash });
      const late = await retry(stuck);
      expect(late.statusCode).toBe(409);
      expect(late.json().error).toBe(idempotencyMessages.keyInProgress);

      // Unanswered for long, the claim is lost (its instance died, its transaction rolled back): a retry runs.
      await db
        .update(idempotencyKeys)
        .set({ createdAt: sql`now() - interval '10 minutes'` })
        .where(row(stuck));
      const rerun = await retry(stuck);
      expect(rerun.statusCode).toBe(201);
      expect(rerun.headers['idempotent-replayed']).toBeUndefined();
      expect((await db.select().from(idempotencyKeys).where(row(stuck)))[0]?.statusCode).toBe(201);
    } finally {
      await bare.close();
    }
  });

  it('a payment carried out whose answer was lost (its instance died after the commit) is never made again', async () => {
    const booking = (await newBooking()).id;
    const key = newKey();
    expect((await send('POST', '/api/v2/booking/payments/', payment(booking), key)).statusCode).toBe(201);
    const row = and(eq(idempotencyKeys.companyId, companyId), eq(idempotencyKeys.key, key));
    expect((await t.database.db.select().from(idempotencyKeys).where(row))[0]?.committedAt).toBeInstanceOf(
      Date,
    );
    // The commit happened, the answer was never stored, and minutes went by.
    await t.database.db
      .update(idempotencyKeys)
      .set({ statusCode: null, response: null, createdAt: sql`now() - interval '10 minutes'` })
      .where(row);
    const retry = await send('POST', '/api/v2/booking/payments/', payment(booking), key);
    expect(retry.statusCode).toBe(409);
    expect(retry.json().error).toBe(idempotencyMessages.keyDone);
    expect(await paymentsOf(booking)).toBe(1);
  });

  it('a leisure sale marks its claim carried out in its own statement; a refused one does not', async () => {
    const claimOf = async (key: string) =>
      (
        await t.database.db
          .select()
          .from(idempotencyKeys)
          .where(and(eq(idempotencyKeys.companyId, companyId), eq(idempotencyKeys.key, key)))
      )[0];
    const category = (await send('POST', '/api/v2/categories/leisure/', { name: 'Сауна' })).json()
      .id as number;
    const tariff = await send('POST', '/api/v2/categories/leisure-tariffs/', {
      category,
      enum: 'Вечерний сеанс',
      stock_number: 10,
      start_time: '18:00',
      end_time: '20:00',
      weekdays: ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'san'],
      months: ['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'okt', 'nov', 'dec'],
      price_list: [{ name: 'Взрослый', price: 3000 }],
    });
    expect(tariff.statusCode, tariff.body).toBe(201);
    const sale = (quantity: number) => ({
      booking_status: 'stock',
      category,
      check_in: addDays(toLocal(Date.now() / 1000, 'Asia/Almaty').date, 1),
      prices: [{ price: tariff.json().price_list[0].id, quantity }],
    });
    const tooMany = newKey();
    expect((await send('POST', '/api/v2/leisure/booking/', sale(11), tooMany)).statusCode).toBe(409);
    expect((await claimOf(tooMany))?.committedAt).toBeNull();
    const sold = newKey();
    expect((await send('POST', '/api/v2/leisure/booking/', sale(2), sold)).statusCode).toBe(201);
    expect((await claimOf(sold))?.committedAt).toBeInstanceOf(Date);
  });

  it('a 5xx after the write committed is not run again: its retry is told the create was made', async () => {
    const db = t.database.db;
    const employeeId = (await buildEmployee(db, companyId)).id;
    const bare = Fastify();
    registerErrorHandler(bare);
    bare.addHook('onRequest', async (request) => {
      request.companyId = companyId;
      request.auth = { employee: { id: employeeId } } as FastifyRequest['auth'];
      request.actor = { employeeId, companyId } as FastifyRequest['actor'];
    });
    registerIdempotency(bare, db, {});
    bare.post('/api/v2/booking/payments/', { config: { idempotent: true } }, async (request) => {
      await write(db, request.actor!, async () => undefined);
      throw new Error('after the commit');
    });
    await bare.ready();
    const key = newKey();
    const call = () =>
      bare.inject({
        method: 'POST',
        url: '/api/v2/booking/payments/',
        payload: { n: 1 },
        headers: { 'idempotency-key': key },
      });
    try {
      expect((await call()).statusCode).toBe(500);
      const retry = await call();
      expect(retry.statusCode).toBe(409);
      expect(retry.json().error).toBe(idempotencyMessages.keyDone);
      expect(retry.headers['idempotent-replayed']).toBe('true');
    } finally {
      await bare.close();
    }
  });

  it("another company's same key is independent", async () => {
    const db = t.database.db;
    const other = await buildCompany(db, { name: 'Другой отель' });
    const stranger = await buildEmployee(db, other.id);
    const theirToken = (await login(app, stranger.email, TEST_PASSWORD)).token;
    const theirCash = (
      await db.insert(paymentTypes).values({ companyId: other.id, name: 'Наличные' }).returning()
    )[0]!.id;
    const ours = (await newBooking()).id;
    const theirs = (await newBooking(other.id)).id;
    const key = newKey();
    expect((await send('POST', '/api/v2/booking/payments/', payment(ours), key)).statusCode).toBe(201);
    const res = await send(
      'POST',
      '/api/v2/booking/payments/',
      payment(theirs, '5000', theirCash),
      key,
      theirToken,
    );
    expect(res.statusCode).toBe(201);
    expect(res.headers['idempotent-replayed']).toBeUndefined();
    expect([await paymentsOf(ours), await paymentsOf(theirs)]).toEqual([1, 1]);
  });

  it('keys are kept for 24 h, then purged and usable again', async () => {
    const booking = (await newBooking()).id;
    const key = newKey();
    const db = t.database.db;
    expect((await send('POST', '/api/v2/booking/payments/', payment(booking), key)).statusCode).toBe(201);
    const mine = and(eq(idempotencyKeys.companyId, companyId), eq(idempotencyKeys.key, key));
    await db.update(idempotencyKeys).set({ createdAt: sql`now() - interval '23 hours'` }).where(mine);
    await purgeIdempotencyKeys(db);
    expect(await db.select().from(idempotencyKeys).where(mine)).toHaveLength(1);
    await db.update(idempotencyKeys).set({ createdAt: sql`now() - interval '25 hours'` }).where(mine);
    expect(await purgeIdempotencyKeys(db)).toBeGreaterThanOrEqual(1);
    expect(await db.select().from(idempotencyKeys).where(mine)).toHaveLength(0);
    expect((await send('POST', '/api/v2/booking/payments/', payment(booking), key)).statusCode).toBe(201);
    expect(await paymentsOf(booking)).toBe(2);
  });

  it('a reserve and a booking save replay too', async () => {
    const db = t.database.db;
    const category = await buildCategory(db, companyId);
    const room = await buildRoom(db, companyId, category.id);
    const stay = {
      room: room.id,
      check_in: Date.UTC(2027, 0, 10, 9) / 1000,
      check_out: Date.UTC(2027, 0, 12, 7) / 1000,
    };
    const key = newKey();
    const first = await send('POST', '/api/booking/', stay, key);
    expect(first.statusCode).toBe(201);
    const again = await send('POST', '/api/booking/', stay, key);
    expect(again.statusCode).toBe(201);
    expect(again.json().id).toBe(first.json().id);
  });
});
