/**
 * Accessibility (issue 30, WCAG 2.2 AA): axe-core on every screen of the navigation, a hotel's and a
 * leisure company's, on the login page, and in the main dialogs open, at a laptop's 1366×768. Any
 * critical or serious violation fails, named with its element; the screens come from the navigation the
 * app draws, so a screen added to it is checked without a change here.
 */
import type { Page, Request } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { axeViolations, blocking } from './axe.ts';
import { step } from './editorSteps.ts';
import { afterTwoFrames } from './harness.ts';
import { clickCell, draftIdFromDialog, emptyDay, roomByName, type Session, useJourneys } from './journeys.ts';

const app = useJourneys();

/**
 * Each page's requests in flight (the screens' chunks, their data, images), from its first load on.
 * A screen has drawn its data when none is in flight; the journey moves between screens inside the loaded
 * app, as its links do, so Playwright's 'networkidle' (a state of the document's load, reached once per
 * load, and then only after 500 ms without a request) no longer tells.
 */
const inFlight = new WeakMap<Page, Set<Request>>();

/** A page of its own at a laptop's 1366×768, signed in as the demo admin, its requests counted. */
async function laptopPage(): Promise<Session> {
  const session = await app.signedIn();
  await session.page.setViewportSize({ width: 1366, height: 768 });
  const pending = new Set<Request>();
  session.page.on('request', (r) => pending.add(r));
  session.page.on('requestfinished', (r) => pending.delete(r));
  session.page.on('requestfailed', (r) => pending.delete(r));
  inFlight.set(session.page, pending);
  return session;
}

/**
 * Resolves once the page has nothing in flight across two frames, twice in a row: the router has fetched
 * a screen's chunk and drawn it, the screen has asked for its data, and what came back has been drawn.
 */
async function settled(page: Page): Promise<void> {
  const pending = inFlight.get(page);
  if (!pending) throw new Error('settled() needs a page from laptopPage()');
  await expect
    .poll(async () => {
      await afterTwoFrames(page);
      if (pending.size > 0) return false;
      await afterTwoFrames(page);
      return pending.size === 0;
    })
    .toBe(true);
}

/** Runs axe where the page stands and records what blocks, without stopping the journey. */
async function audit(page: Page, screen: string): Promise<void> {
  expect.soft(blocking(await axeViolations(page)), screen).toEqual([]);
}

/** The app's own addresses in its navigation, in their order (the calendar first). */
async function navigationPaths(page: Page): Promise<string[]> {
  const nav = page.getByRole('navigation');
  await nav.getByRole('link', { name: 'Календарь' }).waitFor();
  const hrefs = await nav.getByRole('link').evaluateAll((links) => links.map((a) => a.getAttribute('href')));
  return [...new Set(hrefs.filter((h): h is string => h?.startsWith('/') ?? false))];
}

/**
 * Opens a screen by its address inside the app already loaded, as a link does (the history's new entry,
 * which the router follows), and waits until it has drawn its data. A load of the app in the page costs
 * about 1.7 s of CPU; the screens are the same either way, and axe, injected once, stays in the page.
 */
async function openScreen(page: Page, path: string): Promise<void> {
  await page.evaluate(
    `history.pushState(null, '', ${JSON.stringify(path)}); dispatchEvent(new PopStateEvent('popstate'))`,
  );
  await settled(page);
  await page.getByRole('heading', { level: 1 }).waitFor();
}

/** Loads the app in the page at `path`, once per page, and waits until the screen has drawn its data. */
async function loadApp(page: Page, path: string): Promise<void> {
  await page.goto(`${app.url}${path}`);
  await page.getByRole('heading', { level: 1 }).waitFor();
  await settled(page);
}

/** Every tab of the screen's tab list, each chosen and checked in turn. */
async function auditTabs(page: Page, screen: string): Promise<void> {
  const tabs = page.getByRole('main').getByRole('tab');
  const names = await tabs.allTextContents();
  for (const [index, name] of names.entries()) {
    await tabs.nth(index).click();
    await settled(page);
    await audit(page, `${screen}, tab '${name}'`);
  }
}

describe('accessibility (axe-core, WCAG 2.2 AA)', () => {
  it('every screen of the navigation, the profile, a missing page and the login page', async () => {
    const login = await app.newPage();
    await login.page.setViewportSize({ width: 1366, height: 768 });
    await login.page.goto(`${app.url}/login`);
    await login.page.getByLabel('E-mail').waitFor();
    await audit(login.page, '/login');
    await login.context.close();

    const { context, page, errors } = await laptopPage();
    await loadApp(page, '/');
    const paths = await navigationPaths(page);
    // The hotel's work screens and its administration, at least.
    expect(paths).toEqual(
      expect.arrayContaining(['/', '/bookings', '/reports', '/admin/rooms', '/admin/audit']),
    );
    // The calendar at a week too: its bars are wide enough to show a debt's amount.
    for (const path of [...paths, '/?period=7', '/profile', '/no-such-page']) {
      await openScreen(page, path);
      await audit(page, path);
      if (path === '/bookings' || path === '/reports') await auditTabs(page, path);
    }
    // A page of the journal, past its first.
    await openScreen(page, '/admin/audit');
    await page.getByRole('button', { name: 'Следующая страница' }).click();
    await settled(page);
    await audit(page, '/admin/audit, page 2');
    expect(errors).toEqual([]);
    await context.close();
  });

  it("the calendar's dialogs and the booking editor, step by step, new and saved", async () => {
    const { context, page, errors } = await laptopPage();
    const from = emptyDay(150);
    const body = await app.calendar(page, from);
    const room = roomByName(body, '104');
    await app.openWindow(page, from);

    // 'Новая бронь' on an empty night.
    await clickCell(page, room.id, from);
    const reserve = page.getByRole('dialog', { name: /Новая бронь/ });
    await reserve.waitFor();
    await audit(page, "dialog 'Новая бронь'");
    // 'Резерв' opens the editor on the draft; each of its steps.
    await reserve.getByRole('button', { name: 'Резерв', exact: true }).click();
    const id = await draftIdFromDialog(page);
    const editor = page.getByTestId('booking-editor');
    const steps = await editor.locator('.mantine-Stepper-stepLabel').allTextContents();
    expect(steps.length).toBeGreaterThan(3);
    for (const name of steps) {
      await step(page, name);
      await settled(page);
      await audit(page, `editor of a new booking, step '${name}'`);
    }
    // The guest, saved; a payment row open.
    await step(page, 'Данные клиента');
    await editor.getByTestId('client-0').getByLabel('Имя').fill('Сауле');
    await editor.getByTestId('client-0').getByLabel('Телефон').fill('+7 701 555 00 11');
    await editor.getByRole('button', { name: 'Сохранить' }).click();
    await editor.getByText(`Бронь №${id}`, { exact: true }).waitFor();
    await step(page, 'Стоимость');
    await editor.getByRole('button', { name: 'Добавить платеж' }).click();
    await editor.getByTestId('payment-row').waitFor();
    await audit(page, 'editor, a payment being added');
    // Checking in, with its question, is checked in the keyboard journey (editor-keyboard.test.ts).
    await app.openWindow(page, from);
    await audit(page, 'calendar after the editor');

    // The saved booking's editor, from its bar.
    await page.getByTestId(`bar-booking-${id}`).click();
    await page.getByRole('button', { name: 'Открыть', exact: true }).click();
    await editor.waitFor();
    await audit(page, 'editor of a saved booking');
    await page.keyboard.press('Escape');
    await editor.waitFor({ state: 'hidden' });

    // The hourly bookings and the date picker.
    await page.getByRole('button', { name: 'Бронирование по часам 104' }).click();
    await page.getByRole('dialog').waitFor();
    await audit(page, 'dialog of the hourly bookings');
    await page.keyboard.press('Escape');
    await page.getByRole('dialog').waitFor({ state: 'hidden' });
    await page.getByTestId('calendar-date').click();
    await page.getByRole('dialog').waitFor();
    await audit(page, 'dialog of the date');
    await page.keyboard.press('Escape');
    await page.getByRole('dialog').waitFor({ state: 'hidden' });

    // Moving a booking by dragging its bar asks for the reason.
    const target = roomByName(body, '105');
    const bar = await page.getByTestId(`bar-booking-${id}`).boundingBox();
    const source = await page.locator(`[data-cell="r${room.id}-${from}"]`).boundingBox();
    const under = await page.locator(`[data-cell="r${target.id}-${from}"]`).boundingBox();
    if (!bar || !source || !under) throw new Error('grid is not laid out');
    await page.mouse.move(bar.x + 8, bar.y + bar.height / 2);
    await page.mouse.down();
    await page.mouse.move(bar.x + 28, bar.y + bar.height / 2 + 10, { steps: 4 });
    await page.mouse.move(bar.x + 8, bar.y + bar.height / 2 + (under.y - source.y), { steps: 8 });
    await page.mouse.up();
    await page.getByRole('dialog', { name: `Перенести бронь №${id}?` }).waitFor();
    await audit(page, 'dialog of a move');
    await page.keyboard.press('Escape');
    expect(errors).toEqual([]);
    await context.close();
  });

  it("a reserve refused for a rate plan's restriction, with the override's reason asked and given", async () => {
    const { context, page } = await laptopPage();
    const from = emptyDay(160);
    const body = await app.calendar(page, from);
    const room = roomByName(body, '104');
    const category = body.categories.find((c) => c.room_list.some((r) => r.id === room.id))!;
    const plans = await app.get<{ id: number; is_base: boolean }[]>(page, '/api/v2/rate-plans/');
    const bulk = await page.request.post(`${app.url}/api/v2/rate-grid/bulk/`, {
      data: {
        rate_plan: plans.find((p) => p.is_base)!.id,
        categories: [category.id],
        from,
        to: from,
        restrictions: { min_stay: 2 },
      },
    });
    expect(bulk.status(), await bulk.text()).toBe(200);
    await app.openWindow(page, from);
    await clickCell(page, room.id, from);
    const reserve = page.getByRole('dialog', { name: /Новая бронь/ });
    await reserve.getByRole('button', { name: 'Резерв', exact: true }).click();
    const refusal = reserve.getByTestId('restriction-refusal');
    await refusal.getByText(/Минимальный срок проживания/).waitFor();
    await refusal.getByRole('button', { name: 'Продать с нарушением ограничения' }).click();
    await refusal.getByLabel('Причина нарушения ограничения').waitFor();
    await audit(page, "dialog 'Новая бронь', a restriction's override");
    // The owner may: the reserve goes through with the reason, and the editor opens on the draft.
    await refusal.getByLabel('Причина нарушения ограничения').fill('Одна ночь по просьбе гостя');
    await refusal.getByRole('button', { name: 'Продать с нарушением', exact: true }).click();
    await draftIdFromDialog(page);
    await context.close();
  });

  it("a catalogue's form, the user menu, the price grid's dialogs and the leisure company's calendar and sale", async () => {
    const { context, page, errors } = await laptopPage();
    await loadApp(page, '/admin/services');
    await page
      .getByRole('main')
      .getByRole('button', { name: /Добавить/ })
      .first()
      .click();
    await page.getByRole('dialog').waitFor();
    await audit(page, 'form of a new service');
    await page.keyboard.press('Escape');
    await page.getByRole('dialog').waitFor({ state: 'hidden' });
    await page.getByRole('button', { name: /меню пользователя/ }).click();
    await page.getByRole('menu').waitFor();
    await audit(page, 'user menu');
    await page.keyboard.press('Escape');

    // 'Цены и ограничения' (issue 32): a selection, the bulk dialog and a plan's form.
    await openScreen(page, '/admin/rates');
    await page.locator('[role="gridcell"][data-day="2"]').first().click();
    await audit(page, 'price grid, a cell selected');
    await page.getByRole('button', { name: 'Массовое изменение' }).click();
    await page.getByRole('dialog').waitFor();
    await audit(page, 'bulk change of prices and restrictions');
    await page.keyboard.press('Escape');
    await page.getByRole('dialog').waitFor({ state: 'hidden' });
    await page.getByRole('button', { name: 'Добавить тариф' }).click();
    await page.getByRole('dialog').waitFor();
    await audit(page, 'form of a new rate plan');
    await page.keyboard.press('Escape');
    await page.getByRole('dialog').waitFor({ state: 'hidden' });

    // The leisure company: its navigation's screens and a day's sale.
    await page.getByRole('combobox', { name: 'Компания' }).click();
    await page.getByRole('option', { name: 'Зона отдыха «Бурабай Лэнд»' }).click();
    await page.getByTestId('leisure-grid').waitFor();
    for (const path of await navigationPaths(page)) {
      await openScreen(page, path);
      await audit(page, `leisure ${path}`);
    }
    await openScreen(page, '/');
    await page.getByTestId(`leisure-day-${emptyDay(3)}`).click();
    await page.getByRole('dialog').waitFor();
    await settled(page);
    await audit(page, 'leisure day dialog');
    expect(errors).toEqual([]);
    await context.close();
  });
});
