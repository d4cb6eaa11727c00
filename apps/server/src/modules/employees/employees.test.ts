import { accountLinkMessages, messages } from '@pms/domain';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { companyEmployees, employees } from '../../db/schema.ts';
import { TEST_PASSWORD } from '../../test/factories.ts';
import { client, login, startWorld, stopWorld, type TestClient, type TestDb } from '../../test/harness.ts';
import { joinByLink } from '../../test/mailbox.ts';

let t: TestDb;
let app: FastifyInstance;
let api: TestClient;
let me: { id: number; email: string };
let companyId: number;

beforeAll(async () => {
  ({ t, app, api, companyId, employee: me } = await startWorld());
});
afterAll(() => stopWorld({ t, app }));

/** What an invitee types on the invitation link's page: her own password, never the company's. */
const DANA_PASSWORD = 'dana-password';
const newClerk = {
  email: 'Dana@Resort.kz',
  first_name: 'Дана',
  last_name: 'Ахметова',
  phone_number: '+7 701 123 45 67',
};

describe('employees', () => {
  it('are created into the current company, listed, edited and deleted', async () => {
    const created = await api.post('/api/v2/user/employees/', newClerk);
    expect(created.statusCode).toBe(201);
    const dana = created.json();
    // Invited until she takes up the link mailed to her address.
    expect(dana).toMatchObject({
      email: 'dana@resort.kz',
      first_name: 'Дана',
      middle_name: '',
      is_active: false,
      invited: true,
    });

    const list = await api.get('/api/v2/user/employees/?search=Ахмет');
    expect(list.json()).toMatchObject({ count: 1, results: [{ id: dana.id }] });
    // Not a task responsible before she works here.
    expect(
      ((await api.get('/api/v2/user/responsibles/')).json() as { id: number }[]).map((r) => r.id),
    ).not.toContain(dana.id);

    const danaApi = client(
      app,
      (await joinByLink(app, t.database.db, 'dana@resort.kz', DANA_PASSWORD)).token,
    );
    expect((await danaApi.get('/api/v2/user/employees/profile/')).json()).toMatchObject({
      company_id: companyId,
      invitations: [],
    });
    expect((await api.get(`/api/v2/user/employees/${dana.id}/`)).json()).toMatchObject({
      is_active: true,
      invited: false,
    });

    const edited = await api.patch(`/api/v2/user/employees/${dana.id}/`, { middle_name: 'Сериковна' });
    expect(edited.json().middle_name).toBe('Сериковна');

    // 'Удалить' deactivates: she stays in the list (and in the history) under her name, switched off.
    expect((await api.delete(`/api/v2/user/employees/${dana.id}/`)).statusCode).toBe(204);
    expect((await api.get(`/api/v2/user/employees/${dana.id}/`)).json()).toMatchObject({
      first_name: 'Дана',
      is_active: false,
      role: 'frontdesk',
    });
    // Her account remains, but she no longer works here.
    expect((await danaApi.get('/api/v2/user/employees/profile/')).json()).toMatchObject({
      companies: [],
      company_id: null,
    });
  });

  it('refuse the e-mail of someone already in the company, and write nothing', async () => {
    const before = await t.database.db.$count(companyEmployees);
    const res = await api.post('/api/v2/user/employees/', { ...newClerk, email: me.email });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ error: messages.emailInCompany, field: 'email' });
    expect(await t.database.db.$count(companyEmployees)).toBe(before);
  });

  it.each([
    [{ ...newClerk, email: 'x@y.kz', first_name: ' ' }, 'first_name', 'Обязательное поле для заполнения'],
    // Nobody chooses another person's password (issue 25): the invitee sets it through the mailed link.
    [
      { ...newClerk, email: 'x@y.kz', password: 'long-enough-1' },
      'password',
      accountLinkMessages.passwordByInvitee,
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

  it('search treats % and _ as letters, not wildcards', async () => {
    for (const search of ['%', '_', '%%', '\\']) {
      const res = await api.get(`/api/v2/user/employees/?search=${encodeURIComponent(search)}`);
      expect(res.json(), search).toMatchObject({ count: 0, results: [] });
    }
    expect((await api.get('/api/v2/user/employees/?search=Айгер')).json().count).toBeGreaterThan(0);
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

describe('an employee of another company (issue 9: account takeover)', () => {
  /** The reproduction: A's administrator makes company C and a clerk there; the clerk turns on A's admin. */
  async function clerkOfNewCompany() {
    const created = await api.post('/api/v2/companies/', {
      name: `Филиал ${Math.random()}`,
      object_type: 'hotel',
    });
    expect(created.statusCode).toBe(201);
    const c = created.json().id as number;
    const email = `clerk-${c}@filial.kz`;
    // An owner of C, so the account rules below are what refuses, not the role.
    const add = await client(app, (await login(app, me.email, TEST_PASSWORD)).token, c).post(
      '/api/v2/user/employees/',
      { ...newClerk, email, role: 'owner' },
    );
    expect(add.statusCode).toBe(201);
    return {
      c,
      clerk: client(app, (await joinByLink(app, t.database.db, email, DANA_PASSWORD)).token, c),
      clerkId: add.json().id,
    };
  }

  it.each([[{ password: 'hijacked-password' }], [{ email: 'attacker@evil.kz' }], [{ first_name: 'Взлом' }]])(
    'cannot change the administrator’s account or access: %j → 403, nothing written',
    async (patch) => {
      const { clerk, c } = await clerkOfNewCompany();
      const before = await t.database.db.select().from(employees).where(eq(employees.id, me.id));
      const res = await clerk.patch(`/api/v2/user/employees/${me.id}/`, patch);
      expect(res.statusCode).toBe(403);
      expect(res.json().error).toMatch(/[а-я]/);
      expect(await t.database.db.select().from(employees).where(eq(employees.id, me.id))).toEqual(before);
      // The administrator still signs in with their own password and still works in A.
      const admin = client(app, (await login(app, me.email, TEST_PASSWORD)).token, companyId);
      expect((await admin.get('/api/v2/user/employees/')).statusCode).toBe(200);
      expect(
        (await admin.get('/api/v2/user/employees/profile/'))
          .json()
          .companies.map((x: { id: number }) => x.id),
      ).toEqual(expect.arrayContaining([companyId, c]));
    },
  );

  it('nobody sets another employee’s password or e-mail, even with access to all their companies', async () => {
    const dana = (
      await api.post('/api/v2/user/employees/', { ...newClerk, email: 'dana2@resort.kz' })
    ).json();
    const pw = await api.patch(`/api/v2/user/employees/${dana.id}/`, { password: 'new-password-1' });
    expect(pw.statusCode).toBe(403);
    expect(pw.json()).toEqual({ error: messages.passwordOnlyByOwner, field: 'password' });
    const mail = await api.patch(`/api/v2/user/employees/${dana.id}/`, { email: 'other@resort.kz' });
    expect(mail.statusCode).toBe(403);
    expect(mail.json()).toEqual({ error: messages.emailOnlyByOwner, field: 'email' });
    await joinByLink(app, t.database.db, 'dana2@resort.kz', DANA_PASSWORD);
    // Names of a colleague who works only here can be corrected.
    expect(
      (await api.patch(`/api/v2/user/employees/${dana.id}/`, { middle_name: 'Ерлановна' })).statusCode,
    ).toBe(200);
    // Sending one's own e-mail unchanged is not a change.
    expect(
      (await api.patch(`/api/v2/user/employees/${dana.id}/`, { email: 'dana2@resort.kz' })).statusCode,
    ).toBe(200);
    // Not even their own password through this call: that is change-password/ with the old one.
    const own = await api.patch(`/api/v2/user/employees/${me.id}/`, { password: 'my-new-password' });
    expect(own.statusCode).toBe(403);
    await api.delete(`/api/v2/user/employees/${dana.id}/`);
  });

  it('switching the administrator off in C leaves them working in A', async () => {
    const { clerk, c } = await clerkOfNewCompany();
    expect((await clerk.patch(`/api/v2/user/employees/${me.id}/`, { is_active: false })).statusCode).toBe(
      200,
    );
    const admin = client(app, (await login(app, me.email, TEST_PASSWORD)).token, companyId);
    expect((await admin.get('/api/v2/user/employees/')).statusCode).toBe(200);
    const companies = (await admin.get('/api/v2/user/employees/profile/')).json().companies;
    expect(companies.map((x: { id: number }) => x.id)).not.toContain(c);
  });

  it('deactivation ends the membership in that company only, not the account', async () => {
    const { c, clerkId } = await clerkOfNewCompany();
    // The clerk also works in A.
    await t.database.db.insert(companyEmployees).values({ companyId, employeeId: clerkId });
    const inC = client(app, (await login(app, me.email, TEST_PASSWORD)).token, c);
    const off = await inC.patch(`/api/v2/user/employees/${clerkId}/`, { is_active: false });
    expect(off.statusCode).toBe(200);
    expect(off.json().is_active).toBe(false);
    const clerk = (await login(app, `clerk-${c}@filial.kz`, DANA_PASSWORD)) as {
      token: string;
      companies?: unknown;
    };
    const asClerk = client(app, clerk.token);
    const profile = (await asClerk.get('/api/v2/user/employees/profile/')).json();
    expect(profile.companies.map((x: { id: number }) => x.id)).toEqual([companyId]);
    expect((await client(app, clerk.token, c).get('/api/v2/categories/')).statusCode).toBe(403);
    expect((await client(app, clerk.token, companyId).get('/api/v2/categories/')).statusCode).toBe(200);
    // Still listed in C as inactive, and back on when switched on.
    expect((await inC.get(`/api/v2/user/employees/${clerkId}/`)).json().is_active).toBe(false);
    expect(
      (await inC.patch(`/api/v2/user/employees/${clerkId}/`, { is_active: true })).json().is_active,
    ).toBe(true);
    expect((await client(app, clerk.token, c).get('/api/v2/categories/')).statusCode).toBe(200);
  });

  it('an empty PATCH changes nothing and answers the employee', async () => {
    const res = await api.patch(`/api/v2/user/employees/${me.id}/`, {});
    expect(res.statusCode).toBe(200);
    expect(res.json().id).toBe(me.id);
    expect((await api.put(`/api/v2/user/employees/${me.id}/`, {})).statusCode).toBe(200);
  });

  it.each(['delete', 'deactivate'] as const)(
    'two members removing each other at once (%s) leave the company one active member',
    async (how) => {
      const { c, clerk, clerkId } = await clerkOfNewCompany();
      const inC = client(app, (await login(app, me.email, TEST_PASSWORD)).token, c);
      const remove = (who: typeof clerk, id: number) =>
        how === 'delete'
          ? who.delete(`/api/v2/user/employees/${id}/`)
          : who.patch(`/api/v2/user/employees/${id}/`, { is_active: false });
      const answers = await Promise.all([remove(clerk, me.id), remove(inC, clerkId)]);
      const codes = answers.map((r) => r.statusCode).sort();
      expect(codes[0]).toBeLessThan(300);
      expect(codes[1]).toBeGreaterThanOrEqual(400);
      // The loser is refused either by the last-member rule (400) or, when the winner committed before
      // the loser's request was authenticated, because the loser no longer works there (403).
      const refused = answers.find((r) => r.statusCode >= 400)!;
      expect([messages.lastCompanyMember, messages.forbiddenCompany]).toContain(refused.json().error);
      const active = await t.database.db
        .select()
        .from(companyEmployees)
        .where(and(eq(companyEmployees.companyId, c), eq(companyEmployees.isActive, true)));
      expect(active).toHaveLength(1);
    },
  );

  it('taken e-mails cannot be sifted through the profile: after 10 an hour, every e-mail is 429', async () => {
    const { clerk } = await clerkOfNewCompany();
    const mine = (await clerk.get('/api/v2/user/employees/profile/')).json();
    const edit = (email: string) => clerk.put('/api/v2/user/employees/profile-edit/', { ...mine, email });
    for (let i = 0; i < 10; i++) {
      expect((await edit(me.email)).json()).toEqual({ error: messages.emailTaken, field: 'email' });
    }
    for (const email of [me.email, 'fresh-address@resort.kz']) {
      const res = await edit(email);
      expect(res.statusCode).toBe(429);
      expect(res.json()).toEqual({ error: messages.tooManyTakenEmails, field: 'email' });
    }
    expect((await clerk.get('/api/v2/user/employees/profile/')).json().email).toBe(mine.email);
    const invite = await clerk.post('/api/v2/user/employees/', { ...newClerk, email: 'x1@resort.kz' });
    expect(invite.statusCode).toBe(429);
    // Others are not held back by this employee's tries.
    const other = await api.post('/api/v2/user/employees/', { ...newClerk, email: 'x1@resort.kz' });
    expect(other.statusCode).toBe(201);
    await api.delete(`/api/v2/user/employees/${other.json().id}/`);
  });

  it('inviting an address that works elsewhere answers as a new address does, and shows nothing of it', async () => {
    // Olga works in company D only; C's clerk invites her address and a brand-new one.
    const d = (await api.post('/api/v2/companies/', { name: 'Филиал D', object_type: 'hotel' })).json().id;
    const inD = client(app, (await login(app, me.email, TEST_PASSWORD)).token, d);
    const olga = { ...newClerk, email: 'olga@filial-d.kz', first_name: 'Ольга', last_name: 'Ким' };
    expect((await inD.post('/api/v2/user/employees/', olga)).statusCode).toBe(201);
    const olgaApi = client(app, (await joinByLink(app, t.database.db, olga.email, DANA_PASSWORD)).token);

    const { clerk, c } = await clerkOfNewCompany();
    const typed = { ...newClerk, first_name: 'Оля', last_name: 'Неизвестная' };
    const existing = await clerk.post('/api/v2/user/employees/', { ...typed, email: olga.email });
    const fresh = await clerk.post('/api/v2/user/employees/', { ...typed, email: 'nobody-yet@resort.kz' });
    const shape = (r: typeof existing) => {
      const { id: _id, email: _email, created_at: _at, ...rest } = r.json();
      return { status: r.statusCode, ...rest };
    };
    expect(shape(existing)).toEqual(shape(fresh));
    expect(shape(existing)).toMatchObject({
      status: 201,
      invited: true,
      is_active: false,
      last_name: 'Неизвестная',
    });
    expect((await clerk.get('/api/v2/user/employees/?search=Ким')).json().count).toBe(0);
    expect(existing.body).not.toContain('Ким');

    // Olga keeps her password and accepts in her profile.
    expect((await olgaApi.get('/api/v2/user/employees/profile/')).json().invitations).toEqual([
      { company_id: c, name: expect.any(String) },
    ]);
    const id = existing.json().id;
    expect((await clerk.patch(`/api/v2/user/employees/${id}/`, { is_active: true })).json()).toEqual({
      error: messages.invitationPending,
      field: 'is_active',
    });
    const accepted = await olgaApi.post(`/api/v2/user/employees/invitations/${c}/accept/`);
    expect(accepted.statusCode).toBe(200);
    expect(accepted.json().companies.map((x: { id: number }) => x.id)).toEqual(
      expect.arrayContaining([d, c]),
    );
    expect((await clerk.get(`/api/v2/user/employees/${id}/`)).json()).toMatchObject({
      last_name: 'Ким',
      invited: false,
      is_active: true,
    });
    expect((await olgaApi.post(`/api/v2/user/employees/invitations/${c}/accept/`)).statusCode).toBe(404);
  });

  it('a declined or withdrawn invitation leaves the account as it was', async () => {
    const { c, clerk, clerkId } = await clerkOfNewCompany();
    const clerkEmail = (await clerk.get('/api/v2/user/employees/profile/')).json().email;
    const invite = () => api.post('/api/v2/user/employees/', { ...newClerk, email: clerkEmail });
    expect((await invite()).statusCode).toBe(201);
    expect((await clerk.delete(`/api/v2/user/employees/invitations/${companyId}/`)).statusCode).toBe(204);
    expect((await api.get(`/api/v2/user/employees/${clerkId}/`)).statusCode).toBe(404);
    expect((await invite()).statusCode).toBe(201);
    expect((await api.delete(`/api/v2/user/employees/${clerkId}/`)).statusCode).toBe(204);
    expect((await clerk.get('/api/v2/user/employees/profile/')).json()).toMatchObject({
      companies: [{ id: c }],
      invitations: [],
    });
    expect((await clerk.delete(`/api/v2/user/employees/invitations/${companyId}/`)).statusCode).toBe(404);
  });
});
