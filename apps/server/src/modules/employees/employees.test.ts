import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { employees } from '../../db/schema.ts';
import { TEST_PASSWORD } from '../../test/factories.ts';
import { client, login, startWorld, stopWorld, type TestClient, type TestDb } from '../../test/harness.ts';

let t: TestDb;
let app: FastifyInstance;
let api: TestClient;
let me: { id: number; email: string };
let companyId: number;

beforeAll(async () => {
  ({ t, app, api, companyId, employee: me } = await startWorld());
});
afterAll(() => stopWorld({ t, app }));

const newClerk = {
  email: 'Dana@Resort.kz',
  password: 'dana-password',
  first_name: 'Дана',
  last_name: 'Ахметова',
  phone_number: '+7 701 123 45 67',
};

describe('employees', () => {
  it('are created into the current company, listed, edited and deleted', async () => {
    const created = await api.post('/api/v2/user/employees/', newClerk);
    expect(created.statusCode).toBe(201);
    const dana = created.json();
    expect(dana).toMatchObject({
      email: 'dana@resort.kz',
      first_name: 'Дана',
      middle_name: '',
      is_active: true,
    });

    const list = await api.get('/api/v2/user/employees/?search=Ахмет');
    expect(list.json()).toMatchObject({ count: 1, results: [{ id: dana.id }] });

    const edited = await api.patch(`/api/v2/user/employees/${dana.id}/`, { middle_name: 'Сериковна' });
    expect(edited.json().middle_name).toBe('Сериковна');

    const danaApi = client(app, (await login(app, 'dana@resort.kz', 'dana-password')).token);
    expect((await danaApi.get('/api/v2/user/employees/profile/')).statusCode).toBe(200);

    expect((await api.delete(`/api/v2/user/employees/${dana.id}/`)).statusCode).toBe(204);
    expect((await api.get(`/api/v2/user/employees/${dana.id}/`)).statusCode).toBe(404);
    // Belonging to no company any more, she is gone, and so is her session.
    expect((await danaApi.get('/api/v2/user/employees/profile/')).statusCode).toBe(401);
  });

  it('refuse a taken e-mail on its field and write nothing', async () => {
    const before = await t.database.db.$count(employees);
    const res = await api.post('/api/v2/user/employees/', { ...newClerk, email: me.email });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ error: 'Сотрудник с таким e-mail уже существует', field: 'email' });
    expect(await t.database.db.$count(employees)).toBe(before);
  });

  it.each([
    [{ ...newClerk, email: 'x@y.kz', first_name: ' ' }, 'first_name', 'Обязательное поле для заполнения'],
    [
      { ...newClerk, email: 'x@y.kz', password: 'short' },
      'password',
      'Пароль должен быть не короче 8 символов',
    ],
    [{ ...newClerk, email: 'broken' }, 'email', 'Введите корректный e-mail'],
  ])('refuse invalid input %#', async (payload, field, error) => {
    const res = await api.post('/api/v2/user/employees/', payload);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ error, field });
  });

  it('cannot delete or deactivate yourself', async () => {
    const del = await api.delete(`/api/v2/user/employees/${me.id}/`);
    expect(del.statusCode).toBe(400);
    expect(del.json().error).toBe('Нельзя удалить самого себя');
    expect((await api.patch(`/api/v2/user/employees/${me.id}/`, { is_active: false })).statusCode).toBe(400);
  });

  it('answer 404 for an unknown id', async () => {
    expect((await api.get('/api/v2/user/employees/999999/')).statusCode).toBe(404);
    expect((await api.patch('/api/v2/user/employees/999999/', { first_name: 'X' })).statusCode).toBe(404);
  });

  it('are offered as task responsibles', async () => {
    const res = await api.get('/api/v2/user/responsibles/');
    expect(res.json()).toContainEqual({
      id: me.id,
      first_name: 'Айгерим',
      last_name: expect.any(String),
      middle_name: '',
    });
  });
});

describe('own profile', () => {
  it('shows the employee with companies and edits it', async () => {
    const res = await api.get('/api/v2/user/employees/profile/');
    expect(res.json()).toMatchObject({ id: me.id, company_id: companyId, companies: [{ id: companyId }] });
    const edit = await api.put('/api/v2/user/employees/profile-edit/', {
      email: me.email,
      first_name: 'Айгерим',
      last_name: 'Нурланова',
    });
    expect(edit.statusCode).toBe(200);
    expect(edit.json().last_name).toBe('Нурланова');
  });

  it('changes the password only with the current one, and signs out other sessions', async () => {
    const other = client(app, (await login(app, me.email, TEST_PASSWORD)).token);
    const wrong = await api.post('/api/v2/user/employees/change-password/', {
      old_password: 'not-mine',
      new_password: 'brand-new-pass',
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toEqual({ error: 'Текущий пароль указан неверно', field: 'old_password' });

    const ok = await api.post('/api/v2/user/employees/change-password/', {
      old_password: TEST_PASSWORD,
      new_password: 'brand-new-pass',
    });
    expect(ok.statusCode).toBe(200);
    expect((await api.get('/api/v2/user/employees/profile/')).statusCode).toBe(200);
    expect((await other.get('/api/v2/user/employees/profile/')).statusCode).toBe(401);
    await login(app, me.email, 'brand-new-pass');
    // Put it back for the other tests.
    await api.post('/api/v2/user/employees/change-password/', {
      old_password: 'brand-new-pass',
      new_password: TEST_PASSWORD,
    });
  });
});
