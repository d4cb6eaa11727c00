/**
 * Housekeeping (issue 33) against a really started server with the demo: the supervisor ('Старшая
 * горничная') gives a room to the housekeeper on the board at 1366 px; the front desk checks its guest
 * out from the bookings list, which makes the room dirty; the housekeeper opens 'Уборка' on a 390 px phone
 * and marks it clean, and the front desk's calendar, open in another browser, marks it ready as soon as the
 * live message arrives; taps made offline wait as 'не отправлено' and are replayed once the network
 * returns. Then the supervisor shares the rooms out evenly and prints the housekeeper's sheet (a PDF read
 * back with pdftotext), gives her a task she closes on 'Задачи на сегодня', and a check-in into a room that
 * is not ready asks first. axe runs on each new screen; screenshots at 390, 1366 and 1600 px.
 */
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { axeViolations, blocking } from './axe.ts';
import { screenshotsDir } from './harness.ts';
import { DEMO_STAFF_PASSWORD, type Session, scrollUntilShown, useJourneys } from './journeys.ts';

const app = useJourneys();
const docsScreens = path.resolve(import.meta.dirname, '..', 'docs', 'screens');
const HOUSEKEEPER = 'gulnara@example.com';
const FRONT_DESK = 'aigerim@example.com';
const HOUSEKEEPER_NAME = 'Ахметова Гульнара';
/** The demo's 'Старшая горничная'. */
const SUPERVISOR = 'marina@example.com';

interface ListPage {
  results: {
    id: number;
    number: number;
    status: string;
    duty: string;
    room: { id: number; name: string } | null;
    bed: unknown;
  }[];
}
interface Board {
  date: string;
  rooms: {
    room_id: number;
    room_name: string;
    condition: string;
    housekeeper: { id: number; name: string } | null;
  }[];
}

/** A PDF's text as pdftotext reads it, its spaces made plain. */
function pdfText(pdf: Buffer): string {
  const file = path.join(mkdtempSync(path.join(tmpdir(), 'e2e-hk-')), 'sheet.pdf');
  writeFileSync(file, pdf);
  return execFileSync('pdftotext', ['-layout', file, '-'], { encoding: 'utf8' }).replace(
    /[\u00a0\u202f]/g,
    ' ',
  );
}

/** axe on what the page shows now: no critical or serious violation. */
async function axeClean(page: Page, screen: string) {
  expect(blocking(await axeViolations(page)), screen).toEqual([]);
}

/** Screenshots of the page at the phone's, the laptop's and the wide screen's widths. */
async function shoot(page: Page, name: string, ready: () => Promise<unknown>) {
  for (const width of [390, 1366, 1600]) {
    await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
    await ready();
    await page.screenshot({ path: path.join(screenshotsDir, `${name}-${width}.png`) });
  }
}

const board = (s: Session) => app.get<Board>(s.page, '/api/v2/housekeeping/board/');
const conditionOf = async (s: Session, roomId: number) =>
  (await board(s)).rooms.find((r) => r.room_id === roomId)?.condition;

/** The calendar's condition mark of a room (RowName), once its row is drawn. */
const markOf = (page: Page, room: string) => page.getByTestId(`room-${room}`).locator('[data-condition]');

/**
 * The live messages a page's sockets receive from now on: `heard(room, condition)` resolves once a
 * message says that the room's condition became `condition` (already heard, or when it arrives).
 */
function liveMessages(page: Page) {
  const seen: string[] = [];
  const waiting: { test: (text: string) => boolean; resolve: () => void }[] = [];
  page.on('websocket', (ws) =>
    ws.on('framereceived', ({ payload }) => {
      const text = String(payload);
      seen.push(text);
      for (const w of waiting.filter((w) => w.test(text))) {
        waiting.splice(waiting.indexOf(w), 1);
        w.resolve();
      }
    }),
  );
  return (roomId: number, condition: string) =>
    new Promise<void>((resolve) => {
      const test = (text: string) =>
        text.includes('"housekeeping"') &&
        text.includes(`"room_id":${roomId},`) &&
        text.includes(`"condition":"${condition}"`);
      if (seen.some(test)) resolve();
      else waiting.push({ test, resolve });
    });
}

describe('housekeeping', () => {
  it('a check-out makes the room dirty, the housekeeper marks it clean on her phone, offline too, and the front desk sees it live', async () => {
    const supervisor = await app.signedIn(SUPERVISOR);
    const desk = await app.signedIn(FRONT_DESK);
    const heard = liveMessages(desk.page);
    // A guest in house (no bed, nothing owed) whose check-out the front desk will make.
    const inHouse = await app.get<ListPage>(desk.page, '/api/v2/booking/list/?tab=in_house&page[size]=200');
    const stay = inHouse.results.find(
      (b) => b.status === 'check_in' && b.room && !b.bed && Number(b.duty) === 0,
    );
    expect(stay, 'a demo guest in house').toBeDefined();
    const room = stay!.room!;

    // The supervisor's board at 1366 px: she gives the room to the housekeeper by hand.
    await supervisor.page.setViewportSize({ width: 1366, height: 900 });
    await supervisor.page.goto(`${app.url}/housekeeping`);
    const row = supervisor.page.getByTestId(`hk-row-${room.name}`);
    await row.waitFor();
    await axeClean(supervisor.page, 'the supervisor board');
    const assigned = supervisor.page.waitForResponse(
      (r) => r.url().includes('/api/v2/housekeeping/assignments/') && r.request().method() === 'PUT',
    );
    await row.getByRole('combobox', { name: `Горничная номера ${room.name}` }).click();
    await supervisor.page.getByRole('option', { name: HOUSEKEEPER_NAME }).click();
    expect((await assigned).status()).toBe(200);
    await expect
      .poll(async () => (await board(supervisor)).rooms.find((r) => r.room_id === room.id)?.housekeeper)
      .not.toBeNull();

    // (1) The front desk checks the guest out from the list: the room becomes 'Грязный'.
    await desk.page.goto(`${app.url}/bookings?search=${encodeURIComponent(`№${stay!.number}`)}`);
    const listRow = desk.page.getByTestId(`booking-row-${stay!.id}`);
    await listRow.getByRole('button', { name: 'Выселить' }).click();
    const offer = desk.page.getByRole('dialog', { name: 'Выезд раньше срока' });
    const toast = desk.page.getByText('Выселили!');
    await offer.or(toast).first().waitFor();
    if (await offer.isVisible()) await offer.getByRole('button', { name: 'Выселить сейчас' }).click();
    await toast.waitFor();
    expect(await conditionOf(supervisor, room.id)).toBe('dirty');

    // The front desk's calendar marks the room dirty beside its name.
    await desk.page.setViewportSize({ width: 1366, height: 900 });
    await desk.page.getByRole('navigation').getByRole('link', { name: 'Календарь' }).click();
    await desk.page.getByTestId('room-101').waitFor();
    await scrollUntilShown(desk.page, `room-${room.name}`);
    expect(await markOf(desk.page, room.name).getAttribute('data-condition')).toBe('dirty');
    expect(await markOf(desk.page, room.name).getAttribute('aria-label')).toMatch(/^Грязный/);

    // (2) The housekeeper, on a 390 px phone, sees only her rooms and the dirty one among them.
    const maid = await app.signedIn(HOUSEKEEPER);
    await maid.page.setViewportSize({ width: 390, height: 844 });
    await maid.page.goto(`${app.url}/housekeeping`);
    const card = maid.page.getByTestId(`hk-room-${room.name}`);
    await card.waitFor();
    expect(await card.getByTestId('condition').first().textContent()).toBe('Грязный');
    // Her navigation: the calendar, 'Уборка' and her tasks; no money, no bookings, no reports.
    const nav = maid.page.getByRole('navigation');
    await nav.getByRole('link', { name: 'Уборка' }).waitFor();
    for (const hidden of ['Брони', 'Отчёты', 'Почта', 'Цены и ограничения'])
      expect(await nav.getByRole('link', { name: hidden }).count(), hidden).toBe(0);
    // No guest on her screen: no phone number, no money.
    expect(await maid.page.locator('main').textContent()).not.toMatch(/\+7|₸/);
    await axeClean(maid.page, "the housekeeper's board");

    const tapped = (to: string) =>
      maid.page.waitForResponse(
        (r) =>
          r.url().endsWith('/api/v2/housekeeping/condition/') &&
          (r.request().postData() ?? '').includes(`"condition":"${to}"`),
      );
    const cleaning = tapped('cleaning');
    await card.getByRole('button', { name: `${room.name} → Уборка` }).click();
    expect((await cleaning).status()).toBe(200);
    // The supervisor's board, open since before the check-out and never reloaded, follows live.
    await row.getByTestId('condition').filter({ hasText: 'Уборка' }).first().waitFor();
    // (3) The tap to 'Чистый': the front desk's calendar marks the room ready once the message arrives.
    const cleanHeard = heard(room.id, 'clean');
    const clean = tapped('clean');
    await card.getByRole('button', { name: `${room.name} → Чистый` }).click();
    expect((await clean).status()).toBe(200);
    await cleanHeard;
    await markOf(desk.page, room.name).and(desk.page.locator('[data-condition="clean"]')).waitFor();
    // So does the supervisor's board.
    await row.getByTestId('condition').filter({ hasText: 'Чистый' }).first().waitFor();
    expect(await conditionOf(supervisor, room.id)).toBe('clean');

    // (4) Offline: the tap waits on the phone as 'не отправлено (1)', the card already 'Проверен'.
    await maid.context.setOffline(true);
    await card.getByRole('button', { name: `${room.name} → Проверен` }).click();
    const unsent = maid.page.getByRole('alert').filter({ hasText: 'не отправлено (1)' });
    await unsent.waitFor();
    expect(await card.getByTestId('condition').first().textContent()).toBe('Проверен');
    await card.getByText('не отправлено', { exact: true }).waitFor();
    const stored = await maid.page.evaluate(
      "Object.keys(localStorage).filter((k) => k.startsWith('pms.housekeeping.taps.')).map((k) => JSON.parse(localStorage.getItem(k)).length)",
    );
    expect(stored).toEqual([1]);
    expect(await conditionOf(supervisor, room.id)).toBe('clean');
    await maid.page.screenshot({ path: path.join(screenshotsDir, 'housekeeping-offline-390.png') });
    // The network returns: the queued tap is sent with its key and original time, and the list reconciles.
    const replayed = maid.page.waitForResponse((r) => r.url().endsWith('/api/v2/housekeeping/condition/'));
    const inspectedHeard = heard(room.id, 'inspected');
    await maid.context.setOffline(false);
    const replay = await replayed;
    expect(replay.status()).toBe(200);
    expect(replay.request().headers()['idempotency-key']).toMatch(/^[\da-f-]{32,36}$/);
    expect(JSON.parse(replay.request().postData() ?? '{}')).toMatchObject({
      room: room.id,
      condition: 'inspected',
    });
    await unsent.waitFor({ state: 'detached' });
    expect(await conditionOf(supervisor, room.id)).toBe('inspected');
    await inspectedHeard;
    await markOf(desk.page, room.name).and(desk.page.locator('[data-condition="inspected"]')).waitFor();
    // Inspected is the end: nothing more to tap.
    await card.getByRole('button', { name: 'Готов' }).waitFor();

    // The reports count her clean room and the check-out's time until it was clean.
    await supervisor.page.goto(`${app.url}/reports?tab=housekeeping`);
    await supervisor.page.getByTestId('hk-cleaned').getByText(HOUSEKEEPER_NAME).waitFor();
    await supervisor.page.getByTestId('hk-turnaround').getByText(room.name, { exact: true }).waitFor();

    await shoot(maid.page, 'housekeeping-mine', () => card.waitFor());
    mkdirSync(docsScreens, { recursive: true });
    await maid.page.setViewportSize({ width: 390, height: 844 });
    await maid.page.screenshot({ path: path.join(docsScreens, 'housekeeping-phone.png') });
    // The errors the offline minute made (a fetch and the socket refused by the browser) are expected.
    expect(maid.errors.filter((e) => !/ERR_INTERNET_DISCONNECTED|WebSocket/.test(e))).toEqual([]);
    expect(desk.errors).toEqual([]);
    expect(supervisor.errors).toEqual([]);
    await Promise.all([maid.context.close(), desk.context.close(), supervisor.context.close()]);
  });

  it('the supervisor shares the rooms out evenly, prints a sheet, sets a task the housekeeper closes, and sees the reports', async () => {
    const supervisor = await app.signedIn(SUPERVISOR);
    const { page } = supervisor;
    await page.setViewportSize({ width: 1366, height: 900 });
    await page.goto(`${app.url}/housekeeping`);
    await page.getByText('Горничные на день').waitFor();
    // Her navigation: the board, the tasks and the reports; no bookings, no money, no settings.
    const nav = page.getByRole('navigation');
    await nav.getByRole('link', { name: 'Отчёты' }).waitFor();
    for (const hidden of ['Брони', 'Почта', 'Цены и ограничения', 'Настройки объекта'])
      expect(await nav.getByRole('link', { name: hidden }).count(), hidden).toBe(0);

    // 'Распределить поровну' by room count among the day's housekeepers (all ticked): every room has one.
    await page.getByRole('button', { name: 'Распределить поровну' }).click();
    const dialog = page.getByRole('dialog', { name: 'Распределить номера поровну' });
    await dialog.getByRole('radio', { name: 'по числу комнат' }).check();
    await axeClean(page, 'the even assignment dialog');
    const even = page.waitForResponse((r) => r.url().endsWith('/api/v2/housekeeping/assignments/even/'));
    await dialog.getByRole('button', { name: 'Назначить' }).click();
    expect((await even).status()).toBe(200);
    await page.getByText('Номера распределены').waitFor();
    const rooms = (await board(supervisor)).rooms;
    expect(rooms.every((r) => r.housekeeper !== null)).toBe(true);

    // Her printed sheet: a PDF naming her rooms.
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: `Лист уборки: ${HOUSEKEEPER_NAME}` }).click();
    const file = await download;
    const pdf = await (await file.createReadStream()).toArray();
    const bytes = Buffer.concat(pdf);
    expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');
    const text = pdfText(bytes);
    const hers = rooms.filter((r) => r.housekeeper?.name === HOUSEKEEPER_NAME);
    expect(hers.length).toBeGreaterThan(0);
    for (const r of hers.slice(0, 8)) expect(text, r.room_name).toContain(r.room_name);

    // The filters: the clean rooms only (most of the demo's); the filters are the screen's, a reload clears them.
    await page.getByRole('combobox', { name: 'Состояние' }).click();
    await page.getByRole('option', { name: 'Чистый' }).click();
    const clean = rooms.filter((r) => r.condition === 'clean').length;
    expect(clean).toBeGreaterThan(0);
    expect(clean).toBeLessThan(rooms.length + 1);
    await expect.poll(() => page.locator('[data-testid^="hk-row-"]').count()).toBe(clean);
    await page.reload();
    await expect.poll(() => page.locator('[data-testid^="hk-row-"]').count()).toBe(rooms.length);
    await shoot(page, 'housekeeping-board', () => page.getByText('Горничные на день').waitFor());
    await page.setViewportSize({ width: 1366, height: 900 });
    await page.screenshot({ path: path.join(docsScreens, 'housekeeping-board.png') });

    // A free task for the housekeeper, due at 15:00 in one of her rooms.
    await page.getByRole('navigation').getByRole('link', { name: 'Задачи на сегодня' }).click();
    await page.getByRole('heading', { name: 'Задачи на сегодня', level: 1 }).waitFor();
    await page.getByRole('button', { name: 'Новая задача' }).click();
    const form = page.getByRole('dialog', { name: 'Новая задача' });
    await form.getByLabel('Задача').fill('Заменить лампу');
    await form.getByRole('combobox', { name: 'Ответственный' }).click();
    await page.getByRole('option', { name: HOUSEKEEPER_NAME }).click();
    await form.getByLabel('Время').fill('15:00');
    // The spec's task is saved whole: its description too ('Пожалуйста заполните задачу!').
    await form.getByLabel('Описание').fill('Перегорела лампа в ванной');
    await axeClean(page, 'the task form');
    const created = page.waitForResponse(
      (r) => r.url().endsWith('/api/v2/housekeeping/tasks/') && r.request().method() === 'POST',
    );
    await form.getByRole('button', { name: 'Сохранить' }).click();
    const createdAnswer = await created;
    expect(createdAnswer.status(), await createdAnswer.text()).toBe(201);
    await page.getByText('Заменить лампу').waitFor();

    const maid = await app.signedIn(HOUSEKEEPER);
    await maid.page.setViewportSize({ width: 390, height: 844 });
    await maid.page.goto(`${app.url}/tasks`);
    const done = maid.page.getByRole('checkbox', { name: 'Выполнено: Заменить лампу' });
    await done.waitFor();
    await axeClean(maid.page, "the housekeeper's tasks");
    const closed = maid.page.waitForResponse((r) =>
      /\/api\/v2\/housekeeping\/tasks\/\d+\/done\/$/.test(r.url()),
    );
    await done.click();
    expect((await closed).status()).toBe(200);
    await expect.poll(() => done.isChecked()).toBe(true);
    await shoot(maid.page, 'housekeeping-tasks', () => done.waitFor());

    // The reports: rooms cleaned per housekeeper and check-out to clean, each with its workbook.
    await page.goto(`${app.url}/reports?tab=housekeeping`);
    await page.getByTestId('hk-cleaned').waitFor();
    await page.getByTestId('hk-turnaround').waitFor();
    // Of the reports she has the housekeeping tab only.
    expect(await page.getByRole('tab').allTextContents()).toEqual(['Уборка']);
    await axeClean(page, 'the housekeeping reports');
    const workbook = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Скачать EXCEL: Убрано номеров по горничным' }).click();
    expect((await workbook).suggestedFilename()).toMatch(/\.xlsx$/);
    await shoot(page, 'housekeeping-reports', () => page.getByTestId('hk-cleaned').waitFor());

    // The settings, in 'Настройки объекта' (the owner's page).
    const owner = await app.signedIn();
    await owner.page.setViewportSize({ width: 1366, height: 900 });
    await owner.page.goto(`${app.url}/admin/company-info`);
    const tidy = owner.page.getByLabel('Час ежедневной уборки (0–23, по времени объекта)');
    await tidy.waitFor();
    await tidy.fill('9');
    const saved = owner.page.waitForResponse(
      (r) => r.url().endsWith('/api/v2/housekeeping/settings/') && r.request().method() === 'PUT',
    );
    await tidy.press('Enter');
    expect((await saved).status()).toBe(200);
    const settings = await app.get<{ tidy_hour: number }>(page, '/api/v2/housekeeping/settings/');
    expect(settings.tidy_hour).toBe(9);
    await axeClean(owner.page, 'the company settings with housekeeping');

    expect(supervisor.errors).toEqual([]);
    expect(maid.errors).toEqual([]);
    expect(owner.errors).toEqual([]);
    await Promise.all([maid.context.close(), supervisor.context.close(), owner.context.close()]);
  });

  it('checking a guest into a room that is not ready asks first, with the room and its condition', async () => {
    const desk = await app.signedIn(FRONT_DESK);
    const list = await app.get<ListPage>(desk.page, '/api/v2/booking/list/?tab=all&page[size]=200&sort=-id');
    const booked = list.results.find((b) => b.status === 'booked' && b.room && !b.bed);
    expect(booked, 'a demo booking to check in').toBeDefined();
    // The room is marked dirty (here through the API, as the housekeeper's tap would).
    const marked = await desk.page.request.post(`${app.url}/api/v2/housekeeping/condition/`, {
      data: { room: booked!.room!.id, condition: 'dirty' },
    });
    expect(marked.status()).toBe(200);

    await desk.page.goto(`${app.url}/bookings?search=${encodeURIComponent(`№${booked!.number}`)}`);
    const row = desk.page.getByTestId(`booking-row-${booked!.id}`);
    await row.getByRole('button', { name: 'Заселить' }).click();
    const early = desk.page.getByRole('dialog', { name: 'Заезд раньше срока' });
    const ask = desk.page.getByRole('dialog', { name: 'Номер не готов' });
    await early.or(ask).first().waitFor();
    if (await early.isVisible()) await early.getByRole('button', { name: 'Заселить, не меняя даты' }).click();
    await ask.waitFor();
    expect(await ask.getByTestId('dirty-check-in').textContent()).toBe(
      `Номер ${booked!.room!.name} не готов: грязный. Заселить всё равно?`,
    );
    await axeClean(desk.page, 'the dirty check-in question');
    // 'Отмена' changes nothing.
    await ask.getByRole('button', { name: 'Отмена' }).click();
    await ask.waitFor({ state: 'detached' });
    expect(await row.getAttribute('data-status')).toBe('booked');
    // Asked again and confirmed: the guest is in.
    await row.getByRole('button', { name: 'Заселить' }).click();
    await early.or(ask).first().waitFor();
    if (await early.isVisible()) await early.getByRole('button', { name: 'Заселить, не меняя даты' }).click();
    await ask.getByRole('button', { name: 'Заселить' }).click();
    await desk.page.getByText('Заселили!').waitFor();
    await expect.poll(() => row.getAttribute('data-status')).toBe('check_in');
    expect(desk.errors.filter((e) => !e.includes('409'))).toEqual([]);
    await desk.context.close();
  });

  it('signing in, the housekeeper lands on her list; the front desk on the calendar', async () => {
    for (const [email, password, path] of [
      [HOUSEKEEPER, DEMO_STAFF_PASSWORD, '/housekeeping'],
      [FRONT_DESK, DEMO_STAFF_PASSWORD, '/'],
    ] as const) {
      const { context, page } = await app.newPage();
      await app.submitLogin(page, { email, password });
      await page.waitForURL((url) => url.pathname === path);
      await context.close();
    }
  });
});
