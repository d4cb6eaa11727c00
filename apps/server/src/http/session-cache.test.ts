import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { companies, companyEmployees, employees, sessions } from '../db/schema.ts';
import { buildCompany, buildEmployee, TEST_PASSWORD } from '../test/factories.ts';
import { client, login, sessionChangeHeard, startWorld, stopWorld } from '../test/harness.ts';
import type { AuthContext } from './auth-context.ts';
import { SessionCache } from './session-cache.ts';

/** A session as authenticate() gives it; only what the cache looks at matters here. */
const session = (expiresInMs = 3_600_000) =>
  ({ expiresAt: new Date(Date.now() + expiresInMs) }) as unknown as AuthContext;

describe('SessionCache', () => {
  /** The database's count of session changes, as the tests move it. */
  let generation = 0;
  const options = { readGeneration: async () => String(generation), maxEntries: 2 };
  const listening = () => {
    const cache = new SessionCache(options);
    cache.setListening(true);
    return cache;
  };

  it.each([
    { name: 'keeps a session read while nothing changed', cache: listening, during: () => {}, kept: 1 },
    {
      name: 'does not keep a session read while a change was heard',
      cache: listening,
      during: (c: SessionCache) => c.clear(),
      kept: 0,
    },
    {
      name: 'keeps nothing while not listening',
      cache: () => new SessionCache(options),
      during: () => {},
      kept: 0,
    },
  ])('$name', async ({ cache: make, during, kept }) => {
    const cache = make();
    await cache.session('h', async () => {
      during(cache);
      return session();
    });
    expect(cache.size()).toBe(kept);
  });

  it('serves a kept session without reading it, until its expiry', async () => {
    const cache = listening();
    let reads = 0;
    const read = (ms: number) => async () => {
      reads++;
      return session(ms);
    };
    await cache.session('live', read(3_600_000));
    await cache.session('live', read(3_600_000));
    expect(reads).toBe(1);
    await cache.session('ending', read(-1));
    await cache.session('ending', read(-1));
    expect(reads).toBe(3);
  });

  it('reads a kept session again once the database counted a change, announced or not', async () => {
    const cache = listening();
    let reads = 0;
    const read = async () => {
      reads++;
      return session();
    };
    await cache.session('h', read);
    await cache.session('h', read);
    expect(reads).toBe(1);
    generation++;
    await cache.session('h', read);
    expect(reads).toBe(2);
  });

  it('forgets the least recently used beyond its size', async () => {
    const cache = listening();
    for (const hash of ['a', 'b', 'a', 'c']) await cache.session(hash, async () => session());
    let reads = 0;
    const count = async () => {
      reads++;
      return session();
    };
    await cache.session('a', count);
    await cache.session('c', count);
    expect(reads).toBe(0);
    await cache.session('b', count);
    expect(reads).toBe(1);
  });
});

/**
 * What a session is made of, changed straight in the database as another instance would: the next
 * request after the announcement is heard sees it. Then the same through this instance's own API,
 * which must hold for the very next request (no waiting for the announcement).
 */
describe('kept sessions over HTTP', () => {
  let w: Awaited<ReturnType<typeof startWorld>>;
  beforeAll(async () => {
    w = await startWorld();
  });
  afterAll(() => stopWorld(w));

  /** Signs in a new employee of the world's company and makes one request, so their session is kept. */
  async function keptSession(role: 'owner' | 'frontdesk' = 'frontdesk') {
    const employee = await buildEmployee(w.t.database.db, w.companyId, {}, role);
    const { token } = await login(w.app, employee.email, TEST_PASSWORD);
    const api = client(w.app, token, w.companyId);
    // Asked until kept: the announcement of the new membership (or an earlier test's change) may
    // still arrive and empty the cache after the first answer.
    await expect
      .poll(async () => {
        expect((await api.get('/api/v2/leisure/booking/?day=2026-12-01')).statusCode).toBe(200);
        return w.app.sessionCache.size();
      })
      .toBeGreaterThan(0);
    return { employee, api, token };
  }

  /** A session kept, then a change made straight in the database, heard. */
  async function changeElsewhere(change: () => Promise<unknown>) {
    await keptSession();
    expect(w.app.sessionCache.size()).toBeGreaterThan(0);
    await sessionChangeHeard(w.app, change);
    expect(w.app.sessionCache.size()).toBe(0);
  }

  it.each([
    {
      name: 'a session deleted (a logout elsewhere)',
      change: (id: number) => w.t.database.db.delete(sessions).where(eq(sessions.employeeId, id)),
      status: 401,
    },
    {
      name: 'an employee switched off',
      change: (id: number) =>
        w.t.database.db.update(employees).set({ isActive: false }).where(eq(employees.id, id)),
      status: 401,
    },
    {
      name: 'a membership ended',
      change: (id: number) =>
        w.t.database.db
          .update(companyEmployees)
          .set({ isActive: false })
          .where(eq(companyEmployees.employeeId, id)),
      status: 403,
    },
    {
      name: 'a role lowered to one without leisure sales',
      change: (id: number) =>
        w.t.database.db
          .update(companyEmployees)
          .set({ role: 'housekeeper' })
          .where(eq(companyEmployees.employeeId, id)),
      status: 403,
    },
    {
      name: "a company's settings changed (its session read again, still good)",
      change: () =>
        w.t.database.db
          .update(companies)
          .set({ timezone: 'Asia/Aqtobe' })
          .where(eq(companies.id, w.companyId)),
      status: 400,
    },
  ])('$name elsewhere holds once announced: $status', async ({ change, status }) => {
    const { employee, api } = await keptSession();
    await changeElsewhere(() => change(employee.id));
    const res = await api.post('/api/v2/leisure/booking/', {});
    expect(res.statusCode).toBe(status);
  });

  it('a logout through this instance holds for the very next request', async () => {
    const { api } = await keptSession();
    expect((await api.post('/api/v2/auth/logout/', {})).statusCode).toBeLessThan(300);
    expect((await api.get('/api/v2/leisure/booking/?day=2026-12-01')).statusCode).toBe(401);
  });

  it("an owner's role change through this instance holds for the colleague's very next request", async () => {
    const owner = await keptSession('owner');
    const colleague = await keptSession('frontdesk');
    const res = await owner.api.put(`/api/v2/user/employees/${colleague.employee.id}/`, {
      role: 'housekeeper',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect((await colleague.api.post('/api/v2/leisure/booking/', {})).statusCode).toBe(403);
  });

  it('a sale keeps the sessions: the next request reads none', async () => {
    const { api } = await keptSession();
    const before = w.app.sessionCache.size();
    await api.post('/api/v2/leisure/booking/', {});
    expect(w.app.sessionCache.size()).toBe(before);
  });

  it('while the database link is down, every request reads its session', async () => {
    const { employee, api } = await keptSession();
    w.app.sessionCache.setListening(false);
    try {
      await w.t.database.db.delete(sessions).where(eq(sessions.employeeId, employee.id));
      expect((await api.get('/api/v2/leisure/booking/?day=2026-12-01')).statusCode).toBe(401);
    } finally {
      w.app.sessionCache.setListening(true);
    }
  });

  it('another company of the same employee stays out of reach', async () => {
    const other = await buildCompany(w.t.database.db, { name: 'Чужой отель' });
    const { api } = await keptSession();
    const res = await api.get('/api/v2/leisure/booking/?day=2026-12-01', {
      'x-company-id': String(other.id),
    });
    expect(res.statusCode).toBe(403);
  });
});
