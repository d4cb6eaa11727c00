/**
 * The request's actor: loaded once by the auth hook with its company's settings, so every use case acts
 * in the property's own time zone, and a company gone mid-session is refused like any foreign one.
 */
import { messages } from '@pms/domain';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { companies, companyEmployees } from '../db/schema.ts';
import { buildCompany, buildEmployee, TEST_PASSWORD } from '../test/factories.ts';
import {
  client,
  createTestApp,
  createTestDb,
  login,
  sessionChangeHeard,
  type TestClient,
  type TestDb,
} from '../test/harness.ts';

let t: TestDb;
let app: FastifyInstance;
let token: string;
let moscow: TestClient;
let room: { id: number };

/** 09:00 UTC on 1 December 2026: 14:00 in Almaty (the standard check-in), 12:00 in Moscow (early). */
const checkIn = Date.UTC(2026, 11, 1, 9) / 1000;
const checkOut = Date.UTC(2026, 11, 3, 9) / 1000;

beforeAll(async () => {
  t = await createTestDb();
  app = await createTestApp(t.database);
  const company = await buildCompany(t.database.db, { timezone: 'Europe/Moscow' });
  const employee = await buildEmployee(t.database.db, company.id);
  token = (await login(app, employee.email, TEST_PASSWORD)).token;
  moscow = client(app, token, company.id);
  const cat = (
    await moscow.post('/api/v2/categories/', { name: 'Стандарт', category_type: 'room', place_number: 2 })
  ).json();
  room = (await moscow.post('/api/v2/categories/rooms/', { name: '101', category: cat.id })).json();
});
afterAll(async () => {
  await app.close();
  await t.dispose();
});

describe("a request's actor", () => {
  it("reserves in its company's time zone", async () => {
    const res = await moscow.post('/api/booking/', { room: room.id, check_in: checkIn, check_out: checkOut });
    expect(res.statusCode).toBe(201);
    // The instants are kept as given; 12:00 in Moscow is before the 14:00 standard, so it is early.
    expect(res.json()).toMatchObject({
      check_in: checkIn,
      check_out: checkOut,
      is_early: true,
      is_late: false,
    });
    // The refusal names the holder's period in Moscow time too.
    const again = await moscow.post('/api/booking/', {
      room: room.id,
      check_in: checkIn,
      check_out: checkOut,
    });
    expect(again.statusCode).toBe(409);
    expect(again.json().error).toContain('01.12.2026 12:00 – 03.12.2026 12:00');
  });

  it('is refused with the Russian 403 when its company is gone mid-session', async () => {
    const other = await buildCompany(t.database.db);
    const [me] = await t.database.db.select().from(companyEmployees).limit(1);
    await t.database.db.insert(companyEmployees).values({ companyId: other.id, employeeId: me!.employeeId });
    const there = client(app, token, other.id);
    expect((await there.get('/api/v2/main/today/')).statusCode).toBe(200);
    await sessionChangeHeard(app, () => t.database.db.delete(companies).where(eq(companies.id, other.id)));
    const res = await there.get('/api/v2/main/today/');
    expect(res.statusCode).toBe(403);
    expect(res.json().error).toBe(messages.forbiddenCompany);
  });
});
