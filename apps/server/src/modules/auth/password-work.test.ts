/**
 * Issue 25, defect 9: change-password had no limit, and every attempt ran a 64 MB argon2 check with no
 * bound on how many ran at once (16 wrong old passwords at 8 at a time: all 400, memory 169 → 425 MB).
 */
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildCompany, buildEmployee, TEST_PASSWORD } from '../../test/factories.ts';
import { client, createTestApp, createTestDb, login, type TestDb } from '../../test/harness.ts';
import { PASSWORD_WORK_WAITING, passwordWork } from './passwords.ts';

let t: TestDb;
let app: FastifyInstance;
let companyId: number;

beforeAll(async () => {
  t = await createTestDb();
  app = await createTestApp(t.database);
  companyId = (await buildCompany(t.database.db)).id;
});
afterAll(async () => {
  await app.close();
  await t.dispose();
});

async function signedIn() {
  const employee = await buildEmployee(t.database.db, companyId);
  return { employee, api: client(app, (await login(app, employee.email, TEST_PASSWORD)).token) };
}

const changePassword = (
  api: ReturnType<typeof client>,
  old_password: string,
  new_password = 'brand-new-pass',
) => api.post('/api/v2/user/employees/change-password/', { old_password, new_password });

/** `total` calls of `call`, `atOnce` at a time; their statuses in order. */
async function burst(total: number, atOnce: number, call: () => Promise<{ statusCode: number }>) {
  const codes: number[] = [];
  for (let i = 0; i < total; i += atOnce) {
    const wave = await Promise.all(Array.from({ length: Math.min(atOnce, total - i) }, call));
    codes.push(...wave.map((r) => r.statusCode));
  }
  return codes;
}

describe('change-password limit (per employee, failures only)', () => {
  it('answers 429 after 5 wrong old passwords: a burst of 16 at 8 at a time gets 5 × 400, then 429s', async () => {
    const { api } = await signedIn();
    const codes = await burst(16, 8, () => changePassword(api, 'not-my-password'));
    expect(codes.filter((c) => c === 400)).toHaveLength(5);
    expect(codes.filter((c) => c === 429)).toHaveLength(11);
    const locked = await changePassword(api, TEST_PASSWORD);
    // The right old password is refused too, or a 429 versus a 200 would still confirm a guess.
    expect(locked.statusCode).toBe(429);
    expect(locked.json()).toEqual({
      error: 'Слишком много попыток сменить пароль. Попробуйте через 15\u00a0минут',
    });
  });

  it('limits each employee on their own, and never one whose changes succeed', async () => {
    const { api: attacker } = await signedIn();
    await burst(6, 6, () => changePassword(attacker, 'not-my-password'));
    const { employee, api } = await signedIn();
    const codes = [];
    let current = TEST_PASSWORD;
    for (let i = 0; i < 7; i++) {
      const next = `new-password-${i}`;
      codes.push((await changePassword(api, current, next)).statusCode);
      current = next;
    }
    expect(codes).toEqual([200, 200, 200, 200, 200, 200, 200]);
    await login(app, employee.email, current);
  });

  it('is also limited per address, like the login', async () => {
    const limited = await createTestApp(t.database, { LOGIN_RATE_LIMIT: '2' });
    const { employee } = await signedIn();
    const api = client(limited, (await login(limited, employee.email, TEST_PASSWORD)).token);
    const codes = await burst(3, 1, () => changePassword(api, 'not-my-password'));
    expect(codes).toEqual([400, 400, 429]);
    await limited.close();
  });
});

describe('password hashing and checks: bounded at once, and the queue bounded too', () => {
  it('runs at most 2 argon2 hashes or checks at once in a burst of 8 wrong change-password calls', async () => {
    const accounts = await Promise.all(Array.from({ length: 8 }, signedIn));
    passwordWork.resetPeak();
    const codes = await Promise.all(accounts.map(({ api }) => changePassword(api, 'not-my-password')));
    expect(codes.map((r) => r.statusCode)).toEqual(Array(8).fill(400));
    expect(passwordWork.stats().peak).toBe(2);
  });

  it('answers 503 in Russian at once when the queue is full, and checks nothing', async () => {
    const { employee, api } = await signedIn();
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    // Fill every running place and every waiting one with work that ends when the test says so.
    const fillers = Array.from({ length: 2 + PASSWORD_WORK_WAITING }, () => passwordWork.run(() => held));
    try {
      expect(passwordWork.stats()).toMatchObject({ running: 2, waiting: PASSWORD_WORK_WAITING });
      const busy = await changePassword(api, TEST_PASSWORD);
      expect(busy.statusCode).toBe(503);
      expect(busy.json()).toEqual({
        error: 'Сервер занят проверкой паролей. Повторите через несколько секунд',
      });
      const loginBusy = await app.inject({
        method: 'POST',
        url: '/api/v2/auth/login/',
        payload: { email: employee.email, password: TEST_PASSWORD },
      });
      expect(loginBusy.statusCode).toBe(503);
    } finally {
      release();
      await Promise.all(fillers);
    }
    // Nothing was changed: the old password still works.
    await login(app, employee.email, TEST_PASSWORD);
  });
});
