/**
 * Housekeeping (issue 33), against a really started server with the demo: the phone's queue survives a
 * reload (taps made offline stay in the browser, are shown after the page is loaded again while the
 * server is still out of reach, and replay in order with their keys and times once it answers); the
 * calendar's ring around the mark of a room with a guest arriving today that is not ready goes away once
 * the room is marked clean; the legend of the marks is on screen at 390, 1366 and 1600 px over nothing; a
 * room's history opens from the supervisor's board; a free task goes to any employee (the accountant
 * closes hers) and a booking's task is marked done on the list and stays so through the editor's save.
 */
import path from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { axeViolations, blocking } from './axe.ts';
import { step } from './editorSteps.ts';
import { screenshotsDir } from './harness.ts';
import { emptyDay, scrollUntilShown, useJourneys } from './journeys.ts';

const app = useJourneys({ LOGIN_RATE_LIMIT: '100' });
const HOUSEKEEPER = 'gulnara@example.com';
const HOUSEKEEPER_NAME = 'Ахметова Гульнара';
const SUPERVISOR = 'marina@example.com';
const FRONT_DESK = 'aigerim@example.com';
const DESK_NAME = 'Касымова Айгерим';
const ACCOUNTANT = 'daniyar@example.com';
const ACCOUNTANT_NAME = 'Жумабаев Данияр';
const CONDITION_PATH = '/api/v2/housekeeping/condition/';

interface Board {
  date: string;
  rooms: { room_id: number; room_name: string; condition: string; beds: unknown[] }[];
}
interface Assignments {
  housekeepers: { id: number; name: string }[];
}
interface History {
  count: number;
  results: { condition: string; changed_at: number; changed_by: { name: string } | null }[];
}
interface QueuedTap {
  key: string;
  room: number;
  condition: string;
  tapped_at: number;
}

/** An Almaty wall-clock time as unix seconds. */
const at = (date: string, time: string) => new Date(`${date}T${time}:00+05:00`).getTime() / 1000;

/** The taps the phone keeps for later (utils/tapQueue.ts), as stored in its localStorage. */
const storedTaps = (page: Page) =>
  page.evaluate(
    "Object.keys(localStorage).filter((k) => k.startsWith('pms.housekeeping.taps.')).flatMap((k) => JSON.parse(localStorage.getItem(k)))",
  ) as Promise<QueuedTap[]>;

/** A whole room (no beds) free from today's midnight to tomorrow's noon, not among `besides`. */
async function roomFreeToday(page: Page, besides: number[] = []) {
  const today = emptyDay(0);
  const checkOut = at(emptyDay(1), '12:00');
  const window = await app.calendar(page, today, 2);
  const free = window.categories
    // The calendar's rooms carry their beds too (a bed-type room is left out here).
    .flatMap((c) => c.room_list as ((typeof c.room_list)[number] & { koika_list: unknown[] })[])
    .find(
      (r) =>
        !besides.includes(r.id) &&
        r.koika_list.length === 0 &&
        r.booking_list.every((b) => b.check_out <= at(today, '00:00') || b.check_in >= checkOut),
    );
  expect(free, 'a room free today').toBeDefined();
  return free!;
}

async function axeClean(page: Page, screen: string) {
  expect(blocking(await axeViolations(page)), screen).toEqual([]);
}

describe('housekeeping: the queue across a reload, the arrival ring, the legend, a room history', () => {
  it('taps made offline survive a reload and replay in order with their keys and times', async () => {
    const supervisor = await app.signedIn(SUPERVISOR);
    const board = await app.get<Board>(supervisor.page, '/api/v2/housekeeping/board/');
    // Two rooms of hers, both dirty: the one shown first is the one she cleans.
    const pair = board.rooms.filter((r) => r.beds.length === 0).slice(0, 2);
    const { housekeepers } = await app.get<Assignments>(supervisor.page, '/api/v2/housekeeping/assignments/');
    const maidId = housekeepers.find((h) => h.name === HOUSEKEEPER_NAME)!.id;
    const given = await supervisor.page.request.put(`${app.url}/api/v2/housekeeping/assignments/`, {
      data: { date: board.date, assignments: pair.map((r) => ({ room: r.room_id, housekeeper: maidId })) },
    });
    expect(given.status()).toBe(200);
    for (const r of pair) {
      const dirty = await supervisor.page.request.post(`${app.url}${CONDITION_PATH}`, {
        data: { room: r.room_id, condition: 'dirty' },
      });
      expect(dirty.status()).toBe(200);
    }

    const maid = await app.signedIn(HOUSEKEEPER);
    const { page } = maid;
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(`${app.url}/housekeeping`);
    for (const r of pair)
      await page
        .getByTestId(`hk-room-${r.room_name}`)
        .getByTestId('condition')
        .filter({ hasText: 'Грязный' })
        .waitFor();
    /** The order of the two rooms' cards on her phone. */
    const order = async () => {
      const ids = await page
        .locator('[data-testid^="hk-room-"]')
        .evaluateAll((cards) => cards.map((c) => c.getAttribute('data-testid')));
      return pair
        .map((r) => r.room_name)
        .sort((a, b) => ids.indexOf(`hk-room-${a}`) - ids.indexOf(`hk-room-${b}`));
    };
    const [firstName, otherName] = await order();
    const room = pair.find((r) => r.room_name === firstName)!;
    const conditionNow = async () =>
      (await app.get<Board>(supervisor.page, '/api/v2/housekeeping/board/')).rooms.find(
        (r) => r.room_id === room.room_id,
      )?.condition;
    const card = page.getByTestId(`hk-room-${room.room_name}`);

    // Two taps without signal: 'Уборка', then 'Чистый'; both wait on the phone.
    await maid.context.setOffline(true);
    await card.getByRole('button', { name: `${room.room_name} → Уборка` }).click();
    await card.getByRole('button', { name: `${room.room_name} → Чистый` }).click();
    const unsent = page.getByRole('alert').filter({ hasText: 'не отправлено (2)' });
    await unsent.waitFor();
    // Marked clean, the room sinks below the one still dirty at once, with no answer from the server.
    expect(await order()).toEqual([otherName, firstName]);
    const queued = await storedTaps(page);
    expect(queued.map((t) => [t.room, t.condition])).toEqual([
      [room.room_id, 'cleaning'],
      [room.room_id, 'clean'],
    ]);

    // The phone reloads the page while the server is still out of reach (its taps' address refused):
    // the page comes back with both taps waiting, shown applied, and the server has heard nothing.
    await page.route(`**${CONDITION_PATH}`, (route) => route.abort('internetdisconnected'));
    await maid.context.setOffline(false);
    await page.reload();
    await unsent.waitFor();
    await card.getByTestId('condition').filter({ hasText: 'Чистый' }).waitFor();
    await card.getByText('не отправлено', { exact: true }).waitFor();
    expect((await storedTaps(page)).map((t) => t.key)).toEqual(queued.map((t) => t.key));
    expect(await order()).toEqual([otherName, firstName]);
    expect(await conditionNow()).toBe('dirty');

    // The supervisor's board is open meanwhile, the two rooms dirty in their order.
    await supervisor.page.setViewportSize({ width: 1366, height: 900 });
    await supervisor.page.goto(`${app.url}/housekeeping`);
    const rowOrder = async () => {
      const ids = await supervisor.page
        .locator('[data-testid^="hk-row-"]')
        .evaluateAll((rows) => rows.map((r) => r.getAttribute('data-testid')));
      return [firstName, otherName].sort((a, b) => ids.indexOf(`hk-row-${a}`) - ids.indexOf(`hk-row-${b}`));
    };
    await supervisor.page.getByTestId(`hk-row-${firstName}`).waitFor();
    expect(await rowOrder()).toEqual([firstName, otherName]);

    // The server answers again and the browser says it is online: the taps go in their order, each
    // with the key and the time it was made with, and the queue empties.
    await page.unroute(`**${CONDITION_PATH}`);
    const sent: { key: string | undefined; body: { condition: string; tapped_at: number } }[] = [];
    page.on('request', (request) => {
      if (request.url().endsWith(CONDITION_PATH))
        sent.push({
          key: request.headers()['idempotency-key'],
          body: JSON.parse(request.postData() ?? '{}'),
        });
    });
    await maid.context.setOffline(true);
    await maid.context.setOffline(false);
    await page.getByRole('alert').filter({ hasText: 'не отправлено' }).waitFor({ state: 'detached' });
    expect(sent.map((s) => [s.key, s.body.condition, s.body.tapped_at])).toEqual(
      queued.map((t) => [t.key, t.condition, t.tapped_at]),
    );
    expect(await storedTaps(page)).toEqual([]);
    expect(await conditionNow()).toBe('clean');
    // The supervisor's board, never reloaded, follows the live messages: the room clean and sunk.
    await supervisor.page
      .getByTestId(`hk-row-${firstName}`)
      .getByTestId('condition')
      .filter({ hasText: 'Чистый' })
      .first()
      .waitFor();
    await expect.poll(rowOrder).toEqual([otherName, firstName]);
    // The room's history says who and when: the taps' own times, not the replay's.
    const history = await app.get<History>(
      supervisor.page,
      `/api/v2/housekeeping/rooms/${room.room_id}/history/`,
    );
    expect(history.results.slice(0, 2).map((h) => [h.condition, h.changed_at, h.changed_by?.name])).toEqual([
      ['clean', queued[1]!.tapped_at, HOUSEKEEPER_NAME],
      ['cleaning', queued[0]!.tapped_at, HOUSEKEEPER_NAME],
    ]);

    // The room's name on the board opens its history.
    await supervisor.page.getByRole('button', { name: `История номера ${room.room_name}` }).click();
    const dialog = supervisor.page.getByRole('dialog', { name: `История номера ${room.room_name}` });
    await dialog.getByTestId('hk-history-entry').first().waitFor();
    expect(await dialog.getByTestId('hk-history-entry').first().textContent()).toContain(HOUSEKEEPER_NAME);
    await axeClean(supervisor.page, 'a room history');
    for (const width of [1366, 1600, 390]) {
      await supervisor.page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
      await dialog.getByTestId('hk-history-entry').first().waitFor();
      await supervisor.page.screenshot({
        path: path.join(screenshotsDir, `housekeeping-history-${width}.png`),
      });
    }

    expect(maid.errors.filter((e) => !/ERR_INTERNET_DISCONNECTED|WebSocket/.test(e))).toEqual([]);
    expect(supervisor.errors).toEqual([]);
    await Promise.all([maid.context.close(), supervisor.context.close()]);
  });

  it('rings an arrival today into a dirty room on the calendar until the room is clean; the legend says so', async () => {
    const desk = await app.signedIn(FRONT_DESK);
    const { page } = desk;
    const today = emptyDay(0);
    const checkIn = at(today, '14:00');
    const checkOut = at(emptyDay(1), '12:00');
    const room = await roomFreeToday(page);
    const held = await page.request.post(`${app.url}/api/booking/`, {
      data: { room: room.id, check_in: checkIn, check_out: checkOut },
    });
    expect(held.status()).toBe(201);
    const dirty = await page.request.post(`${app.url}${CONDITION_PATH}`, {
      data: { room: room.id, condition: 'dirty' },
    });
    expect(dirty.status()).toBe(200);

    await page.setViewportSize({ width: 1366, height: 900 });
    await page.goto(`${app.url}/?period=7`);
    await page.getByTestId('room-101').waitFor();
    await scrollUntilShown(page, `room-${room.name}`);
    const mark = page.getByTestId(`room-${room.name}`).locator('[data-condition]');
    expect(await mark.getAttribute('data-condition')).toBe('dirty');
    expect(await mark.getAttribute('data-arrival')).toBe('');
    expect(await mark.getAttribute('aria-label')).toBe('Грязный — заезд сегодня, номер не готов');
    await page.screenshot({ path: path.join(screenshotsDir, 'calendar-arrival-ring-1366.png') });
    await axeClean(page, 'the calendar with its legend and the ring');

    // The legend names every mark and the ring, in words, over nothing at each width.
    for (const width of [1600, 1366, 390]) {
      await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
      const counters = page.getByRole('region', { name: 'Состояние на сегодня' });
      if (width === 390) {
        // A phone folds the counters and the legend with them under their title, as before.
        await counters.getByRole('button', { name: 'Состояние на сегодня' }).click();
      }
      const legend = page.getByRole('group', { name: 'Номер', exact: true });
      await legend.getByTestId('legend-arrival').waitFor();
      for (const label of [
        'Грязный',
        'Уборка',
        'Чистый',
        'Проверен',
        'Не работает',
        'заезд сегодня, не готов',
      ])
        expect(await legend.getByText(label, { exact: true }).isVisible(), `${label} at ${width}`).toBe(true);
      const box = (await legend.boundingBox())!;
      const grid = (await page.getByTestId('calendar-grid').boundingBox())!;
      expect(box.x >= 0 && box.x + box.width <= width + 0.5, `inside ${width}`).toBe(true);
      expect(box.y + box.height <= grid.y + 0.5, `above the grid at ${width}`).toBe(true);
      await page.screenshot({ path: path.join(screenshotsDir, `calendar-legend-${width}.png`) });
      if (width === 390) await counters.getByRole('button', { name: 'Состояние на сегодня' }).click();
    }
    await page.setViewportSize({ width: 1366, height: 900 });

    // The room is marked clean (as the housekeeper's tap would): the ring goes, live, without a reload.
    await scrollUntilShown(page, `room-${room.name}`);
    const clean = await page.request.post(`${app.url}${CONDITION_PATH}`, {
      data: { room: room.id, condition: 'clean' },
    });
    expect(clean.status()).toBe(200);
    await mark.and(page.locator('[data-condition="clean"]')).waitFor();
    expect(await mark.getAttribute('data-arrival')).toBeNull();
    expect(await mark.getAttribute('aria-label')).toBe('Чистый');
    expect(desk.errors).toEqual([]);
    await desk.context.close();
  });

  it("a free task for the accountant and a booking's task for the front desk, each closed on their own list; the editor's save keeps the mark", async () => {
    const supervisor = await app.signedIn(SUPERVISOR);
    const { page } = supervisor;
    await page.setViewportSize({ width: 1366, height: 900 });
    await page.goto(`${app.url}/tasks`);
    await page.getByRole('button', { name: 'Новая задача' }).click();
    const form = page.getByRole('dialog', { name: 'Новая задача' });
    await form.getByLabel('Задача').fill('Сверить кассу');
    // Anyone of the company, not only who cleans: the accountant, named with her role.
    await form.getByRole('combobox', { name: 'Ответственный' }).click();
    await page.getByRole('option', { name: `${ACCOUNTANT_NAME} · Бухгалтер` }).click();
    await form.getByLabel('Время').fill('15:00');
    await form.getByLabel('Описание').fill('Перед сменой');
    const created = page.waitForResponse(
      (r) => r.url().endsWith('/api/v2/housekeeping/tasks/') && r.request().method() === 'POST',
    );
    await form.getByRole('button', { name: 'Сохранить' }).click();
    expect((await created).status()).toBe(201);

    // The accountant has no 'Уборка', and her own tasks of the day.
    const accountant = await app.signedIn(ACCOUNTANT);
    await accountant.page.setViewportSize({ width: 390, height: 844 });
    await accountant.page.goto(`${app.url}/tasks`);
    const till = accountant.page.getByRole('checkbox', { name: 'Выполнено: Сверить кассу' });
    await till.waitFor();
    const nav = accountant.page.getByRole('navigation');
    await nav.getByRole('link', { name: 'Задачи на сегодня' }).waitFor();
    expect(await nav.getByRole('link', { name: 'Уборка' }).count()).toBe(0);
    await axeClean(accountant.page, "the accountant's tasks");
    const closed = accountant.page.waitForResponse((r) => /\/tasks\/\d+\/done\/$/.test(r.url()));
    await till.click();
    expect((await closed).status()).toBe(200);
    await expect.poll(() => till.isChecked()).toBe(true);
    for (const width of [390, 1366, 1600]) {
      await accountant.page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
      await till.waitFor();
      await accountant.page.screenshot({ path: path.join(screenshotsDir, `tasks-accountant-${width}.png`) });
    }

    // A booking's task for the front desk, written by the editor's save.
    const desk = await app.signedIn(FRONT_DESK);
    const { employees } = await app.get<{ employees: { id: number; name: string }[] }>(
      page,
      '/api/v2/housekeeping/tasks/employees/',
    );
    const deskId = employees.find((e) => e.name === DESK_NAME)!.id;
    const today = emptyDay(0);
    const room = await roomFreeToday(desk.page);
    const held = await desk.page.request.post(`${app.url}/api/booking/`, {
      data: { room: room.id, check_in: at(today, '14:00'), check_out: at(emptyDay(1), '12:00') },
    });
    expect(held.status()).toBe(201);
    const booking = ((await held.json()) as { id: number }).id;
    const save = async (task: Record<string, unknown>) => {
      const view = await app.get<{ version: number }>(desk.page, `/api/v2/booking/${booking}/`);
      const saved = await desk.page.request.put(`${app.url}/api/v2/booking/${booking}/`, {
        data: {
          version: view.version,
          check_in: `${today} 14:00`,
          check_out: `${emptyDay(1)} 12:00`,
          room: room.id,
          clients: [{ first_name: 'Айгуль', phone_number: '+7 701 555 44 33' }],
          task_list: [
            { title: 'Детская кроватка', responsible: deskId, todo_date: today, todo_time: '16:00', ...task },
          ],
        },
      });
      expect(saved.status(), await saved.text()).toBe(200);
      return ((await saved.json()) as { task_list: { id: number; done: boolean; description: string }[] })
        .task_list[0]!;
    };
    const first = await save({ description: 'К заезду' });
    await desk.page.setViewportSize({ width: 1366, height: 900 });
    await desk.page.goto(`${app.url}/tasks`);
    const crib = desk.page.getByRole('checkbox', { name: 'Выполнено: Детская кроватка' });
    await crib.waitFor();
    expect(await crib.isEnabled()).toBe(true);
    const marked = desk.page.waitForResponse((r) => r.url().endsWith(`/tasks/${first.id}/done/`));
    await crib.click();
    expect((await marked).status()).toBe(200);
    await expect.poll(() => crib.isChecked()).toBe(true);
    // The editor saves the booking again, the task changed: the mark stays.
    const again = await save({ id: first.id, description: 'К заезду, у окна' });
    expect(again).toMatchObject({ id: first.id, done: true, description: 'К заезду, у окна' });
    await desk.page.reload();
    await crib.waitFor();
    expect(await crib.isChecked()).toBe(true);
    await desk.page.getByText('К заезду, у окна').waitFor();
    await axeClean(desk.page, "the front desk's tasks");
    // The editor shows the mark on the task it keeps.
    const { number } = await app.get<{ number: number }>(desk.page, `/api/v2/booking/${booking}/`);
    await desk.page.goto(`${app.url}/bookings?search=${encodeURIComponent(`№${number}`)}`);
    await desk.page.getByTestId(`booking-row-${booking}`).click();
    await step(desk.page, 'Задачи');
    await desk.page.getByTestId('task-0').getByText('Выполнена', { exact: true }).waitFor();

    expect(supervisor.errors).toEqual([]);
    expect(accountant.errors).toEqual([]);
    expect(desk.errors).toEqual([]);
    await Promise.all([supervisor.context.close(), accountant.context.close(), desk.context.close()]);
  });

  it("a room's own floor is set in 'Номера' and read by the supervisor's board", async () => {
    const owner = await app.signedIn();
    const { page } = owner;
    await page.setViewportSize({ width: 1366, height: 900 });
    await page.goto(`${app.url}/admin/rooms`);
    await page.getByRole('button', { name: 'Добавить номер' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('Название номера').fill('Коттедж 7');
    await dialog.getByRole('combobox', { name: 'Категория' }).click();
    await page.getByRole('option', { name: /Полулюкс/ }).click();
    // The field keeps to -5…200 (the server refuses beyond, in Russian: housekeeping-tasks.test.ts).
    const floor = dialog.getByRole('textbox', { name: 'Этаж' });
    await floor.fill('2');
    await axeClean(page, 'the room form with its floor');
    for (const width of [390, 1600, 1366]) {
      await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
      await floor.waitFor();
      await page.screenshot({ path: path.join(screenshotsDir, `room-floor-${width}.png`) });
    }
    await dialog.getByRole('button', { name: 'Сохранить' }).click();
    await page.getByText('Успешно добавлено!').waitFor();
    const row = page.getByRole('row').filter({ hasText: 'Коттедж 7' });
    await row.getByRole('cell', { name: '2', exact: true }).waitFor();
    const saved = await app.get<{ results: { name: string; floor: number | null }[] }>(
      page,
      `/api/v2/categories/rooms/?search=${encodeURIComponent('Коттедж 7')}`,
    );
    expect(saved.results).toEqual([expect.objectContaining({ name: 'Коттедж 7', floor: 2 })]);
    // The board places it on floor 2, though its name says no floor.
    const board = await app.get<{ rooms: { room_name: string; floor: string }[] }>(
      page,
      '/api/v2/housekeeping/board/',
    );
    expect(board.rooms.find((r) => r.room_name === 'Коттедж 7')?.floor).toBe('2');
    expect(owner.errors).toEqual([]);
    await owner.context.close();
  });
});
