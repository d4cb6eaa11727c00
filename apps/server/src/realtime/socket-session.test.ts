import { liveSocketCloses } from '@pms/domain';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { buildEmployee, TEST_PASSWORD } from '../test/factories.ts';
import { client, login, startTwoInstances, type TestDb } from '../test/harness.ts';

/**
 * Issue 25, defect 7: an open calendar socket ends with its session. The change is made through
 * instance A; the socket is held by instance B, which learns of it only through the database.
 */
let world: Awaited<ReturnType<typeof startTwoInstances>>;
let t: TestDb;
let appA: FastifyInstance;
let b: typeof world.b;
let urlB: string;
let companyId: number;
let owner: ReturnType<typeof client>;

beforeAll(async () => {
  world = await startTwoInstances();
  ({ t, appA, b, companyId, owner } = world);
  urlB = (await b.app.listen({ port: 0, host: '127.0.0.1' })).replace('http', 'ws');
});
afterAll(() => world.close());

interface Closed {
  code: number;
  reason: string;
}

/** A socket on B, and the close it ends with (no timeout of its own: the test's bounds it). */
function connect(token: string): Promise<{ ws: WebSocket; closed: Promise<Closed> }> {
  return new Promise((resolve, reject) => {
    const ws = new WebSocket(`${urlB}/ws/v2/calendar/${companyId}/?token=${token}`);
    const closed = new Promise<Closed>((done) =>
      ws.once('close', (code, reason) => done({ code, reason: String(reason) })),
    );
    ws.once('open', () => resolve({ ws, closed }));
    ws.once('unexpected-response', (_req, res) => reject(new Error(`HTTP ${res.statusCode}`)));
    ws.once('error', reject);
  });
}

/** A front-desk employee signed in through A, with a calendar socket open on B. */
async function socketOnB() {
  const employee = await buildEmployee(t.database.db, companyId, {}, 'frontdesk');
  const { token } = await login(appA, employee.email, TEST_PASSWORD);
  const socket = await connect(token);
  return { employee, token, api: client(appA, token, companyId), ...socket };
}

describe('a calendar socket on another instance closes when its session no longer allows it', () => {
  it('a logout: closed as signed out', async () => {
    const { api, closed } = await socketOnB();
    expect((await api.post('/api/v2/auth/logout/')).statusCode).toBeLessThan(300);
    expect(await closed).toEqual(liveSocketCloses.signedOut);
  });

  it('a password changed on another device: closed as signed out', async () => {
    const { employee, closed } = await socketOnB();
    const other = client(appA, (await login(appA, employee.email, TEST_PASSWORD)).token, companyId);
    const res = await other.post('/api/v2/user/employees/change-password/', {
      old_password: TEST_PASSWORD,
      new_password: 'another-password-1',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(await closed).toEqual(liveSocketCloses.signedOut);
  });

  it('switched off in the company: closed as forbidden, and a new socket is refused', async () => {
    const { employee, token, closed } = await socketOnB();
    const res = await owner.delete(`/api/v2/user/employees/${employee.id}/`);
    expect(res.statusCode, res.body).toBeLessThan(300);
    expect(await closed).toEqual(liveSocketCloses.forbidden);
    await expect(connect(token)).rejects.toThrow('HTTP 403');
  });

  it('a role lowered: closed to reconnect in the new role, which it may', async () => {
    const { employee, token, closed } = await socketOnB();
    const res = await owner.put(`/api/v2/user/employees/${employee.id}/`, { role: 'housekeeper' });
    expect(res.statusCode, res.body).toBe(200);
    expect(await closed).toEqual(liveSocketCloses.roleChanged);
    const again = await connect(token);
    again.ws.close();
  });

  it("a colleague's change leaves the other sockets open", async () => {
    const bystander = await socketOnB();
    const { api, closed } = await socketOnB();
    await api.post('/api/v2/auth/logout/');
    await closed;
    // The bystander still receives the company's events.
    const message = new Promise((resolve) => bystander.ws.once('message', resolve));
    const cat = await owner.post('/api/v2/categories/', {
      name: 'Люкс',
      category_type: 'room',
      place_number: 2,
    });
    const room = await owner.post('/api/v2/categories/rooms/', { name: '201', category: cat.json().id });
    const day = (d: number, hour = 14) => Date.UTC(2026, 11, d, hour - 5) / 1000;
    await owner.post('/api/booking/', { check_in: day(1), check_out: day(2, 12), room: room.json().id });
    await message;
    expect(bystander.ws.readyState).toBe(WebSocket.OPEN);
    bystander.ws.close();
  });
});
