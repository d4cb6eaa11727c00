/**
 * Joining a company by invitation: a receptionist of the demo resort invited into a second company sees
 * a reminder, accepts in the profile and finds the company in the header's switcher; an employee the
 * admin adds is 'Приглашён' until she opens the link mailed to her, sets her own password and joins.
 * The server's mail goes to a test SMTP server here: the test reads the mailbox as the invitee would.
 */
import path from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, describe, expect, it } from 'vitest';
import { screenshotsDir } from './harness.ts';
import { DEMO_ADMIN, DEMO_STAFF_PASSWORD, useJourneys } from './journeys.ts';
import { invitationLink as linkIn, startMailbox } from './mailbox.ts';

const mailbox = await startMailbox();
afterAll(() => mailbox.stop());
const app = useJourneys({ SMTP_URL: mailbox.url });

const invitationLink = (address: string) => linkIn(mailbox, address);

interface Employee {
  id: number;
  email: string;
  invited: boolean;
  is_active: boolean;
  gender?: string | null;
}

/** A JSON call as a token client (no browser, so no cookie and no same-origin check). */
async function call<T>(
  method: string,
  apiPath: string,
  { token, companyId, body }: { token?: string; companyId?: number; body?: unknown } = {},
): Promise<{ status: number; body: T }> {
  const headers: Record<string, string> = { Accept: 'application/json' };
  if (token) headers.Authorization = `Bearer ${token}`;
  if (companyId !== undefined) headers['X-Company-Id'] = String(companyId);
  if (body !== undefined) headers['Content-Type'] = 'application/json';
  const res = await fetch(`${app.url}${apiPath}`, {
    method,
    headers,
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await res.text();
  return { status: res.status, body: (text ? JSON.parse(text) : undefined) as T };
}

async function logInApi(email: string, password: string): Promise<{ token: string; companyId: number }> {
  const res = await call<{ token: string; company_id: number }>('POST', '/api/v2/auth/login/', {
    body: { email, password },
  });
  expect(res.status).toBe(200);
  return { token: res.body.token, companyId: res.body.company_id };
}

async function logInPage(page: Page, email: string, password: string): Promise<void> {
  await app.submitLogin(page, { email, password });
  await page.getByRole('navigation').getByRole('link', { name: 'Календарь' }).waitFor();
}

/** The row of the employees table that shows this e-mail. */
const employeeRow = (page: Page, email: string) =>
  page.getByRole('row').filter({ has: page.getByRole('cell', { name: email, exact: true }) });

describe('invitations journey', () => {
  it('a receptionist invited into a second company accepts in the profile and can switch to it', async () => {
    const admin = await logInApi(DEMO_ADMIN.email, DEMO_ADMIN.password);
    const branch = await call<{ id: number }>('POST', '/api/v2/companies/', {
      token: admin.token,
      body: { name: 'Филиал' },
    });
    expect(branch.status).toBe(201);
    // An existing account keeps its own password; the mailed link only tells her to accept in the profile.
    const invited = await call<Employee>('POST', '/api/v2/user/employees/', {
      token: admin.token,
      companyId: branch.body.id,
      body: {
        email: 'aigerim@example.com',
        first_name: 'Айгерим',
        last_name: 'Касымова',
      },
    });
    expect(invited.status).toBe(201);
    expect(invited.body).toMatchObject({ invited: true, is_active: false });

    const { page, errors } = await app.newPage();
    await logInPage(page, 'aigerim@example.com', DEMO_STAFF_PASSWORD);
    // Before login the app probes for a session and gets the expected 401; from here on nothing may fail.
    errors.length = 0;

    // Noticed, without being stopped: a reminder above the calendar and a dot on the user menu.
    const notice = page.getByRole('status').filter({ hasText: 'Вас пригласили в «Филиал».' });
    await notice.waitFor();
    await page.getByRole('button', { name: 'Меню пользователя: есть приглашения' }).waitFor();
    const switcher = page.getByRole('combobox', { name: 'Компания' });
    await switcher.click();
    expect(await page.getByRole('option', { name: 'Филиал' }).count()).toBe(0);
    await page.keyboard.press('Escape');
    await page.screenshot({ path: path.join(screenshotsDir, 'invitations-notice.png') });

    await notice.getByRole('link', { name: 'Ответить в профиле' }).click();
    await page.getByRole('heading', { name: 'Приглашения' }).waitFor();
    expect(await notice.isVisible()).toBe(false);
    await page.screenshot({ path: path.join(screenshotsDir, 'invitations-profile.png') });

    await page.getByRole('button', { name: 'Принять приглашение в «Филиал»' }).click();
    await page.getByText('Вы приняты в «Филиал»').waitFor();
    await page.getByRole('heading', { name: 'Приглашения' }).waitFor({ state: 'detached' });
    await page.getByRole('button', { name: /меню пользователя$/ }).waitFor();

    // The new company is in the switcher at once, and switching to it works.
    await switcher.click();
    await page.getByRole('option', { name: 'Филиал' }).click();
    await expect.poll(() => switcher.inputValue()).toBe('Филиал');
    const profile = await app.get<{ invitations: unknown[]; companies: { name: string }[] }>(
      page,
      '/api/v2/user/employees/profile/',
    );
    expect(profile.invitations).toEqual([]);
    expect(profile.companies.map((c) => c.name)).toContain('Филиал');
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('lists a new employee as invited until she sets her password by the mailed link, and withdraws an invitation', async () => {
    const { page, errors } = await app.logIn();
    await page.getByRole('navigation').getByRole('link', { name: 'Сотрудники' }).click();

    await page.getByRole('button', { name: 'Добавить сотрудника' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('Фамилия').fill('Новикова');
    await dialog.getByLabel('Имя').fill('Мария');
    await dialog.getByLabel('E-mail').fill('maria@example.com');
    // Nobody chooses another person's password: the dialog has no such field.
    expect(await dialog.getByLabel('Пароль').count()).toBe(0);
    await dialog.getByRole('button', { name: 'Сохранить' }).click();
    await page.getByText('Приглашение создано').waitFor();

    const maria = employeeRow(page, 'maria@example.com');
    await maria.getByText('Приглашён', { exact: true }).waitFor();
    await maria.getByText('Приглашён', { exact: true }).hover();
    await page.getByText('Ждёт, когда сотрудник примет приглашение по ссылке из письма').waitFor();
    await page.screenshot({ path: path.join(screenshotsDir, 'invitations-employees.png') });

    // An invitation cannot be switched on by the admin; names stay editable.
    await maria.getByRole('button', { name: 'Изменить «Новикова Мария»' }).click();
    await dialog.getByText('Приглашение ещё не принято').waitFor();
    expect(await dialog.getByLabel('Работает в этой компании').count()).toBe(0);
    // Her gender is hers to give once she has accepted (issue 28, item 16).
    expect(await dialog.getByLabel('Пол', { exact: true }).count()).toBe(0);
    await dialog.getByLabel('Отчество').fill('Ивановна');
    await dialog.getByRole('button', { name: 'Сохранить' }).click();
    await page.getByText('Изменено!').waitFor();
    await maria.getByRole('cell', { name: 'Новикова Мария Ивановна', exact: true }).waitFor();

    // She cannot sign in before setting her password; she opens the mailed link and sets it herself.
    const before = await call('POST', '/api/v2/auth/login/', {
      body: { email: 'maria@example.com', password: 'maria-pass-1' },
    });
    expect(before.status).toBe(401);
    const link = await invitationLink('maria@example.com');
    expect(new URL(link).origin).toBe(app.url);
    const invitee = await app.newPage();
    await invitee.page.goto(link);
    await invitee.page.getByText(/приглашает вас в команду/).waitFor();
    for (const width of [1600, 1366, 390]) {
      await invitee.page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
      await invitee.page.screenshot({ path: path.join(screenshotsDir, `invite-page-${width}.png`) });
    }
    await invitee.page.getByLabel(/^Пароль\s*\*?$/).fill('maria-pass-1');
    await invitee.page.getByLabel(/^Пароль ещё раз/).fill('maria-pass-2');
    await invitee.page.getByRole('button', { name: 'Задать пароль и принять' }).click();
    await invitee.page.getByText('Пароли не совпадают').waitFor();
    await invitee.page.getByLabel(/^Пароль ещё раз/).fill('maria-pass-1');
    await invitee.page.getByRole('button', { name: 'Задать пароль и принять' }).click();
    await invitee.page.getByRole('navigation').getByRole('link', { name: 'Календарь' }).waitFor();
    expect(invitee.errors).toEqual([]);
    // The link worked once.
    const again = await invitee.context.newPage();
    await again.goto(link);
    await again.getByText('Ссылка недействительна').waitFor();
    await invitee.context.close();
    await logInApi('maria@example.com', 'maria-pass-1');
    await page.reload();
    await maria.getByText('Работает', { exact: true }).waitFor();

    // Accepted, she gets a gender in the employees admin: the editor says 'Бронь изменила' (issue 28, item 16).
    await maria.getByRole('button', { name: 'Изменить «Новикова Мария Ивановна»' }).click();
    await dialog.getByLabel('Пол', { exact: true }).click();
    await page.getByRole('option', { name: 'Женский' }).click();
    await dialog.getByRole('button', { name: 'Сохранить' }).click();
    await page.getByText('Изменено!').first().waitFor();
    const signedAdmin = await logInApi(DEMO_ADMIN.email, DEMO_ADMIN.password);
    const employees = await call<{ results: Employee[] }>('GET', '/api/v2/user/employees/', {
      token: signedAdmin.token,
      companyId: signedAdmin.companyId,
    });
    expect(employees.body.results.find((e) => e.email === 'maria@example.com')).toMatchObject({
      gender: 'female',
    });

    // A second invitation is withdrawn, not deleted.
    const admin = await logInApi(DEMO_ADMIN.email, DEMO_ADMIN.password);
    const petr = await call<Employee>('POST', '/api/v2/user/employees/', {
      token: admin.token,
      companyId: admin.companyId,
      body: { email: 'petr@example.com', first_name: 'Пётр', last_name: 'Орлов' },
    });
    expect(petr.status).toBe(201);
    await page.reload();
    const petrRow = employeeRow(page, 'petr@example.com');
    await petrRow.getByRole('button', { name: 'Удалить «Орлов Пётр»' }).click();
    await page.getByText('Отозвать приглашение?').waitFor();
    await page.getByRole('button', { name: 'Отозвать приглашение' }).click();
    await page.getByText('Приглашение отозвано').waitFor();
    await petrRow.waitFor({ state: 'detached' });

    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('someone who works nowhere yet starts on the profile and gets the company by accepting', async () => {
    const admin = await logInApi(DEMO_ADMIN.email, DEMO_ADMIN.password);
    const lake = await call<{ id: number }>('POST', '/api/v2/companies/', {
      token: admin.token,
      body: { name: 'Гостевой дом «Озеро»' },
    });
    expect(lake.status).toBe(201);
    const invited = await call<Employee>('POST', '/api/v2/user/employees/', {
      token: admin.token,
      companyId: lake.body.id,
      body: {
        email: 'olga@example.com',
        first_name: 'Ольга',
        last_name: 'Морозова',
      },
    });
    expect(invited.status).toBe(201);
    // She leaves the resort, so the invitation is all she has.
    const found = await call<{ results: Employee[] }>('GET', '/api/v2/user/employees/?search=olga', {
      token: admin.token,
      companyId: admin.companyId,
    });
    const olga = found.body.results.find((e) => e.email === 'olga@example.com');
    expect(olga).toBeDefined();
    expect(
      (
        await call('DELETE', `/api/v2/user/employees/${olga?.id}/`, {
          token: admin.token,
          companyId: admin.companyId,
        })
      ).status,
    ).toBe(204);

    const { page, errors } = await app.newPage();
    await app.submitLogin(page, { email: 'olga@example.com', password: DEMO_STAFF_PASSWORD });
    await page.getByRole('heading', { name: 'Приглашения' }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/profile');
    const switcher = page.getByRole('combobox', { name: 'Компания' });
    // 'Выберите компанию' until the (empty) list of companies has loaded.
    await expect.poll(() => switcher.getAttribute('placeholder')).toBe('Нет компаний');

    await page.getByRole('button', { name: 'Принять приглашение в «Гостевой дом «Озеро»»' }).click();
    await page.getByText('Вы приняты в «Гостевой дом «Озеро»»').waitFor();
    // The only company becomes the current one, and the calendar opens on it.
    await expect.poll(() => switcher.inputValue()).toBe('Гостевой дом «Озеро»');
    await page.getByRole('navigation').getByRole('link', { name: 'Календарь' }).click();
    await page.getByText('Номеров пока нет').waitFor();
    expect(errors).toEqual([]);
    await page.context().close();
  });
});
