import { messages } from '@pms/domain';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { companies } from '../../db/schema.ts';
import { buildCategory, buildCompany, buildRoom } from '../../test/factories.ts';
import { startWorld, stopWorld, type TestClient, type TestDb } from '../../test/harness.ts';

let t: TestDb;
let app: FastifyInstance;
let api: TestClient;
let homeId: number;

beforeAll(async () => {
  ({ t, app, api, companyId: homeId } = await startWorld({ companyName: 'Бурабай' }));
});
afterAll(() => stopWorld({ t, app }));

describe('companies', () => {
  it('are created with defaults, joined by their creator, edited and deleted', async () => {
    const res = await api.post('/api/v2/companies/', {
      name: 'Аквапарк «Хан Шатыр»',
      object_type: 'leisure',
    });
    expect(res.statusCode).toBe(201);
    const created = res.json();
    expect(created).toMatchObject({
      object_type: 'leisure',
      timezone: 'Asia/Almaty',
      check_in_time: '14:00',
      check_out_time: '12:00',
      required_fields: [{ name: 'first_name' }, { name: 'phone_number' }],
    });
    const list = await api.get('/api/v2/companies/list/');
    expect(list.json().map((c: { id: number }) => c.id)).toEqual([homeId, created.id]);

    const put = await api.put(`/api/v2/companies/${created.id}/`, {
      name: 'Хан Шатыр',
      object_type: 'leisure',
    });
    expect(put.json().name).toBe('Хан Шатыр');
    expect((await api.delete(`/api/v2/companies/${created.id}/`)).statusCode).toBe(204);
    expect((await api.get(`/api/v2/companies/${created.id}/`)).statusCode).toBe(404);
  });

  it('with rooms is archived, not deleted (company-archive.test.ts)', async () => {
    const other = (await api.post('/api/v2/companies/', { name: 'С номерами', object_type: 'hotel' })).json();
    const category = await buildCategory(t.database.db, other.id);
    await buildRoom(t.database.db, other.id, category.id);
    expect((await api.delete(`/api/v2/companies/${other.id}/`)).statusCode).toBe(204);
    expect((await api.get(`/api/v2/companies/${other.id}/`)).statusCode).toBe(404);
    const [kept] = await t.database.db.select().from(companies).where(eq(companies.id, other.id));
    expect(kept?.archivedAt).toBeInstanceOf(Date);
    expect((await api.get(`/api/v2/companies/${homeId}/`)).json().name).toBe('Бурабай');
  });

  it('refuse a phone that is not a number to call, and make nothing (issue 29, item 2)', async () => {
    const count = await t.database.db.$count(companies);
    const res = await api.post('/api/v2/companies/', { name: 'Новый отель', phone: 'abc' });
    expect({ status: res.statusCode, body: res.json() }).toEqual({
      status: 400,
      body: { error: messages.invalidPhone, field: 'phone' },
    });
    expect(await t.database.db.$count(companies)).toBe(count);
  });

  it('refuse an unknown object type on its field', async () => {
    const res = await api.post('/api/v2/companies/', { name: 'X', object_type: 'castle' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ error: 'Недопустимое значение', field: 'object_type' });
  });

  it('chosen first becomes the default company of later requests', async () => {
    const second = (await api.post('/api/v2/companies/', { name: 'Второй', object_type: 'hotel' })).json();
    const chosen = await api.post('/api/v2/companies/choose/', { companies: [second.id] });
    expect(chosen.json()).toContainEqual({
      id: homeId,
      name: 'Бурабай',
      object_type: 'hotel',
      is_chosen: false,
      role: 'owner',
    });
    expect((await api.get('/api/v2/companies/info/')).json().id).toBe(second.id);
    await api.post('/api/v2/companies/choose/', { companies: [homeId, second.id] });
    expect((await api.get('/api/v2/companies/info/')).json().id).toBe(homeId);
  });

  it('cannot choose an empty list or a foreign company', async () => {
    expect((await api.post('/api/v2/companies/choose/', { companies: [] })).json()).toEqual({
      error: 'Выберите хотя бы одну компанию',
      field: 'companies',
    });
    const foreign = await buildCompany(t.database.db);
    expect((await api.post('/api/v2/companies/choose/', { companies: [foreign.id] })).statusCode).toBe(403);
  });
});

describe('company info', () => {
  it('is read and patched for the current company', async () => {
    const patch = await api.patch('/api/v2/companies/info/', {
      check_in_time: '15:00',
      booking_time: 'all',
      required_fields: [{ name: 'first_name' }, { name: 'document_number' }],
    });
    expect(patch.statusCode).toBe(200);
    expect(patch.json()).toMatchObject({ id: homeId, check_in_time: '15:00', booking_time: 'all' });
    expect((await api.get('/api/v2/companies/info/')).json().required_fields).toEqual([
      { name: 'first_name' },
      { name: 'document_number' },
    ]);
  });

  it('a PATCH changes only what it names (issue 9)', async () => {
    await api.patch('/api/v2/companies/info/', {
      address: 'Бурабай, ул. Кенесары 1',
      phone: '+7 716 000 00 00',
    });
    const before = (await api.get('/api/v2/companies/info/')).json();
    const res = await api.patch('/api/v2/companies/info/', { check_out_time: '11:00' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ ...before, check_out_time: '11:00' });
    expect((await api.patch('/api/v2/companies/info/', {})).json()).toEqual(res.json());
  });

  it.each([
    ['a wrong time', { check_out_time: '25:00' }, 'check_out_time', 'Время в формате ЧЧ:ММ'],
    ['an unknown zone', { timezone: 'Mars/Olympus' }, 'timezone', 'Неизвестный часовой пояс'],
    [
      'an unknown field',
      { required_fields: [{ name: 'shoe_size' }] },
      'required_fields.0.name',
      'Недопустимое значение',
    ],
    // Issue 29, item 2: the property's phone and its accounts department's are numbers to call.
    ['a phone in letters', { phone: 'abc' }, 'phone', messages.invalidPhone],
    [
      'a requisites phone in letters',
      { requisites: { phone: '+7 701 abc' } },
      'requisites.phone',
      messages.invalidPhone,
    ],
    [
      'a repeated field',
      { required_fields: [{ name: 'first_name' }, { name: 'first_name' }] },
      'required_fields',
      'Поле указано дважды',
    ],
    [
      '50,000 fields',
      { required_fields: Array.from({ length: 50_000 }, () => ({ name: 'email' })) },
      'required_fields',
      'Слишком много значений',
    ],
  ])('refuses %s and changes nothing', async (_label, payload, field, error) => {
    const before = (await api.get('/api/v2/companies/info/')).json();
    const res = await api.patch('/api/v2/companies/info/', { ...payload, name: 'Изменено' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ error, field });
    expect((await api.get('/api/v2/companies/info/')).json()).toEqual(before);
  });
});
