import { personName, tooManyLoginsFor } from '@pms/domain';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../config.ts';
import { companyEmployees, employees, sessions } from '../../db/schema.ts';
import { buildCompany, buildEmployee, TEST_PASSWORD } from '../../test/factories.ts';
import { client, createTestApp, createTestDb, login, type TestDb } from '../../test/harness.ts';
import { bootstrapAdmin } from './auth.service.ts';
import { tokenHash } from './passwords.ts';

let t: TestDb;
let app: FastifyInstance;
let email: string;

beforeAll(async () => {
  t = await createTestDb();
  app = await createTestApp(t.database);
  const company = await buildCompany(t.database.db);
  email = (await buildEmployee(t.database.db, company.id)).email;
});
afterAll(async () => {
  await app.close();
  await t.dispose();
});

const postLogin = (payload: unknown) =>
  app.inject({ method: 'POST', url: '/api/v2/auth/login/', payload: payload as object });
const profile = (headers: Record<string, string>) =>
  app.inject({ method: 'GET', url: '/api/v2/user/employees/profile/', headers });

describe('login', () => {
  it('answers a token, the employee and their companies, and sets an httpOnly session cookie', async () => {
    const res = await postLogin({ email, password: TEST_PASSWORD });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.token).toMatch(/^[\w-]{40,}$/);
    expect(body.user.email).toBe(email);
    expect(body.user).not.toHaveProperty('password_hash');
    expect(body.companies).toHaveLength(1);
    expect(body.company_id).toBe(body.companies[0].id);
    const cookie = res.cookies.find((c) => c.name === 'session');
    expect(cookie?.value).toBe(body.token);
    expect(cookie?.httpOnly).toBe(true);
  });

  it('accepts the e-mail in any case', async () => {
    expect((await postLogin({ email: email.toUpperCase(), password: TEST_PASSWORD })).statusCode).toBe(200);
  });

  it.each([
    ['a wrong password', () => ({ email, password: 'wrong-password' })],
    ['an unknown e-mail', () => ({ email: 'nobody@example.com', password: TEST_PASSWORD })],
  ])('refuses %s with 401 and a Russian message', async (_, payload) => {
    const res = await postLogin(payload());
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ error: 'Неверный e-mail или пароль' });
  });

  it.each([
    [{ password: 'x' }, 'email', 'Обязательное поле для заполнения'],
    [{ email: 'not-an-email', password: 'x' }, 'email', 'Введите корректный e-mail'],
    [{ email: 'a@b.kz' }, 'password', 'Обязательное поле для заполнения'],
  ])('refuses %j with 400 naming the field', async (payload, field, error) => {
    const res = await postLogin(payload);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ error, field });
  });

  it('refuses a deactivated employee', async () => {
    const company = await buildCompany(t.database.db);
    const e = await buildEmployee(t.database.db, company.id, { isActive: false });
    expect((await postLogin({ email: e.email, password: TEST_PASSWORD })).statusCode).toBe(401);
  });
});

describe('session cookie', () => {
  const cookieOf = async (env: Record<string, string>, headers: Record<string, string> = {}) => {
    const other = await createTestApp(t.database, env);
    const res = await other.inject({
      method: 'POST',
      url: '/api/v2/auth/login/',
      payload: { email, password: TEST_PASSWORD },
      headers,
    });
    await other.close();
    expect(res.statusCode).toBe(200);
    return res.cookies.find((c) => c.name === 'session')!;
  };
  const production = { NODE_ENV: 'production', ADMIN_EMAIL: 'boss@resort.kz', ADMIN_PASSWORD: 'secret-pass' };

  it('is Secure always in production, even when the request itself is plain HTTP', async () => {
    expect((await cookieOf(production)).secure).toBe(true);
  });

  it('outside production is Secure when HTTPS is reported by a trusted proxy, not by the client', async () => {
    const https = { 'x-forwarded-proto': 'https' };
    expect((await cookieOf({})).secure).toBeFalsy();
    expect((await cookieOf({}, https)).secure).toBeFalsy();
    expect((await cookieOf({ TRUST_PROXY: '127.0.0.1' }, https)).secure).toBe(true);
  });
});

describe('sessions', () => {
  it('authenticate by bearer token and by cookie alike', async () => {
    const { token } = await login(app, email, TEST_PASSWORD);
    expect((await profile({ authorization: `Bearer ${token}` })).statusCode).toBe(200);
    expect((await profile({ cookie: `session=${token}` })).statusCode).toBe(200);
  });

  it.each([
    ['no credentials', {}],
    ['a forged token', { authorization: 'Bearer forged-token-that-was-never-issued' }],
    ['a forged cookie', { cookie: 'session=forged' }],
  ])('answer 401 with %s', async (_, headers) => {
    const res = await profile(headers as Record<string, string>);
    expect(res.statusCode).toBe(401);
    expect(res.json().error).toMatch(/Войдите|Сессия истекла/);
  });

  it('answer 401 once the session has expired', async () => {
    const { token } = await login(app, email, TEST_PASSWORD);
    await t.database.db
      .update(sessions)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(sessions.tokenHash, tokenHash(token)));
    const res = await profile({ authorization: `Bearer ${token}` });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ error: 'Сессия истекла, войдите снова' });
  });

  it('end at logout: the token stops working and the cookie is cleared', async () => {
    const { token } = await login(app, email, TEST_PASSWORD);
    const out = await app.inject({
      method: 'POST',
      url: '/api/v2/auth/logout/',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(out.statusCode).toBe(200);
    expect(out.cookies.find((c) => c.name === 'session')?.value).toBe('');
    expect((await profile({ authorization: `Bearer ${token}` })).statusCode).toBe(401);
  });
});

describe('login rate limit', () => {
  it('answers 429 in Russian after too many attempts from one address', async () => {
    const limited = await createTestApp(t.database, { LOGIN_RATE_LIMIT: '3' });
    const attempt = () =>
      limited.inject({
        method: 'POST',
        url: '/api/v2/auth/login/',
        payload: { email, password: 'wrong-password' },
      });
    const codes = [];
    for (let i = 0; i < 4; i++) codes.push((await attempt()).statusCode);
    expect(codes).toEqual([401, 401, 401, 429]);
    // The wait it states is the one the limiter keeps (Retry-After, in whole seconds), not 'a minute'.
    const limitedAnswer = await attempt();
    const retryAfterMs = Number(limitedAnswer.headers['retry-after']) * 1000;
    expect(retryAfterMs).toBeGreaterThan(0);
    expect(limitedAnswer.json()).toEqual({ error: tooManyLoginsFor(retryAfterMs) });
    await limited.close();
  });

  const attemptFrom = (target: FastifyInstance, from: Partial<LoginFrom>, password = 'wrong-password') =>
    target.inject({
      method: 'POST',
      url: '/api/v2/auth/login/',
      payload: { email: from.email ?? email, password },
      remoteAddress: from.address ?? '127.0.0.1',
      headers: from.forwardedFor ? { 'x-forwarded-for': from.forwardedFor } : {},
    });

  it('does not let a rotated X-Forwarded-For buy more attempts when no proxy is trusted', async () => {
    const limited = await createTestApp(t.database, { LOGIN_RATE_LIMIT: '3' });
    const codes = [];
    for (let i = 1; i <= 5; i++)
      codes.push((await attemptFrom(limited, { forwardedFor: `203.0.113.${i}` })).statusCode);
    expect(codes).toEqual([401, 401, 401, 429, 429]);
    await limited.close();
  });

  it('counts the forwarded address when TRUST_PROXY names the proxy, and only from that proxy', async () => {
    const limited = await createTestApp(t.database, { LOGIN_RATE_LIMIT: '2', TRUST_PROXY: '10.0.0.1' });
    const viaProxy = (client: string) => attemptFrom(limited, { address: '10.0.0.1', forwardedFor: client });
    const codes = [];
    for (const client of ['203.0.113.1', '203.0.113.1', '203.0.113.1', '203.0.113.2']) {
      codes.push((await viaProxy(client)).statusCode);
    }
    expect(codes).toEqual([401, 401, 429, 401]);
    // A client talking to the server directly cannot pose as a proxy.
    const direct = (n: number) =>
      attemptFrom(limited, { address: '198.51.100.9', forwardedFor: `203.0.113.${n}` });
    expect([
      (await direct(10)).statusCode,
      (await direct(11)).statusCode,
      (await direct(12)).statusCode,
    ]).toEqual([401, 401, 429]);
    await limited.close();
  });

  it('counts the forwarded address behind TRUST_PROXY given as a hop count', async () => {
    const limited = await createTestApp(t.database, { LOGIN_RATE_LIMIT: '1', TRUST_PROXY: '1' });
    const codes = [];
    for (const client of ['203.0.113.1', '203.0.113.1', '203.0.113.2']) {
      codes.push((await attemptFrom(limited, { forwardedFor: client })).statusCode);
    }
    expect(codes).toEqual([401, 429, 401]);
    await limited.close();
  });

  it('limits failed attempts per account across addresses, the right password included, in Russian', async () => {
    const limited = await createTestApp(t.database, { LOGIN_ACCOUNT_RATE_LIMIT: '3' });
    const company = await buildCompany(t.database.db);
    const victim = (await buildEmployee(t.database.db, company.id)).email;
    const codes = [];
    for (let i = 1; i <= 3; i++)
      codes.push((await attemptFrom(limited, { email: victim, address: `198.51.100.${i}` })).statusCode);
    expect(codes).toEqual([401, 401, 401]);
    const locked = await attemptFrom(
      limited,
      { email: victim.toUpperCase(), address: '198.51.100.50' },
      TEST_PASSWORD,
    );
    expect(locked.statusCode).toBe(429);
    // The lock lasts a quarter hour from the first failure, and the answer says so (issue 25).
    expect(locked.json()).toEqual({ error: 'Слишком много попыток входа. Попробуйте через 15\u00a0минут' });
    // Other accounts are not affected, and an unknown e-mail is limited just like a known one.
    expect((await attemptFrom(limited, { address: '198.51.100.50' }, TEST_PASSWORD)).statusCode).toBe(200);
    const nobody = { email: 'nobody@example.com', address: '198.51.100.60' };
    for (let i = 0; i < 3; i++) await attemptFrom(limited, nobody);
    expect((await attemptFrom(limited, nobody)).statusCode).toBe(429);
    await limited.close();
  });

  it('never limits an account whose logins succeed', async () => {
    const limited = await createTestApp(t.database, { LOGIN_ACCOUNT_RATE_LIMIT: '2' });
    const codes = [];
    for (let i = 0; i < 4; i++) codes.push((await attemptFrom(limited, {}, TEST_PASSWORD)).statusCode);
    expect(codes).toEqual([200, 200, 200, 200]);
    await limited.close();
  });
});

interface LoginFrom {
  email: string;
  address: string;
  forwardedFor: string;
}

describe('bootstrap administrator', () => {
  it('is created once, in a first company, only while there is no employee', async () => {
    const fresh = await createTestDb();
    try {
      const config = loadConfig({
        NODE_ENV: 'test',
        ADMIN_EMAIL: 'Boss@Resort.kz',
        ADMIN_PASSWORD: 'secret-pass',
      });
      const created = await bootstrapAdmin(fresh.database.db, config);
      expect(created).toMatchObject({ email: 'boss@resort.kz', password: null });
      expect(await bootstrapAdmin(fresh.database.db, config)).toBeNull();
      expect(await fresh.database.db.$count(employees)).toBe(1);
      expect(await fresh.database.db.$count(companyEmployees)).toBe(1);
      const freshApp = await createTestApp(fresh.database);
      const session = await login(freshApp, 'boss@resort.kz', 'secret-pass');
      expect(session.company_id).toBe(created!.companyId);
      // 'Фамилия Имя' reads sensibly: 'Администратор Системы', never 'Системы Администратор' (issue 28, item 16).
      const me = (
        await client(freshApp, session.token).get(`/api/v2/user/employees/${created!.employeeId}/`)
      ).json();
      expect(personName(me)).toBe('Администратор Системы');
      await freshApp.close();
    } finally {
      await fresh.dispose();
    }
  });

  it('uses the printed development default when no administrator is configured', async () => {
    const fresh = await createTestDb();
    try {
      const created = await bootstrapAdmin(fresh.database.db, loadConfig({ NODE_ENV: 'development' }));
      expect(created).toMatchObject({ email: 'admin@example.com', password: 'admin12345' });
    } finally {
      await fresh.dispose();
    }
  });
});
