/**
 * Issue 25, defect 10: 20 wrong passwords locked the account for everyone, the owner included, and the
 * answer said 'через минуту' while the lock lasted a quarter hour. Now a device that has signed in before
 * keeps its own allowance (device cookies), and every 429 says the real wait. The attempt limits run on
 * the app's injectable clock, so a test moves time instead of waiting.
 */
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.ts';
import { buildCompany, buildEmployee, TEST_PASSWORD } from '../../test/factories.ts';
import { createTestDb, type TestDb, testConfig } from '../../test/harness.ts';
import { DEVICE_COOKIE } from './device-cookie.ts';

let t: TestDb;
let companyId: number;
const apps: FastifyInstance[] = [];

beforeAll(async () => {
  t = await createTestDb();
  companyId = (await buildCompany(t.database.db)).id;
});
afterAll(async () => {
  for (const app of apps) await app.close();
  await t.dispose();
});

/** An app whose attempt limits read `clock.now`. */
async function appWith(env: Record<string, string> = {}) {
  const clock = { now: Date.parse('2026-11-28T10:00:00Z') };
  const app = await buildApp({ config: testConfig(env), database: t.database, now: () => clock.now });
  await app.ready();
  apps.push(app);
  return { app, clock };
}

const newAccount = async () => (await buildEmployee(t.database.db, companyId)).email;

interface Attempt {
  email: string;
  password?: string;
  /** The device cookie's value: a device that has signed in before. */
  device?: string;
  address?: string;
}

const attempt = (app: FastifyInstance, a: Attempt) =>
  app.inject({
    method: 'POST',
    url: '/api/v2/auth/login/',
    payload: { email: a.email, password: a.password ?? 'wrong-password' },
    remoteAddress: a.address ?? '127.0.0.1',
    cookies: a.device ? { [DEVICE_COOKIE]: a.device } : {},
  });

/** Signs in with the right password from a new device and answers that device's cookie. */
async function knownDevice(app: FastifyInstance, email: string) {
  const res = await attempt(app, { email, password: TEST_PASSWORD, address: '192.0.2.1' });
  expect(res.statusCode).toBe(200);
  return res.cookies.find((c) => c.name === DEVICE_COOKIE)!.value;
}

async function codes(n: number, call: (i: number) => Promise<{ statusCode: number }>) {
  const out: number[] = [];
  for (let i = 0; i < n; i++) out.push((await call(i)).statusCode);
  return out;
}

describe('device cookies', () => {
  it('are set at a successful login: httpOnly, SameSite=Strict, sent only to the login, kept a year', async () => {
    const { app } = await appWith();
    const res = await attempt(app, { email: await newAccount(), password: TEST_PASSWORD });
    const cookie = res.cookies.find((c) => c.name === DEVICE_COOKIE);
    expect(cookie).toMatchObject({
      httpOnly: true,
      sameSite: 'Strict',
      path: '/api/v2/auth/',
      maxAge: 31_536_000,
    });
    const failed = await attempt(app, { email: await newAccount() });
    expect(failed.cookies.find((c) => c.name === DEVICE_COOKIE)).toBeUndefined();
  });

  it("let the owner's known device sign in after an attacker's 25 wrong passwords from unknown devices", async () => {
    const { app } = await appWith();
    const owner = await newAccount();
    const device = await knownDevice(app, owner);
    const attacks = await codes(25, (i) => attempt(app, { email: owner, address: `198.51.100.${i + 1}` }));
    expect(attacks.slice(0, 20)).toEqual(Array(20).fill(401));
    expect(attacks.slice(20)).toEqual(Array(5).fill(429));
    // Unknown devices stay locked, the right password included: a 429 versus a 200 would confirm a guess.
    expect(
      (await attempt(app, { email: owner, password: TEST_PASSWORD, address: '203.0.113.9' })).statusCode,
    ).toBe(429);
    const own = await attempt(app, { email: owner, password: TEST_PASSWORD, device });
    expect(own.statusCode).toBe(200);
  });

  it('give a known device its own allowance, which no other device uses up', async () => {
    const { app } = await appWith({ LOGIN_DEVICE_RATE_LIMIT: '3' });
    const owner = await newAccount();
    const laptop = await knownDevice(app, owner);
    const phone = await knownDevice(app, owner);
    expect(await codes(4, () => attempt(app, { email: owner, device: laptop }))).toEqual([
      401, 401, 401, 429,
    ]);
    expect((await attempt(app, { email: owner, password: TEST_PASSWORD, device: laptop })).statusCode).toBe(
      429,
    );
    expect((await attempt(app, { email: owner, password: TEST_PASSWORD, device: phone })).statusCode).toBe(
      200,
    );
    // The laptop's failures are not the account's: an unknown device still signs in.
    expect((await attempt(app, { email: owner, password: TEST_PASSWORD })).statusCode).toBe(200);
  });

  it('count as unknown when forged, tampered with, or naming another account', async () => {
    const { app } = await appWith({ LOGIN_ACCOUNT_RATE_LIMIT: '2' });
    const owner = await newAccount();
    const other = await knownDevice(app, await newAccount());
    const [v, named, id, signature] = (await knownDevice(app, owner)).split('.');
    const forged = [
      other,
      `${v}.${named}.${id}.${signature!.slice(0, -2)}AA`,
      `${v}.${named}.AAAAAAAAAAAAAAAAAAAAAA.${signature}`,
      'v1.forged',
    ];
    expect(await codes(4, (i) => attempt(app, { email: owner, device: forged[i] }))).toEqual([
      401, 401, 429, 429,
    ]);
  });

  it("exempt a known device from its address's per-minute limit, which unknown devices share", async () => {
    const { app } = await appWith({ LOGIN_RATE_LIMIT: '2' });
    const owner = await newAccount();
    const device = await knownDevice(app, owner);
    const office = '203.0.113.50';
    expect(await codes(3, () => attempt(app, { email: owner, address: office }))).toEqual([401, 401, 429]);
    expect(
      (await attempt(app, { email: owner, password: TEST_PASSWORD, address: office, device })).statusCode,
    ).toBe(200);
  });
});

describe('the lock message', () => {
  it('says the real wait, and the lock ends exactly then', async () => {
    const { app, clock } = await appWith({ LOGIN_ACCOUNT_RATE_LIMIT: '3' });
    const owner = await newAccount();
    expect(await codes(3, () => attempt(app, { email: owner }))).toEqual([401, 401, 401]);
    const rightPassword = () => attempt(app, { email: owner, password: TEST_PASSWORD });
    const waitSaid = async () => {
      const res = await rightPassword();
      expect(res.statusCode).toBe(429);
      return res.json().error;
    };
    expect(await waitSaid()).toBe('Слишком много попыток входа. Попробуйте через 15\u00a0минут');
    clock.now += 5 * 60_000;
    expect(await waitSaid()).toBe('Слишком много попыток входа. Попробуйте через 10\u00a0минут');
    clock.now += 9 * 60_000 + 30_000;
    expect(await waitSaid()).toBe('Слишком много попыток входа. Попробуйте через 30\u00a0секунд');
    clock.now += 29_000;
    expect(await waitSaid()).toBe('Слишком много попыток входа. Попробуйте через 1\u00a0секунду');
    clock.now += 1_000;
    expect((await rightPassword()).statusCode).toBe(200);
  });

  it("of a known device's lock says its own real wait", async () => {
    const { app, clock } = await appWith({ LOGIN_DEVICE_RATE_LIMIT: '1' });
    const owner = await newAccount();
    const device = await knownDevice(app, owner);
    await attempt(app, { email: owner, device });
    clock.now += 14 * 60_000;
    const res = await attempt(app, { email: owner, password: TEST_PASSWORD, device });
    expect(res.json()).toEqual({ error: 'Слишком много попыток входа. Попробуйте через 1\u00a0минуту' });
  });
});
