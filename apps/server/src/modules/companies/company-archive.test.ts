/**
 * Deleting a company never deletes its history (issue 25): a company that has had a booking, an order, a
 * payment, a document or a journal entry is archived instead (its rows stay; it leaves every list, the
 * switcher and the login; its X-Company-Id is refused), only an empty one is deleted, both are recorded
 * in the account's journal, and the database itself refuses to delete a company with history.
 */
import { messages } from '@pms/domain';
import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/client.ts';
import { auditLog, bookings, companies, payments } from '../../db/schema.ts';
import {
  buildBooking,
  buildCategory,
  buildEmployee,
  buildRoom,
  TEST_PASSWORD,
} from '../../test/factories.ts';
import { client, login, startWorld, stopWorld, type TestClient, type TestDb } from '../../test/harness.ts';

let t: TestDb;
let app: FastifyInstance;
let api: TestClient;
let homeId: number;
let ownerEmail: string;
let ownerId: number;

beforeAll(async () => {
  const world = await startWorld({ companyName: 'Бурабай' });
  ({ t, app, api, companyId: homeId } = world);
  ownerEmail = world.employee.email;
  ownerId = world.employee.id;
});
afterAll(() => stopWorld({ t, app }));

const db = () => t.database.db;
const ids = (rows: { id: number }[]) => rows.map((r) => r.id);
const countOf = async (table: typeof bookings | typeof payments | typeof auditLog, companyId: number) =>
  db().$count(table, eq(table.companyId, companyId));
/** The account's journal of the signed-in owner, newest first. */
const accountJournal = async (as = api) => (await as.get('/api/v2/audit/account/')).json();

/** The database's words when it refuses, looking through Drizzle's wrapper; 'allowed' when it does not. */
async function refusal(run: () => Promise<unknown>): Promise<string> {
  try {
    await run();
  } catch (err) {
    const e = err as { message?: string; cause?: { message?: string } };
    return `${e.message ?? ''} ${e.cause?.message ?? ''}`;
  }
  return 'allowed';
}

/** A company made through the API by the owner, so they own it and it is theirs to delete. */
async function newCompany(name: string, objectType: 'hotel' | 'leisure' = 'hotel') {
  const res = await api.post('/api/v2/companies/', { name, object_type: objectType });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().id as number;
}

async function withBookingAndPayment(companyId: number) {
  const category = await buildCategory(db(), companyId);
  const room = await buildRoom(db(), companyId, category.id);
  const booking = await buildBooking(db(), room);
  await db().insert(payments).values({ companyId, bookingId: booking.id, value: '15000' });
}

describe('deleting a company with history', () => {
  it('archives it: every row stays, the account journal records it, it leaves every list, its header is refused', async () => {
    const id = await newCompany('Досуг «Алатау»');
    await withBookingAndPayment(id);
    const before = {
      bookings: await countOf(bookings, id),
      payments: await countOf(payments, id),
      journal: await countOf(auditLog, id),
    };
    expect(before.bookings).toBe(1);
    expect(before.payments).toBe(1);
    expect((await api.get('/api/v2/companies/')).json().results).toContainEqual(
      expect.objectContaining({ id, has_history: true }),
    );

    const res = await api.delete(`/api/v2/companies/${id}/`);
    expect(res.statusCode, res.body).toBe(204);

    // The data stays; the company row too, marked archived.
    const [row] = await db().select().from(companies).where(eq(companies.id, id));
    expect(row?.archivedAt).toBeInstanceOf(Date);
    expect(await countOf(bookings, id)).toBe(before.bookings);
    expect(await countOf(payments, id)).toBe(before.payments);
    // Nothing of the journal went; one row more: the archiving.
    expect(await countOf(auditLog, id)).toBe(before.journal + 1);

    // The account's journal says who archived which company.
    const journal = await accountJournal();
    expect(journal.results[0]).toMatchObject({
      entity: 'company',
      entity_id: id,
      action: 'archive',
      action_label: 'Архивирование',
      employee: { id: ownerId },
      data: { name: 'Досуг «Алатау»' },
    });

    // Gone from the lists, the switcher, the login; its header is refused in Russian.
    expect(ids((await api.get('/api/v2/companies/')).json().results)).not.toContain(id);
    expect(ids((await api.get('/api/v2/companies/list/')).json())).not.toContain(id);
    expect((await api.get(`/api/v2/companies/${id}/`)).statusCode).toBe(404);
    const signedIn = (
      await app.inject({
        method: 'POST',
        url: '/api/v2/auth/login/',
        payload: { email: ownerEmail, password: TEST_PASSWORD },
      })
    ).json() as { token: string; companies: { id: number }[] };
    expect(ids(signedIn.companies)).not.toContain(id);
    expect(ids(signedIn.companies)).toContain(homeId);
    const there = client(app, signedIn.token, id);
    for (const res of [
      await there.get('/api/v2/main/today/'),
      await there.get('/api/v2/companies/info/'),
      await there.post('/api/v2/clients/', { first_name: 'Айдар', phone_number: '+77010000000' }),
    ]) {
      expect(res.statusCode).toBe(403);
      expect(res.json().error).toBe(messages.forbiddenCompany);
    }
    // Nor can it be archived, edited or deleted again.
    expect((await api.delete(`/api/v2/companies/${id}/`)).statusCode).toBe(404);
    expect((await api.put(`/api/v2/companies/${id}/`, { name: 'X', object_type: 'hotel' })).statusCode).toBe(
      404,
    );
    expect(await countOf(auditLog, id)).toBe(before.journal + 1);
  });

  it('archives a company whose only history is its journal (a category made and removed)', async () => {
    const id = await newCompany('Пробный');
    const owner = client(app, (await login(app, ownerEmail, TEST_PASSWORD)).token, id);
    const made = await owner.post('/api/v2/categories/', {
      name: 'Люкс',
      category_type: 'room',
      place_number: 2,
      additional_place: 0,
    });
    expect(made.statusCode, made.body).toBe(201);
    expect((await owner.delete(`/api/v2/categories/${made.json().id}/`)).statusCode).toBe(204);

    expect((await api.delete(`/api/v2/companies/${id}/`)).statusCode).toBe(204);
    expect(await db().$count(companies, eq(companies.id, id))).toBe(1);
    expect((await accountJournal()).results[0]).toMatchObject({ entity_id: id, action: 'archive' });
  });

  it('is refused by the database itself, whatever deletes it', async () => {
    const id = await newCompany('Упрямый');
    await withBookingAndPayment(id);
    expect(await refusal(() => db().execute(sql`delete from companies where id = ${id}`))).toContain(
      'Компанию с историей нельзя удалить: её можно только архивировать',
    );
    // Nor does the history cascade from companies: its foreign keys restrict, and the journal has none.
    const keys = await queryRows<{ tbl: string; on_delete: string }>(
      db(),
      sql`
      select conrelid::regclass::text as tbl, confdeltype::text as on_delete from pg_constraint
      where contype = 'f' and confrelid = 'companies'::regclass
        and conrelid::regclass::text in ('bookings', 'payments', 'leisure_orders', 'issued_documents',
                                         'mail_messages', 'audit_log')
      order by 1`,
    );
    expect(keys).toEqual(
      ['bookings', 'issued_documents', 'leisure_orders', 'mail_messages', 'payments'].map((tbl) => ({
        tbl,
        on_delete: 'r',
      })),
    );
    expect(await db().$count(companies, eq(companies.id, id))).toBe(1);
    expect(await countOf(bookings, id)).toBe(1);
    expect(await countOf(payments, id)).toBe(1);
    // An archived company is never touched again, nor brought back, by SQL either.
    await api.delete(`/api/v2/companies/${id}/`);
    expect(
      await refusal(() => db().execute(sql`update companies set archived_at = null where id = ${id}`)),
    ).toContain('Компания в архиве: её нельзя изменить');
  });
});

describe('deleting an empty company', () => {
  it('deletes it, and the account journal records the deletion', async () => {
    const id = await newCompany('Пустой');
    // Renaming it is not history: only its own settings changed.
    await api.put(`/api/v2/companies/${id}/`, { name: 'Совсем пустой', object_type: 'hotel' });
    expect((await api.get('/api/v2/companies/')).json().results).toContainEqual(
      expect.objectContaining({ id, has_history: false }),
    );

    expect((await api.delete(`/api/v2/companies/${id}/`)).statusCode).toBe(204);
    expect(await db().$count(companies, eq(companies.id, id))).toBe(0);
    expect((await api.get(`/api/v2/companies/${id}/`)).statusCode).toBe(404);
    expect((await accountJournal()).results[0]).toMatchObject({
      entity: 'company',
      entity_id: id,
      action: 'delete',
      employee: { id: ownerId },
      data: { name: 'Совсем пустой' },
    });
  });

  it("is in no one else's account journal", async () => {
    const stranger = await buildEmployee(db(), homeId, {}, 'frontdesk');
    const theirs = client(app, (await login(app, stranger.email, TEST_PASSWORD)).token);
    const journal = await accountJournal(theirs);
    expect(journal).toEqual({ count: 0, results: [] });
  });
});
