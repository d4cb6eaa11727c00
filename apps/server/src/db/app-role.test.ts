/**
 * The journal cannot be switched off by the app's own database role (issue 25, defect 13). On PostgreSQL
 * the app runs as a role that owns nothing (DATABASE_URL) and the migrations as the owner
 * (MIGRATION_DATABASE_URL); after migrating, start-up grants the app's role ordinary DML and only
 * INSERT + SELECT on the journal. The app's role then can neither disable a trigger nor change a row.
 *
 * PostgreSQL only: PGlite is one process with one role, which owns everything, so there is no second
 * role to run as (docs/roles.md says what PGlite can and cannot promise).
 */
import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildCompany, buildEmployee, decemberInAlmaty, TEST_PASSWORD } from '../test/factories.ts';
import { client, createTestApp, login } from '../test/harness.ts';
import { type Database, openDatabase } from './client.ts';
import { paymentTypes } from './schema.ts';

const baseUrl = process.env.DATABASE_URL;

/** A URL of the test server as `role` in database `name`. */
function urlAs(role: string, name: string) {
  const url = new URL(baseUrl!);
  url.username = role;
  url.password = '';
  url.pathname = `/${name}`;
  return url.toString();
}

/** One statement on a connection of its own, as `url`'s role; the error's SQLSTATE when refused. */
async function run(url: string, statement: string, params: unknown[] = []) {
  const conn = new pg.Client({ connectionString: url });
  await conn.connect();
  try {
    return await conn.query(statement, params);
  } finally {
    await conn.end();
  }
}
async function refusal(url: string, statement: string) {
  try {
    await run(url, statement);
  } catch (err) {
    return (err as { code?: string }).code;
  }
  return 'accepted';
}

// PGlite has one role, the superuser that owns everything: nothing to run the app as instead.
describe.skipIf(!baseUrl)('the app role on PostgreSQL (skipped on PGlite: one process, one role)', () => {
  const tag = randomBytes(4).toString('hex');
  const owner = `pms_owner_${tag}`;
  const appRole = `pms_app_${tag}`;
  const dbName = `pms_roles_${tag}`;
  let superUrl: string;
  let ownerUrl: string;
  let appUrl: string;
  let database: Database;
  let app: FastifyInstance;
  let companyId: number;

  const journal = async () =>
    (
      await run(
        ownerUrl,
        'SELECT id, company_id, employee_id, at, entity, entity_id, booking_id, action, changes, data FROM audit_log ORDER BY id',
      )
    ).rows;

  beforeAll(async () => {
    superUrl = baseUrl!;
    await run(superUrl, `CREATE ROLE ${owner} LOGIN`);
    await run(superUrl, `CREATE ROLE ${appRole} LOGIN`);
    await run(superUrl, `CREATE DATABASE ${dbName} OWNER ${owner}`);
    superUrl = new URL(`/${dbName}`, baseUrl).toString();
    ownerUrl = urlAs(owner, dbName);
    appUrl = urlAs(appRole, dbName);

    database = openDatabase({ url: appUrl, migrationUrl: ownerUrl });
    await database.migrate();
    app = await createTestApp(database);

    // Real work through the app, as its role: a booking and a payment, each recorded in the journal.
    const db = database.db;
    const company = await buildCompany(db);
    companyId = company.id;
    const employee = await buildEmployee(db, company.id);
    const api = client(app, (await login(app, employee.email, TEST_PASSWORD)).token);
    const category = await api.post('/api/v2/categories/', {
      name: 'Стандарт',
      category_type: 'room',
      place_number: 2,
      additional_place: 0,
    });
    expect(category.statusCode).toBe(201);
    const room = await api.post('/api/v2/categories/rooms/', { name: '101', category: category.json().id });
    expect(room.statusCode).toBe(201);
    const cash = (await db.insert(paymentTypes).values({ companyId, name: 'Наличные' }).returning())[0]!.id;
    const booking = await api.post('/api/booking/', {
      room: room.json().id,
      check_in: decemberInAlmaty(1),
      check_out: decemberInAlmaty(3, 12),
    });
    expect(booking.statusCode).toBe(201);
    const id = booking.json().id as number;
    const saved = await api.put(`/api/v2/booking/${id}/`, {
      version: (await api.get(`/api/v2/booking/${id}/`)).json().version,
      check_in: '2026-12-01 14:00',
      check_out: '2026-12-03 12:00',
      room: room.json().id,
      clients: [{ first_name: 'Айгуль', last_name: 'Серикова', phone_number: '+7 701 111 22 33' }],
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const pay = await api.post('/api/v2/booking/payments/', {
      booking: id,
      value: 10_000,
      payment_method: cash,
      payment_type: 'payment',
      comment: 'Касса',
    });
    expect(pay.statusCode, pay.body).toBe(201);
  });

  afterAll(async () => {
    await app?.close();
    await database?.close();
    await run(baseUrl!, `DROP DATABASE IF EXISTS ${dbName} WITH (FORCE)`);
    await run(baseUrl!, `DROP ROLE IF EXISTS ${appRole}`);
    await run(baseUrl!, `DROP ROLE IF EXISTS ${owner}`);
  });

  it('runs the app as a role that owns no table, no function and not the schema', async () => {
    expect((await run(appUrl, 'SELECT current_user AS me')).rows[0].me).toBe(appRole);
    const owned = await run(
      appUrl,
      `SELECT c.relname AS name FROM pg_class c WHERE c.relnamespace = 'public'::regnamespace
         AND pg_has_role(current_user, c.relowner, 'MEMBER')
       UNION ALL
       SELECT p.proname FROM pg_proc p WHERE p.pronamespace = 'public'::regnamespace
         AND pg_has_role(current_user, p.proowner, 'MEMBER')
       UNION ALL
       SELECT n.nspname FROM pg_namespace n WHERE n.nspname = 'public'
         AND pg_has_role(current_user, n.nspowner, 'MEMBER')`,
    );
    expect(owned.rows).toEqual([]);
  });

  it('records the booking and the payment in the journal', async () => {
    const actions = (await journal()).map((r) => `${r.entity}:${r.action}`);
    expect(actions).toContain('booking:create');
    expect(actions.some((a) => a.startsWith('payment:'))).toBe(true);
  });

  it("refuses the app's role every way of switching the journal off or changing a row", async () => {
    const before = await journal();
    expect(before.length).toBeGreaterThan(0);
    const denied = '42501';
    for (const statement of [
      'ALTER TABLE audit_log DISABLE TRIGGER ALL',
      'ALTER TABLE audit_log DISABLE TRIGGER audit_log_append_only',
      'ALTER TABLE audit_log DISABLE TRIGGER USER',
      "UPDATE audit_log SET action = 'create', data = '{}'",
      'DELETE FROM audit_log',
      'TRUNCATE audit_log',
      'DROP TABLE audit_log',
      'ALTER TABLE audit_log RENAME TO audit_log_old',
      'CREATE TRIGGER forge BEFORE INSERT ON audit_log FOR EACH ROW EXECUTE FUNCTION audit_log_no_truncate()',
      'CREATE OR REPLACE FUNCTION audit_log_append_only() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN RETURN OLD; END $$',
      'DROP FUNCTION audit_write(integer, text, integer, integer, text, jsonb, jsonb) CASCADE',
      'SET session_replication_role = replica',
      'DROP SCHEMA public CASCADE',
      // The other tables' invariants: the double-booking guarantee and the booking triggers.
      'ALTER TABLE bookings DISABLE TRIGGER ALL',
      'ALTER TABLE holds DISABLE TRIGGER ALL',
      'ALTER TABLE payments DISABLE TRIGGER ALL',
      'TRUNCATE bookings CASCADE',
    ]) {
      expect({ statement, code: await refusal(appUrl, statement) }).toEqual({ statement, code: denied });
    }
    const constraints = await run(
      superUrl,
      "SELECT conrelid::regclass::text AS tbl, conname FROM pg_constraint WHERE connamespace = 'public'::regnamespace",
    );
    expect(constraints.rows.length).toBeGreaterThan(0);
    for (const { tbl, conname } of constraints.rows) {
      const statement = `ALTER TABLE ${tbl} DROP CONSTRAINT "${conname}"`;
      expect({ statement, code: await refusal(appUrl, statement) }).toEqual({ statement, code: denied });
    }
    expect(await journal()).toEqual(before);
  });

  it('keeps recording when the session shadows the journal with a temporary table of the same name', async () => {
    const before = await journal();
    const conn = new pg.Client({ connectionString: appUrl });
    await conn.connect();
    try {
      await conn.query('CREATE TEMP TABLE audit_log (LIKE public.audit_log INCLUDING DEFAULTS)');
      await conn.query('CREATE TEMP TABLE companies (LIKE public.companies INCLUDING DEFAULTS)');
      await conn.query("UPDATE public.categories SET name = 'Люкс' WHERE company_id = $1", [companyId]);
      expect((await conn.query('SELECT count(*)::int AS n FROM pg_temp.audit_log')).rows[0].n).toBe(0);
    } finally {
      await conn.end();
    }
    const after = await journal();
    expect(after.slice(0, before.length)).toEqual(before);
    expect(after.slice(before.length).map((r) => `${r.entity}:${r.action}`)).toEqual(['category:update']);
  });

  it('covers tables added later and refuses to start while the app role owns one', async () => {
    await run(ownerUrl, 'CREATE TABLE later_table (id integer)');
    expect(await refusal(appUrl, 'INSERT INTO later_table VALUES (1)')).toBe('42501');
    // The start-up step again: idempotent, and the new table is the app's to write.
    await database.migrate();
    await run(appUrl, 'INSERT INTO later_table VALUES (1)');
    expect(await refusal(appUrl, 'TRUNCATE audit_log')).toBe('42501');

    await run(superUrl, `ALTER TABLE later_table OWNER TO ${appRole}`);
    await expect(database.migrate()).rejects.toThrow(/later_table/);
    await run(superUrl, `DROP TABLE later_table`);
    await database.migrate();
  });
});
