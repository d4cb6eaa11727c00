/**
 * The first receptionist journey: log in, see the layout, create a room in the demo resort, see it
 * listed — in Debian's Chromium against a really started server.
 */
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { screenshotsDir } from './harness.ts';
import { DEMO_ADMIN, useJourneys } from './journeys.ts';

const app = useJourneys();

describe('foundation journey', () => {
  it('refuses a wrong password in Russian and stays on the login page', async () => {
    const { page } = await app.newPage();
    await app.submitLogin(page, { from: '/', password: 'wrong-password' });
    await expect.poll(() => page.getByText('Неверный e-mail или пароль').isVisible()).toBe(true);
    expect(page.url()).toContain('/login');
    // Even the password field's eye speaks Russian to a screen reader.
    expect(await page.getByRole('button', { name: 'Показать или скрыть введённые символы' }).count()).toBe(1);
    await page.context().close();
  });

  it('shows the login form before the app has loaded, and loses nothing typed or pressed in it', async () => {
    const { page, errors } = await app.newPage();
    // Hold the app's code back, as a slow PC or network would: the page must still show the form.
    let release = () => {};
    const released = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route(/\/assets\/index-[^/]+\.js$/, async (route) => {
      await released;
      await route.continue();
    });
    await page.goto(`${app.url}/bookings`);
    // The server's HTML already holds the form; the app's takeover is waiting for its code.
    expect(await page.locator('form[data-login-shell]').count()).toBe(1);
    await page.getByLabel('E-mail').fill(DEMO_ADMIN.email);
    await page.getByLabel('Пароль').fill(DEMO_ADMIN.password);
    await page.getByRole('button', { name: 'Войти' }).click();
    // Not sent by itself: the prerendered button only marks the press.
    expect(page.url()).toBe(`${app.url}/bookings`);
    expect(await page.locator('form[data-login-shell]').count()).toBe(1);
    release();
    // The app takes the form over with what was typed, sends the press, and opens the screen asked for.
    await page.getByRole('navigation').getByRole('link', { name: 'Брони' }).waitFor();
    await expect.poll(() => new URL(page.url()).pathname).toBe('/bookings');
    // The server saw no session cookie, so the app asked for none: no 401 on the way.
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('sends the bare app, not the login form, to a browser with a session cookie', async () => {
    const { page } = await app.signedIn();
    for (const screen of ['/', '/bookings']) {
      const html = await (await page.request.get(`${app.url}${screen}`)).text();
      expect(html, screen).not.toContain('data-login-shell');
    }
    const login = await (await page.request.get(`${app.url}/login`)).text();
    expect(login).toContain('data-login-shell');
    await page.context().close();
  });

  it('the settings name time zones in Russian with their offset', async () => {
    const { page, errors } = await app.newPage();
    await app.submitLogin(page, { from: '/admin/company-info' });
    const zone = page.getByRole('combobox', { name: 'Часовой пояс' });
    await zone.waitFor();
    expect(await zone.inputValue()).toBe('Алматы (UTC+5)');
    await zone.click();
    await page.getByRole('option', { name: 'Уральск (UTC+5)' }).waitFor();
    await page.keyboard.press('Escape');
    expect(errors.filter((e) => !e.includes('status of 401'))).toEqual([]);
    await page.context().close();
  });

  it('logs in, shows the layout, creates a room and lists it', async () => {
    const { page, errors } = await app.newPage();
    await app.submitLogin(page, { from: '/' });

    const nav = page.getByRole('navigation');
    await nav.getByRole('link', { name: 'Календарь' }).waitFor();
    // Before login the app probes for a session and gets the expected 401; from here on nothing may fail.
    const errorsBeforeLogin = errors.length;
    // The hotel-only items appear once the company's settings have said it is a hotel.
    await nav.getByRole('link', { name: 'Брони' }).waitFor();
    for (const item of ['Брони', 'Категории', 'Номера', 'Сотрудники']) {
      expect(await nav.getByRole('link', { name: item }).isVisible(), item).toBe(true);
    }
    await page.screenshot({ path: path.join(screenshotsDir, 'layout.png') });

    await nav.getByRole('link', { name: 'Номера' }).click();
    await page.getByRole('button', { name: 'Добавить номер' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('Название номера').fill('Е-501');
    await dialog.getByRole('combobox', { name: 'Категория' }).click();
    await page.getByRole('option', { name: /Полулюкс/ }).click();
    await dialog.getByRole('button', { name: 'Сохранить' }).click();

    await page.getByText('Успешно добавлено!').waitFor();
    await page.getByRole('cell', { name: 'Е-501', exact: true }).waitFor();
    await page.screenshot({ path: path.join(screenshotsDir, 'rooms.png') });

    // The room is really in the database, behind the API the page used.
    const rooms = await page.request.get(`${app.url}/api/v2/categories/rooms/?search=Е-501`);
    expect(rooms.status()).toBe(200);
    expect(await rooms.json()).toMatchObject({
      count: 1,
      results: [{ name: 'Е-501', category_name: 'Полулюкс' }],
    });

    // A duplicate is refused on its field, in Russian.
    await page.getByRole('button', { name: 'Добавить номер' }).click();
    await dialog.getByLabel('Название номера').fill('Е-501');
    await dialog.getByRole('combobox', { name: 'Категория' }).click();
    await page.getByRole('option', { name: /Полулюкс/ }).click();
    await dialog.getByRole('button', { name: 'Сохранить' }).click();
    await dialog.getByText('Номер с таким названием уже есть').waitFor();
    await page.keyboard.press('Escape');

    // The refused duplicate is an expected 409 (a name the company already has); nothing else may fail.
    expect(errors.slice(errorsBeforeLogin).filter((e) => !e.includes('status of 409'))).toEqual([]);
    await page.context().close();
  });
});
