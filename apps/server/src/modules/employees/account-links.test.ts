/**
 * Issue 25, defect 2: an account can be claimed only by whoever controls its mailbox. Inviting makes no
 * usable password; the invitee sets theirs through the link mailed to the address; a login changes to an
 * address only with the code mailed to it; and that mail is the addressee's alone.
 */
import { accountLinkMessages, messages } from '@pms/domain';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountTokens, employees } from '../../db/schema.ts';
import { buildCompany, buildEmployee, TEST_PASSWORD } from '../../test/factories.ts';
import { client, login, startWorld, stopWorld, type TestClient, type TestDb } from '../../test/harness.ts';
import { emailCode, inbox, invitationToken } from '../../test/mailbox.ts';

let t: TestDb;
let app: FastifyInstance;
/** The hotel's owner, signed in. */
let hotel: TestClient;
let hotelId: number;
let hotelAuth: string;

beforeAll(async () => {
  ({ t, app, api: hotel, companyId: hotelId } = await startWorld({ companyName: 'Отель «Бурабай»' }));
  const owner = await buildEmployee(t.database.db, hotelId);
  hotelAuth = `Bearer ${(await login(app, owner.email, TEST_PASSWORD)).token}`;
});
afterAll(() => stopWorld({ t, app }));

/** Someone who owns a company of their own (any employee may make one) and is signed in there. */
async function ownerElsewhere(name: string) {
  const company = await buildCompany(t.database.db, { name });
  const employee = await buildEmployee(t.database.db, company.id);
  const { token } = await login(app, employee.email, TEST_PASSWORD);
  return { api: client(app, token, company.id), companyId: company.id, employee };
}

const claim = (token: string, password: string) =>
  app.inject({ method: 'POST', url: '/api/v2/auth/invitation/accept/', payload: { token, password } });
const readLink = (token: string) =>
  app.inject({ method: 'POST', url: '/api/v2/auth/invitation/', payload: { token } });
const hire = { first_name: 'Дана', last_name: 'Ахметова' };

describe('variant 1: an invitation with a password the inviter chose', () => {
  it('Mallory cannot choose the hire’s password, sign in as the hire, or take up the hotel’s invitation', async () => {
    const mallory = await ownerElsewhere('ТОО «Маллори»');
    const address = 'newhire@victim.test';
    const withPassword = await mallory.api.post('/api/v2/user/employees/', {
      ...hire,
      email: address,
      password: 'mallory-chose-1',
    });
    expect(withPassword.statusCode).toBe(400);
    expect(withPassword.json()).toEqual({ error: accountLinkMessages.passwordByInvitee, field: 'password' });
    expect(await t.database.db.$count(employees, eq(employees.email, address))).toBe(0);

    // Without a password she may invite the address; it makes an account nobody can sign in to yet.
    expect((await mallory.api.post('/api/v2/user/employees/', { ...hire, email: address })).statusCode).toBe(
      201,
    );
    const [account] = await t.database.db.select().from(employees).where(eq(employees.email, address));
    expect(account!.passwordHash).toBeNull();

    // The hotel invites the same address later.
    expect((await hotel.post('/api/v2/user/employees/', { ...hire, email: address })).statusCode).toBe(201);
    await expect(login(app, address, 'mallory-chose-1')).rejects.toThrow(/401/);

    // Both invitations went to the mailbox, and only there: neither company's mail log lists them.
    const mails = await inbox(t.database.db, address);
    expect(mails.map((m) => m.headers.subject)).toEqual([
      'Приглашение в «ТОО «Маллори»»',
      'Приглашение в «Отель «Бурабай»»',
    ]);
    for (const staff of [mallory.api, hotel]) {
      expect((await staff.get('/api/v2/mail/')).json()).toEqual({ count: 0, results: [] });
    }

    // The hire opens the hotel's link, sets her own password and works at the hotel.
    const token = await invitationToken(t.database.db, address);
    expect((await readLink(token)).json()).toEqual({
      email: address,
      company: 'Отель «Бурабай»',
      first_name: 'Дана',
      last_name: 'Ахметова',
      has_password: false,
    });
    const joined = await claim(token, 'hire-own-pass');
    expect(joined.statusCode).toBe(200);
    expect(joined.json()).toMatchObject({ company_id: hotelId, companies: [{ id: hotelId }] });
    expect(joined.cookies.find((c) => c.name === 'session')).toMatchObject({ httpOnly: true });
    // Mallory's invitation waits in her profile, to accept or decline; Mallory's password never works.
    expect(joined.json().invitations).toEqual([{ company_id: mallory.companyId, name: 'ТОО «Маллори»' }]);
    await login(app, address, 'hire-own-pass');
    await expect(login(app, address, 'mallory-chose-1')).rejects.toThrow(/401/);
  });
});

describe('variant 2: renaming one’s own login to someone else’s address', () => {
  it('changes nothing until the code mailed to the new address is typed, so the invitation does not land there', async () => {
    const eve = await ownerElsewhere('Хостел «Ева»');
    const target = 'newhire2@victim.test';
    const renamed = await eve.api.put('/api/v2/user/employees/profile-edit/', {
      email: target,
      first_name: 'Ева',
      last_name: 'Ким',
    });
    expect(renamed.statusCode).toBe(200);
    expect(renamed.json()).toMatchObject({
      email: eve.employee.email,
      last_name: 'Ким',
      pending_email: target,
    });
    // The PATCH of one's own employee record is no back door.
    const patched = await eve.api.patch(`/api/v2/user/employees/${eve.employee.id}/`, { email: target });
    expect(patched.json()).toEqual({ error: accountLinkMessages.emailByCode, field: 'email' });

    expect((await hotel.post('/api/v2/user/employees/', { ...hire, email: target })).statusCode).toBe(201);
    const profile = (await eve.api.get('/api/v2/user/employees/profile/')).json();
    expect(profile).toMatchObject({ email: eve.employee.email, invitations: [], pending_email: target });

    // Eve does not have the code (it is in the victim's mailbox); guessing is bounded.
    const real = await emailCode(t.database.db, target);
    const wrong = real === '000000' ? '111111' : '000000';
    const confirm = (code: string) => eve.api.post('/api/v2/user/employees/profile/confirm-email/', { code });
    const first = await confirm(wrong);
    expect(first.statusCode).toBe(400);
    expect(first.json()).toEqual({ error: 'Неверный код. Осталось попыток: 4', field: 'code' });
    for (let i = 0; i < 3; i++) await confirm(wrong);
    expect((await confirm(wrong)).json()).toEqual({ error: accountLinkMessages.codeSpent, field: 'code' });
    // Spent: even the right code no longer works, and the login is still Eve's own.
    expect((await confirm(real)).json()).toEqual({ error: accountLinkMessages.codeSpent, field: 'code' });
    expect((await eve.api.get('/api/v2/user/employees/profile/')).json()).toMatchObject({
      email: eve.employee.email,
      pending_email: null,
    });
    // And the invitation is the victim's: the link claims the account made for the address.
    expect((await claim(await invitationToken(t.database.db, target), 'victim-pass-1')).statusCode).toBe(200);
  });

  it('the owner of the new address confirms with the code and signs in with it', async () => {
    const zara = await ownerElsewhere('Гостиница «Зара»');
    const next = 'zara.new@resort.kz';
    await zara.api.put('/api/v2/user/employees/profile-edit/', {
      email: next,
      first_name: 'З',
      last_name: 'Р',
    });
    const code = await emailCode(t.database.db, next);
    const ok = await zara.api.post('/api/v2/user/employees/profile/confirm-email/', { code });
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toMatchObject({ email: next, pending_email: null });
    await login(app, next, TEST_PASSWORD);
    await expect(login(app, zara.employee.email, TEST_PASSWORD)).rejects.toThrow(/401/);
    // The code worked once.
    const again = await zara.api.post('/api/v2/user/employees/profile/confirm-email/', { code });
    expect(again.json()).toEqual({ error: accountLinkMessages.noEmailChange, field: 'code' });
    // The code mail, like the invitation, is not on any company's mail log.
    expect((await zara.api.get('/api/v2/mail/')).json().count).toBe(0);
  });
});

describe('invitation links', () => {
  it('work once', async () => {
    const address = 'once@resort.kz';
    expect((await hotel.post('/api/v2/user/employees/', { ...hire, email: address })).statusCode).toBe(201);
    const token = await invitationToken(t.database.db, address);
    expect((await claim(token, 'first-pass-1')).statusCode).toBe(200);
    for (const res of [await claim(token, 'second-pass-1'), await readLink(token)]) {
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ error: accountLinkMessages.linkInvalid, field: 'token' });
    }
    await login(app, address, 'first-pass-1');
    await expect(login(app, address, 'second-pass-1')).rejects.toThrow(/401/);
  });

  it('expire after two days, and a new one can be sent', async () => {
    const address = 'late@resort.kz';
    const invited = (await hotel.post('/api/v2/user/employees/', { ...hire, email: address })).json();
    const token = await invitationToken(t.database.db, address);
    await t.database.db
      .update(accountTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(accountTokens.employeeId, invited.id));
    const late = await claim(token, 'late-pass-1');
    expect(late.statusCode).toBe(400);
    expect(late.json()).toEqual({ error: accountLinkMessages.linkInvalid, field: 'token' });
    await expect(login(app, address, 'late-pass-1')).rejects.toThrow(/401/);

    expect((await hotel.post(`/api/v2/user/employees/${invited.id}/resend-invitation/`)).statusCode).toBe(
      200,
    );
    const fresh = await invitationToken(t.database.db, address);
    expect(fresh).not.toBe(token);
    expect((await claim(fresh, 'late-pass-1')).statusCode).toBe(200);
  });

  it('refuse a made-up token in Russian and a short password, changing nothing', async () => {
    expect((await claim('made-up', 'whatever-1')).json()).toEqual({
      error: accountLinkMessages.linkInvalid,
      field: 'token',
    });
    const address = 'short@resort.kz';
    await hotel.post('/api/v2/user/employees/', { ...hire, email: address });
    const token = await invitationToken(t.database.db, address);
    expect((await claim(token, 'short')).json()).toEqual({
      error: messages.passwordTooShort,
      field: 'password',
    });
    expect((await claim(token, 'long-enough-1')).statusCode).toBe(200);
  });

  it('to someone who already has a password ask them to sign in and accept in the profile', async () => {
    const olga = await ownerElsewhere('Гостевой дом «Озеро»');
    expect(
      (await hotel.post('/api/v2/user/employees/', { ...hire, email: olga.employee.email })).statusCode,
    ).toBe(201);
    const token = await invitationToken(t.database.db, olga.employee.email);
    expect((await readLink(token)).json()).toMatchObject({ has_password: true, company: 'Отель «Бурабай»' });
    expect((await claim(token, 'takeover-pass')).json()).toEqual({
      error: accountLinkMessages.alreadyHasPassword,
      field: 'token',
    });
    await login(app, olga.employee.email, TEST_PASSWORD);
    expect((await olga.api.post(`/api/v2/user/employees/invitations/${hotelId}/accept/`)).statusCode).toBe(
      200,
    );
    // Accepted in the profile: the link is spent with it.
    expect((await readLink(token)).statusCode).toBe(400);
  });

  it('are mailed to the addressee only: another company’s staff read nothing of them', async () => {
    const other = await ownerElsewhere('Чужой отель');
    const address = 'private@resort.kz';
    await hotel.post('/api/v2/user/employees/', { ...hire, email: address });
    const [mail] = await inbox(t.database.db, address);
    expect(mail!.text).toMatch(/\/invite#[\w-]{40,}/);
    for (const staff of [hotel, other.api]) {
      const list = (await staff.get('/api/v2/mail/')).json();
      expect(list.results.map((m: { to: string }) => m.to)).not.toContain(address);
    }
    // The link starts at the configured address, never at a Host header the request chose.
    const forged = await app.inject({
      method: 'POST',
      url: '/api/v2/user/employees/',
      headers: { authorization: hotelAuth, 'x-company-id': String(hotelId), host: 'attacker.example:8080' },
      payload: { ...hire, email: 'forged-host@resort.kz' },
    });
    expect(forged.statusCode).toBe(201);
    const [forgedMail] = await inbox(t.database.db, 'forged-host@resort.kz');
    expect(forgedMail!.text).not.toContain('attacker.example');
    expect(forgedMail!.text).toMatch(/http:\/\/127\.0\.0\.1:\d+\/invite#/);
    // The token is stored only as its hash.
    const token = await invitationToken(t.database.db, address);
    const stored = await t.database.db.select({ hash: accountTokens.tokenHash }).from(accountTokens);
    expect(stored.map((s) => s.hash)).not.toContain(token);
  });
});
