/**
 * Rate plans beside the single editor (issue 32's remaining paths): the group editor's plan cards and one
 * plan for every room, a room added to the group refused for a stop-sell and added by the owner with a
 * reason, a toast on a phone that keeps clear of the editor's buttons, the hourly dialog's reserve with
 * the same override, the move dialog telling the restriction before 'Перенести', and the grid's bulk
 * dialog changing two plans in one apply.
 */
import path from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { axeViolations, blocking } from './axe.ts';
import { screenshotsDir } from './harness.ts';
import {
  type CalendarBody,
  draftIdFromDialog,
  emptyDay,
  roomByName,
  ruDate,
  scrollUntilShown,
  useJourneys,
} from './journeys.ts';
import { besides, cardFitsPhone, dragBar, sellPastRestriction, spaced, unix } from './ratePlanSteps.ts';

const app = useJourneys();
/** 'DD.MM' of a 'YYYY-MM-DD', as the restrictions' messages name a date. */
const dayMonth = (date: string) => `${date.slice(8, 10)}.${date.slice(5, 7)}`;
const money = (text: string | null) => Number(spaced(text).replace(/[^\d]/g, ''));

interface Detail {
  id: number;
  version: number;
  rate_plan: number | null;
}
interface GroupDetail extends Detail {
  child_list: { id: number; rate_plan: number | null }[];
  group_calculation: { total: string } | null;
}
const detailOf = (page: Page, id: number) => app.get<Detail>(page, `/api/v2/booking/${id}/`);

/** Free rooms (no beds, nothing over the window) of a category, by its name. */
function freeRooms(body: CalendarBody, category: string) {
  const found = body.categories.find((c) => c.name === category)!;
  const rooms = found.room_list.filter(
    (r) => r.booking_list.length === 0 && ((r as { koika_list?: unknown[] }).koika_list ?? []).length === 0,
  );
  return { categoryId: (found as unknown as { id: number }).id, rooms };
}

async function post(page: Page, apiPath: string, data: unknown, status = 200) {
  const res = await page.request.post(`${app.url}${apiPath}`, { data });
  expect(res.status(), await res.text()).toBe(status);
  return res.json();
}

/** The base plan and a plan derived from it, made by the owner. */
async function plans(page: Page, name: string) {
  const all = await app.get<{ id: number; name: string; is_base: boolean }[]>(page, '/api/v2/rate-plans/');
  const base = all.find((p) => p.is_base)!;
  const existing = all.find((p) => p.name === name);
  const derived =
    existing ??
    ((await post(
      page,
      '/api/v2/rate-plans/',
      { name, parent: base.id, adjustment_kind: 'percent', adjustment_value: '-15' },
      201,
    )) as { id: number });
  return { base: base.id, derived: derived.id };
}

/** A restriction of the base plan (its derived plans are bound by it too) in a category over dates. */
const restrict = (page: Page, plan: number, category: number, from: string, to: string, what: object) =>
  post(page, '/api/v2/rate-grid/bulk/', {
    rate_plan: plan,
    categories: [category],
    from,
    to,
    restrictions: what,
  });

/** axe-core where the page stands: nothing serious or critical. */
const accessible = async (page: Page, screen: string) =>
  expect(blocking(await axeViolations(page)), screen).toEqual([]);

/** Whether two boxes overlap. */
const overlap = (
  a: { x: number; y: number; width: number; height: number },
  b: { x: number; y: number; width: number; height: number },
) => a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

/**
 * A booked stay (paid in part) arriving in two days in a room of its own, 'Л-<n>' of 'Люкс', whose base
 * plan has today stop-sold: checking in now sells today's night past the restriction.
 */
async function earlyArrivalPastStopSell(page: Page, roomName: string) {
  const today = emptyDay(0);
  const [arrive, leave] = [emptyDay(2), emptyDay(4)];
  await page.setViewportSize({ width: 1366, height: 900 });
  const body = await app.calendar(page, today, 5);
  // A room of its own (the demo's are taken around today), free from now to the departure.
  const category = body.categories.find((c) => c.name === 'Люкс')!;
  const categoryId = (category as unknown as { id: number }).id;
  const room = (await post(
    page,
    '/api/v2/categories/rooms/',
    { name: roomName, category: categoryId },
    201,
  )) as {
    id: number;
  };
  const plan = await plans(page, 'Раннее бронирование');
  const { id } = (await post(
    page,
    '/api/booking/',
    { room: room.id, check_in: unix(`${arrive}T14:00:00`), check_out: unix(`${leave}T12:00:00`) },
    201,
  )) as { id: number };
  const saved = await page.request.put(`${app.url}/api/v2/booking/${id}/`, {
    data: {
      version: (await detailOf(page, id)).version,
      room: room.id,
      check_in: `${arrive} 14:00`,
      check_out: `${leave} 12:00`,
      clients: [{ first_name: 'Ранний', phone_number: '+7 701 555 40 40' }],
    },
  });
  expect(saved.status(), await saved.text()).toBe(200);
  const methods = (await app.get<{ results: { id: number }[] }>(page, '/api/v2/companies/payment-types/'))
    .results;
  await post(
    page,
    '/api/v2/booking/payments/',
    {
      booking: id,
      value: '5000',
      payment_type: 'payment',
      payment_method: methods[0]!.id,
      comment: 'Предоплата',
    },
    201,
  );
  await post(page, `/api/v2/booking/${id}/status/`, {
    status: 'booked',
    version: (await detailOf(page, id)).version,
  });
  await restrict(page, plan.base, categoryId, today, today, { stop_sell: true });

  return { id, today };
}

/** The override dialog of a refused step: the rule and date, then the owner's reason. */
async function checkInPastStopSell(page: Page, id: number, today: string, screenshot?: string) {
  const asked = page.getByRole('dialog', { name: 'Ограничение тарифа' });
  const refusal = asked.getByTestId('restriction-refusal');
  await refusal.getByText(`Продажа на ${dayMonth(today)} закрыта`).waitFor();
  if (screenshot) await page.screenshot({ path: path.join(screenshotsDir, screenshot) });
  await accessible(page, 'a status step refused for a restriction');
  await sellPastRestriction(refusal, 'Гость приехал раньше');
  await asked.waitFor({ state: 'detached' });
  await expect
    .poll(
      async () => (await app.get<{ booking_status: string }>(page, `/api/v2/booking/${id}/`)).booking_status,
    )
    .toBe('check_in');
  const after = await app.get<{ check_in_local: string }>(page, `/api/v2/booking/${id}/`);
  expect(after.check_in_local.slice(0, 10)).toBe(today);
}

describe('rate plans beyond the single editor', () => {
  it('the group editor prices the group by each plan, saves one for every room, and a stop-sold room joins only with a reason', async () => {
    const from = emptyDay(230);
    const to = emptyDay(232);
    const { page, errors } = await app.logIn();
    await page.setViewportSize({ width: 1366, height: 900 });
    const body = await app.calendar(page, from, 3);
    const standard = freeRooms(body, 'Стандарт');
    const lux = freeRooms(body, 'Люкс');
    const [first, second] = standard.rooms;
    const third = lux.rooms[0]!;
    const plan = await plans(page, 'Раннее бронирование');
    await restrict(page, plan.base, lux.categoryId, from, from, { stop_sell: true });

    // A group of two standard rooms for two nights, saved by the base plan.
    const parent = (
      await post(
        page,
        '/api/booking/',
        {
          room: first!.id,
          check_in: unix(`${from}T14:00:00`),
          check_out: unix(`${to}T12:00:00`),
          is_group: true,
        },
        201,
      )
    ).id as number;
    const child = (
      await post(
        page,
        '/api/booking/',
        {
          room: second!.id,
          check_in: unix(`${from}T14:00:00`),
          check_out: unix(`${to}T12:00:00`),
          is_group: true,
          group_parent: parent,
        },
        201,
      )
    ).id as number;

    const versions = await Promise.all([parent, child].map(async (id) => (await detailOf(page, id)).version));
    const stay = { check_in: `${from} 14:00`, check_out: `${to} 12:00` };
    const saved = await page.request.put(`${app.url}/api/v2/booking/group/${parent}/`, {
      data: {
        version: versions[0],
        clients: [{ first_name: 'Группа', phone_number: '+7 701 555 23 00' }],
        child_list: [
          { id: parent, room: first!.id, ...stay, version: versions[0] },
          { id: child, room: second!.id, ...stay, version: versions[1] },
        ],
      },
    });
    expect(saved.status(), await saved.text()).toBe(200);

    await page.goto(`${app.url}/?today=${from}&period=7`);
    await page.getByTestId('calendar-grid').waitFor();
    await scrollUntilShown(page, `bar-booking-${parent}`);
    await page.getByTestId(`bar-booking-${parent}`).click();
    await page.getByTestId('booking-tooltip').getByRole('button', { name: 'Открыть' }).click();
    const dialog = page.getByTestId('booking-editor');
    await dialog.getByText('Информация о брони').first().waitFor();

    // Step 1: the group's total by each plan, side by side; the base plan is both rooms', so chosen.
    const baseCard = dialog.getByTestId('plan-Стандарт');
    const derivedCard = dialog.getByTestId('plan-Раннее бронирование');
    await expect
      .poll(async () => money(await derivedCard.getByTestId('plan-total').textContent()))
      .toBeGreaterThan(0);
    const baseTotal = money(await baseCard.getByTestId('plan-total').textContent());
    const derivedTotal = money(await derivedCard.getByTestId('plan-total').textContent());
    // 15 % below, night by night rounded to whole tenge.
    expect(Math.abs(derivedTotal - baseTotal * 0.85)).toBeLessThanOrEqual(8);
    expect(await baseCard.getAttribute('aria-checked')).toBe('true');
    await dialog.getByTestId('plan-choice').scrollIntoViewIfNeeded();
    await page.screenshot({ path: path.join(screenshotsDir, 'group-plans-1366.png') });
    await accessible(page, 'the group editor’s plan cards');
    // 1600 px beside the cards, and 390 px where they stack within the screen.
    await page.setViewportSize({ width: 1600, height: 900 });
    await page.screenshot({ path: path.join(screenshotsDir, 'group-plans-1600.png') });
    await cardFitsPhone(page, derivedCard, 'group-plans-390.png');

    // «Раннее бронирование» for every room, saved on a phone: the toast keeps off the bottom bar.
    await derivedCard.click();
    await dialog.getByTestId('chosen-plan').getByText('Выбран тариф «Раннее бронирование»').waitFor();
    await page.setViewportSize({ width: 390, height: 844 });
    const save = dialog.getByRole('button', { name: 'Сохранить для всех' });
    await save.click();
    const toast = page.locator('.mantine-Notification-root', { hasText: 'Изменено!' });
    await toast.waitFor();
    await expect.poll(async () => (await toast.boundingBox())?.y ?? 0).toBeGreaterThan(0);
    const bar = (await save.locator('xpath=ancestor::div[contains(@style,"sticky")]').boundingBox())!;
    const shown = (await toast.boundingBox())!;
    expect(overlap(shown, bar), JSON.stringify({ shown, bar })).toBe(false);
    for (const button of await dialog.getByRole('button').all()) {
      const box = await button.boundingBox();
      if (box && box.y >= bar.y) expect(overlap(shown, box)).toBe(false);
    }
    await page.screenshot({ path: path.join(screenshotsDir, 'editor-toast-390.png') });
    const group = await app.get<GroupDetail>(page, `/api/v2/booking/group/${parent}/`);
    expect(group.child_list.map((c) => c.rate_plan)).toEqual([plan.derived, plan.derived]);
    // The card's figure is the one saved: one pricing function.
    expect(Math.round(Number(group.group_calculation!.total))).toBe(derivedTotal);
    await page.setViewportSize({ width: 1366, height: 900 });

    // A Люкс room added on a stop-sold date: refused where it was added, with the rule and date.
    await dialog.getByRole('button', { name: 'Добавить категорию' }).click();
    await page.getByRole('option', { name: 'Люкс', exact: true }).click();
    const luxPanel = dialog.getByTestId(`group-category-${lux.categoryId}`);
    await luxPanel.getByLabel('Номера категории «Люкс»').click();
    await page.getByRole('option', { name: third.name, exact: true }).click();
    await page.keyboard.press('Escape');
    const refusal = dialog.getByTestId('restriction-refusal');
    await refusal
      .getByText(`Номер ${third.name} не добавлен: Продажа на ${dayMonth(from)} закрыта`)
      .waitFor();
    await refusal.scrollIntoViewIfNeeded();
    await page.screenshot({ path: path.join(screenshotsDir, 'group-join-refused-1366.png') });
    await accessible(page, 'a room’s join refused in the group editor');
    await sellPastRestriction(refusal, 'Группа просит соседний номер');
    await page.getByText(`Номер ${third.name} добавлен в группу`).waitFor();
    await luxPanel.getByTestId(`group-room-${third.id}`).waitFor();
    await refusal.waitFor({ state: 'detached' });
    const joined = await app.get<GroupDetail>(page, `/api/v2/booking/group/${parent}/`);
    const added = joined.child_list.find((c) => ![parent, child].includes(c.id))!;
    // It joined by the group's plan.
    expect(added.rate_plan).toBe(plan.derived);
    expect(besides(errors)).toEqual([]);
  });

  it('the hourly dialog’s reserve on a stop-sold date offers the override, and the owner reserves with a reason', async () => {
    const from = emptyDay(240);
    const day = emptyDay(241);
    const { page, errors } = await app.logIn();
    const body = await app.calendar(page, from, 3);
    const room = roomByName(body, '103');
    const category = body.categories.find((c) => c.room_list.some((r) => r.id === room.id))!;
    const plan = await plans(page, 'Раннее бронирование');
    await restrict(page, plan.base, (category as unknown as { id: number }).id, day, day, {
      stop_sell: true,
    });

    await app.openWindow(page, from);
    await page.getByRole('button', { name: 'Бронирование по часам 103' }).click();
    const dialog = page.getByRole('dialog', { name: 'Бронирование по часам' });
    await dialog.getByLabel('Дата').fill(ruDate(day));
    await page.keyboard.press('Enter');
    const cell = (hour: string) => dialog.locator(`[title^="${ruDate(day).slice(0, 5)} ${hour}:00–"]`);
    await cell('10').waitFor();
    await cell('10').click();
    await cell('12').click();
    await page
      .getByRole('dialog', { name: 'Резерв по часам' })
      .getByRole('button', { name: 'резерв' })
      .click();
    const refusal = dialog.getByTestId('restriction-refusal');
    await refusal.getByText(`Продажа на ${dayMonth(day)} закрыта`).waitFor();
    await page.screenshot({ path: path.join(screenshotsDir, 'hourly-restriction-1440.png') });
    await accessible(page, 'the hourly dialog’s refusal');
    await sellPastRestriction(refusal, 'Гость на переговоры');
    const id = await draftIdFromDialog(page);
    expect((await detailOf(page, id)).rate_plan).toBe(plan.base);
    expect(besides(errors)).toEqual([]);
  });

  it('the move dialog tells the broken minimum before «Перенести», and the owner moves past it from there', async () => {
    const from = emptyDay(250);
    const next = emptyDay(251);
    const { page, errors } = await app.logIn();
    const body = await app.calendar(page, from, 3);
    const room = roomByName(body, '105');
    const category = body.categories.find((c) => c.room_list.some((r) => r.id === room.id))!;
    const plan = await plans(page, 'Раннее бронирование');
    const { id } = (await post(
      page,
      '/api/booking/',
      { room: room.id, check_in: unix(`${from}T14:00:00`), check_out: unix(`${next}T12:00:00`) },
      201,
    )) as { id: number };
    await restrict(page, plan.base, (category as unknown as { id: number }).id, next, next, { min_stay: 2 });

    await app.openWindow(page, from);
    await dragBar(page, id, room.id, from, next);
    const dialog = page.getByTestId('move-dialog');
    // Before any click: the quote names the rule and date, with the override offered.
    const refusal = dialog.getByTestId('restriction-refusal');
    await refusal.getByText(`Минимальный срок проживания с ${dayMonth(next)} — 2 ночи`).waitFor();
    await page.screenshot({ path: path.join(screenshotsDir, 'move-restriction-quote-1440.png') });
    await accessible(page, 'the move dialog’s warning');
    await sellPastRestriction(refusal, 'Гость задержался на день');
    await dialog.waitFor({ state: 'detached' });
    await expect
      .poll(async () => {
        const moved = await app.get<{ check_in_local: string }>(page, `/api/v2/booking/${id}/`);
        return moved.check_in_local.slice(0, 10);
      })
      .toBe(next);
    expect(errors).toEqual([]);
  });

  it('the bulk dialog gives two plans a minimum stay in one apply', async () => {
    const start = emptyDay(300);
    const { page, errors } = await app.logIn();
    await page.setViewportSize({ width: 1366, height: 900 });
    const plan = await plans(page, 'Раннее бронирование');
    const corporate = (await post(
      page,
      '/api/v2/rate-plans/',
      { name: 'Корпоративный', parent: null },
      201,
    )) as { id: number };
    await page.goto(`${app.url}/admin/rates?start=${start}&days=7`);
    await page.getByRole('heading', { name: 'Цены и ограничения', level: 1 }).waitFor();
    await page.getByRole('button', { name: 'Массовое изменение' }).click();
    const bulk = page.getByRole('dialog', { name: 'Массовое изменение цен и ограничений' });
    // The first plan is ticked; «Корпоративный» beside it.
    expect(await bulk.getByRole('checkbox', { name: 'Стандарт', exact: true }).isChecked()).toBe(true);
    await bulk.getByRole('checkbox', { name: 'Корпоративный', exact: true }).check();
    await bulk.getByRole('textbox', { name: 'Мин. ночей' }).fill('2');
    await page.screenshot({ path: path.join(screenshotsDir, 'rates-bulk-plans-1366.png') });
    await accessible(page, 'the bulk dialog with two plans');
    await page.setViewportSize({ width: 390, height: 844 });
    await page.screenshot({ path: path.join(screenshotsDir, 'rates-bulk-plans-390.png') });
    await page.setViewportSize({ width: 1366, height: 900 });
    // A derived plan ticked as well takes no price: the price is not offered.
    await bulk.getByRole('checkbox', { name: /Раннее бронирование/ }).check();
    await bulk.getByText('Отмечен зависимый тариф').waitFor();
    await bulk.getByRole('checkbox', { name: /Раннее бронирование/ }).uncheck();
    await bulk.getByRole('button', { name: 'Применить' }).click();
    await bulk.waitFor({ state: 'detached' });
    await page.locator('.mantine-Notification-root', { hasText: 'Ограничения сохранены' }).waitFor();

    const end = emptyDay(306);
    const grid = await app.get<{
      rows: { rate_plan: number; category: number; min_stay: (number | null)[] }[];
    }>(page, `/api/v2/rate-grid/?start=${start}&end=${end}`);
    for (const id of [plan.base, corporate.id]) {
      const rows = grid.rows.filter((r) => r.rate_plan === id);
      expect(rows.length).toBeGreaterThan(0);
      for (const row of rows) expect(row.min_stay).toEqual(Array(7).fill(2));
    }
    // The derived plan is bound through its parent; nothing was stored on it.
    const audit = await app.get<{ results: { entity: string; data: { name?: string } }[] }>(
      page,
      '/api/v2/audit/?entity=rate_grid',
    );
    expect(audit.results[0]?.data.name).toBe('Стандарт, Корпоративный');
    expect(errors).toEqual([]);
  });

  it('at 390 px a range is chosen by taps: the first day, then the last, and takes a typed price', async () => {
    const start = emptyDay(320);
    const days = [0, 1, 2, 3].map((n) => ruDate(emptyDay(320 + n)));
    const { page, errors } = await app.logIn();
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(`${app.url}/admin/rates?start=${start}&days=7`);
    const cell = (day: string) => page.locator(`[role="gridcell"][aria-label^="Коттедж, Стандарт, ${day};"]`);
    await cell(days[0]!).waitFor();
    await page.getByRole('switch', { name: 'Выделять диапазон касанием' }).check({ force: true });
    await cell(days[0]!).scrollIntoViewIfNeeded();
    await cell(days[0]!).click();
    await cell(days[3]!).scrollIntoViewIfNeeded();
    await cell(days[3]!).click();
    for (const day of days)
      await expect.poll(() => cell(day).getAttribute('aria-selected'), { message: day }).toBe('true');
    await page.screenshot({ path: path.join(screenshotsDir, 'rates-taps-390.png') });
    await accessible(page, 'the grid with the tap range switch');
    const price = page.getByRole('textbox', { name: 'Цена за ночь' });
    await price.fill('51 000');
    await price.press('Enter');
    for (const day of days)
      await expect.poll(async () => spaced(await cell(day).textContent())).toContain('51 000');
    expect(errors).toEqual([]);
  });

  it('an early arrival at the desk on a stop-sold night shows the rule, and the owner checks in with a reason', async () => {
    const { page, errors } = await app.logIn();
    await page.setViewportSize({ width: 1366, height: 900 });
    const { id, today } = await earlyArrivalPastStopSell(page, 'Л-99');
    await page.goto(`${app.url}/?today=${today}&period=7`);
    await page.getByTestId('calendar-grid').waitFor();
    await scrollUntilShown(page, `bar-booking-${id}`);
    await page.getByTestId(`bar-booking-${id}`).click();
    await page.getByTestId('booking-tooltip').getByRole('button', { name: 'Открыть' }).click();
    const dialog = page.getByTestId('booking-editor');
    await dialog.getByRole('button', { name: 'Заселить' }).click();
    const offer = page.getByRole('dialog', { name: 'Заезд раньше срока' });
    await offer.getByTestId('stay-now-price').waitFor();
    await offer.getByRole('button', { name: 'Заселить сейчас' }).click();
    // The night of today is stop-sold: the rule and date, with the override.
    await checkInPastStopSell(page, id, today, 'step-restriction-1366.png');
    expect(besides(errors)).toEqual([]);
  });

  it('the calendar popover’s «Заселить» on a stop-sold night offers the same override', async () => {
    const { page, errors } = await app.logIn();
    await page.setViewportSize({ width: 1366, height: 900 });
    const { id, today } = await earlyArrivalPastStopSell(page, 'Л-98');
    await page.goto(`${app.url}/?today=${today}&period=7`);
    await page.getByTestId('calendar-grid').waitFor();
    await scrollUntilShown(page, `bar-booking-${id}`);
    await page.getByTestId(`bar-booking-${id}`).click();
    await page.getByTestId('booking-tooltip').getByRole('button', { name: 'Заселить' }).click();
    const offer = page.getByRole('dialog', { name: 'Заезд раньше срока' });
    await offer.getByTestId('stay-now-price').waitFor();
    await offer.getByRole('button', { name: 'Заселить сейчас' }).click();
    await checkInPastStopSell(page, id, today);
    expect(besides(errors)).toEqual([]);
  });
});
