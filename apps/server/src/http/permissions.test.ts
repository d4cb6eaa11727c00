/**
 * The permission matrix (issue 15): every declared API route × every role answers 403 exactly when the
 * role lacks the route's permission, generated from the routes the app declares (http/route-permissions.ts),
 * so a new route is in the matrix the moment it exists (and the app refuses to start with an undeclared one).
 */
import { can, type Role, roleMessages, roles } from '@pms/domain';
import Fastify, { type FastifyInstance, type HTTPMethods } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { companyEmployees } from '../db/schema.ts';
import { buildCompany, buildEmployee, TEST_PASSWORD } from '../test/factories.ts';
import { login, startWorld, stopWorld, type TestDb } from '../test/harness.ts';
import { declaredRoutes, declarePermissions, permissionOf } from './route-permissions.ts';

let t: TestDb;
let app: FastifyInstance;
let companyId: number;
/** A second company where everyone holds the same role: the company routes edit and delete it. */
let spare: number;
const tokens = new Map<Role, string>();

beforeAll(async () => {
  ({ t, app, companyId } = await startWorld({ companyName: 'Матрица прав' }));
  spare = (await buildCompany(t.database.db, { name: 'Запасная' })).id;
  for (const role of roles) {
    const employee = await buildEmployee(t.database.db, companyId, {}, role);
    await t.database.db.insert(companyEmployees).values({ companyId: spare, employeeId: employee.id, role });
    tokens.set(role, (await login(app, employee.email, TEST_PASSWORD)).token);
  }
});
afterAll(() => stopWorld({ t, app }));

// Read once the app is built (beforeAll): every API route it registered, with the access it declared.
const routes = () =>
  [...declaredRoutes(app)]
    .map(([key, access]) => {
      const [method, url] = key.split(' ') as [HTTPMethods, string];
      return {
        key,
        method,
        url,
        access,
        permission: permissionOf(access),
        ofCompany: typeof access === 'object',
      };
    })
    // The company routes last, the owner last among them: an allowed DELETE really deletes the company.
    .sort((a, b) => Number(a.ofCompany) - Number(b.ofCompany));

describe('the permission matrix', () => {
  it('covers every API route of the app, each declared beside itself', () => {
    expect(routes().length).toBeGreaterThan(150);
    for (const { key, method, url } of routes()) expect(app.hasRoute({ method, url }), key).toBe(true);
    // A few on which a mistake would matter most: public ones, a company's own, a catalogue's list.
    const access = declaredRoutes(app);
    expect(access.get('POST /api/v2/auth/login/')).toBe('public');
    expect(access.get('GET /api/v2/documents/:token/')).toBe('public');
    expect(access.get('DELETE /api/v2/companies/:id/')).toEqual({
      permission: 'company.delete',
      company: 'param',
    });
    expect(access.get('GET /api/v2/categories/leisure/')).toBe('calendar.view');
    expect(access.get('DELETE /api/v2/categories/leisure/:id/')).toBe('catalogues.edit');
    expect(access.get('POST /api/v2/booking/:id/check-in/')).toBe('bookings.edit');
  });

  it('refuses to start with a route that declares no access, or a public one that is not', async () => {
    const bare = Fastify();
    declarePermissions(bare);
    expect(() => bare.get('/api/v2/forgotten/', async () => ({}))).toThrow('no permission declared');
    expect(() => bare.get('/api/v2/half-open/', { config: { access: 'public' } }, async () => ({}))).toThrow(
      'must agree',
    );
    expect(() =>
      bare.get('/api/v2/sneaky/', { config: { public: true, access: 'bookings.view' } }, async () => ({})),
    ).toThrow('must agree');
    await bare.close();
  });

  it('gives each role exactly its permissions on every route: 403 otherwise, before anything runs', async () => {
    const wrong: string[] = [];
    for (const { key, method, url, permission, ofCompany } of routes()) {
      if (permission === null) continue;
      // A company route names the company itself; any other id names nothing of the company (404 at worst).
      const path = url.replace(':id', ofCompany ? String(spare) : '999999').replace(/:[a-zA-Z]+/g, '999999');
      for (const role of ofCompany ? [...roles].reverse() : roles) {
        const res = await app.inject({
          method,
          url: path,
          headers: { authorization: `Bearer ${tokens.get(role)}`, 'x-company-id': String(companyId) },
          ...(method === 'GET' || method === 'DELETE' ? {} : { payload: {} }),
        });
        const refused = res.statusCode === 403 && res.json().error === roleMessages.forbidden;
        if (refused === can(role, permission)) wrong.push(`${key} as ${role}: ${res.statusCode} ${res.body}`);
      }
    }
    expect(wrong).toEqual([]);
  }, 120_000); // every route for every role: hundreds of requests, well over 30 s on a loaded machine
});
