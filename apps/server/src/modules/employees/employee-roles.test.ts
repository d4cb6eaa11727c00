/**
 * Roles on the employees screen (issue 15, Mews's rules): grant only what you hold, nobody edits their
 * own rights, the company keeps an owner, and a refusal writes nothing.
 */
import { type Role, roleMessages } from '@pms/domain';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { companyEmployees } from '../../db/schema.ts';
import { buildEmployee, TEST_PASSWORD } from '../../test/factories.ts';
import { client, login, startWorld, stopWorld, type TestClient, type TestDb } from '../../test/harness.ts';

let t: TestDb;
let app: FastifyInstance;
let owner: TestClient;
let ownerId: number;
let companyId: number;

beforeAll(async () => {
  let employee: { id: number };
  ({ t, app, api: owner, companyId, employee } = await startWorld({ companyName: 'Роли' }));
  ownerId = employee.id;
});
afterAll(() => stopWorld({ t, app }));

async function member(role: Role) {
  const e = await buildEmployee(t.database.db, companyId, {}, role);
  return { id: e.id, api: client(app, (await login(app, e.email, TEST_PASSWORD)).token) };
}
const roleOf = async (employeeId: number) =>
  (
    await t.database.db
      .select({ role: companyEmployees.role })
      .from(companyEmployees)
      .where(and(eq(companyEmployees.companyId, companyId), eq(companyEmployees.employeeId, employeeId)))
  )[0]!.role;
const invite = (api: TestClient, email: string, role?: Role) =>
  api.post('/api/v2/user/employees/', {
    email,
    first_name: 'Асель',
    last_name: 'Нурланова',
    ...(role && { role }),
  });

describe('roles of employees', () => {
  it('the owner grants any role; the list shows it', async () => {
    const clerk = await member('frontdesk');
    const res = await owner.patch(`/api/v2/user/employees/${clerk.id}/`, { role: 'manager' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().role).toBe('manager');
    expect(await roleOf(clerk.id)).toBe('manager');
    const list = (await owner.get('/api/v2/user/employees/?page[size]=100')).json().results;
    expect(list.find((e: { id: number }) => e.id === clerk.id).role).toBe('manager');
  });

  it('a manager adds employees at the front desk but grants no role, and cannot touch an owner', async () => {
    const manager = await member('manager');
    const plain = await invite(manager.api, 'plain@roles.kz');
    expect(plain.statusCode, plain.body).toBe(201);
    expect(plain.json().role).toBe('frontdesk');
    const accountant = await invite(manager.api, 'counting@roles.kz', 'accountant');
    expect(accountant.statusCode).toBe(403);
    expect(accountant.json()).toEqual({ error: roleMessages.cannotGrant, field: 'role' });

    const clerk = await member('frontdesk');
    const promote = await manager.api.patch(`/api/v2/user/employees/${clerk.id}/`, { role: 'accountant' });
    expect(promote.statusCode).toBe(403);
    expect(await roleOf(clerk.id)).toBe('frontdesk');
    const offOwner = await manager.api.patch(`/api/v2/user/employees/${ownerId}/`, { is_active: false });
    expect(offOwner.statusCode).toBe(403);
    expect(offOwner.json().error).toBe(roleMessages.cannotManage);
    expect((await manager.api.delete(`/api/v2/user/employees/${ownerId}/`)).statusCode).toBe(403);
    // A colleague with no more rights than the manager's is theirs to switch off.
    expect((await manager.api.delete(`/api/v2/user/employees/${clerk.id}/`)).statusCode).toBe(204);
  });

  it('nobody edits their own role, and a receptionist edits no employee at all', async () => {
    const res = await owner.patch(`/api/v2/user/employees/${ownerId}/`, { role: 'manager' });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ error: roleMessages.ownRole, field: 'role' });
    expect(await roleOf(ownerId)).toBe('owner');
    const clerk = await member('frontdesk');
    const other = await member('housekeeper');
    const denied = await clerk.api.patch(`/api/v2/user/employees/${other.id}/`, { first_name: 'Взлом' });
    expect(denied.statusCode).toBe(403);
    expect(denied.json().error).toBe(roleMessages.forbidden);
    expect((await clerk.api.get('/api/v2/user/employees/')).statusCode).toBe(403);
  });

  it('two owners stepping each other down at once leave the company one owner', async () => {
    const [a, b] = [await member('owner'), await member('owner')];
    // The world's owner steps aside first, so these two are the only owners.
    await t.database.db
      .update(companyEmployees)
      .set({ role: 'manager' })
      .where(and(eq(companyEmployees.companyId, companyId), eq(companyEmployees.employeeId, ownerId)));
    const answers = await Promise.all([
      a.api.patch(`/api/v2/user/employees/${b.id}/`, { role: 'manager' }),
      b.api.patch(`/api/v2/user/employees/${a.id}/`, { role: 'manager' }),
    ]);
    const codes = answers.map((r) => r.statusCode).sort();
    expect(codes).toEqual([200, 403]);
    // Which refusal depends on how the two interleave: both pass the role checks and the second to write
    // finds the last owner (lastOwner); or the second is checked after the first has committed, its sender
    // now a manager, and a role rule refuses it first (cannotManage: CI saw it once on PostgreSQL). Each
    // leaves one owner, which is the rule.
    expect([
      roleMessages.lastOwner,
      roleMessages.cannotManage,
      roleMessages.cannotGrant,
      roleMessages.forbidden,
    ]).toContain(answers.find((r) => r.statusCode === 403)!.json().error);
    expect([await roleOf(a.id), await roleOf(b.id)].filter((r) => r === 'owner')).toHaveLength(1);
    await t.database.db
      .update(companyEmployees)
      .set({ role: 'owner' })
      .where(and(eq(companyEmployees.companyId, companyId), eq(companyEmployees.employeeId, ownerId)));
  });

  it('refuses an unknown role in Russian', async () => {
    const clerk = await member('frontdesk');
    const res = await owner.patch(`/api/v2/user/employees/${clerk.id}/`, { role: 'admin' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ error: roleMessages.invalidRole, field: 'role' });
  });
});
