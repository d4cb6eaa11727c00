/**
 * The editor's half of issue 32's 'Done when': with «Невозвратный» at −10 % of «Стандарт» and 30.12–02.01
 * at 45 000 with a 3-night minimum (set through the API: the grid's half is rate-grid.test.ts), a
 * receptionist opens a stay over New Year, sees both plans' totals side by side, picks «Невозвратный» and
 * saves at its price. Shortened to two nights, the stay is refused with the named rule, and she is not
 * offered to sell past it; a manager is, gives the reason, and the booking's history and 'Выручка' by plan
 * show it. The same refusal and override in the move dialog and the group editor (the calendar's
 * 'Новая бронь' is in a11y.test.ts).
 */
import path from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { screenshotsDir } from './harness.ts';
import { type CalendarBody, emptyDay, roomByName, scrollUntilShown, tenge, useJourneys } from './journeys.ts';
import { besides, cardFitsPhone, dragBar, sellPastRestriction, spaced, unix } from './ratePlanSteps.ts';

const app = useJourneys();

/** The coming New Year: 30.12 of this year (or of the next one on 31.12). */
function newYear() {
  const now = new Date();
  const year = now.getMonth() === 11 && now.getDate() === 31 ? now.getFullYear() + 1 : now.getFullYear();
  return { year, from: `${year}-12-30`, to: `${year + 1}-01-02`, last: `${year + 1}-01-01` };
}

interface Detail {
  id: number;
  version: number;
  number: number;
  rate_plan: number | null;
  booking_status: string;
  calculated_by: { total: string; nights: { date: string; price: string; dated?: boolean }[] };
}
const detailOf = (page: Page, id: number) => app.get<Detail>(page, `/api/v2/booking/${id}/`);

/** A room with nothing over the window (and no beds), and its category. */
function freeRoom(body: CalendarBody & { categories: { room_list: { koika_list?: unknown[] }[] }[] }) {
  for (const category of body.categories)
    for (const room of category.room_list)
      if (room.booking_list.length === 0 && (room.koika_list ?? []).length === 0) return { room, category };
  throw new Error('no room is free over New Year');
}

/** As the owner: «Невозвратный» −10 %, and New Year at 45 000 with a 3-night minimum in the room's category. */
async function setUpPlans(page: Page, categoryId: number, ny: ReturnType<typeof newYear>) {
  const plans = await app.get<{ id: number; name: string; is_base: boolean }[]>(page, '/api/v2/rate-plans/');
  const base = plans.find((p) => p.is_base)!;
  const created = await page.request.post(`${app.url}/api/v2/rate-plans/`, {
    data: {
      name: 'Невозвратный',
      parent: base.id,
      adjustment_kind: 'percent',
      adjustment_value: '-10',
      is_refundable: false,
      cancellation_policy: 'Предоплата не возвращается',
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const bulk = await page.request.post(`${app.url}/api/v2/rate-grid/bulk/`, {
    data: {
      rate_plan: base.id,
      categories: [categoryId],
      from: ny.from,
      to: ny.to,
      prices: { base: '45000' },
      restrictions: { min_stay: 3 },
    },
  });
  expect(bulk.status(), await bulk.text()).toBe(200);
  return { base: base.id, nonRefundable: ((await created.json()) as { id: number }).id };
}

/** Opens the editor of a booking from its bar in the calendar. */
async function openFromCalendar(page: Page, id: number, from: string) {
  await page.goto(`${app.url}/?today=${from}&period=7`);
  await page.getByTestId('calendar-grid').waitFor();
  await scrollUntilShown(page, `bar-booking-${id}`);
  await page.getByTestId(`bar-booking-${id}`).click();
  await page.getByTestId('booking-tooltip').getByRole('button', { name: 'Открыть' }).click();
  const dialog = page.getByTestId('booking-editor');
  await dialog.getByText('Информация о брони').first().waitFor();
  return dialog;
}

/** Picks the stay's dates in the editor's range picker: 30.12 and the departure on 01.01. */
async function pickTwoNights(page: Page, ny: ReturnType<typeof newYear>) {
  const dialog = page.getByTestId('booking-editor');
  await dialog.getByTestId('stay-dates').click();
  await page.getByRole('button', { name: `30 декабря ${ny.year}`, exact: true }).click();
  await page.locator('[data-direction="next"]').first().click();
  await page.getByRole('button', { name: `1 января ${ny.year + 1}`, exact: true }).click();
}

describe('the booking editor by rate plan', () => {
  it('prices a New Year stay by both plans, saves «Невозвратный», refuses two nights and lets a manager override', async () => {
    const ny = newYear();
    const owner = await app.signedIn();
    const window = await app.calendar(owner.page, `${ny.year}-12-29`, 6);
    const { room, category } = freeRoom(window as never);
    const plans = await setUpPlans(owner.page, category.id, ny);

    // The receptionist's stay over New Year, 30.12–02.01, a reserve by the base plan.
    const desk = await app.logIn('aigerim@example.com');
    const page = desk.page;
    await page.setViewportSize({ width: 1366, height: 900 });
    const reserved = await page.request.post(`${app.url}/api/booking/`, {
      data: { room: room.id, check_in: unix(`${ny.from}T14:00:00`), check_out: unix(`${ny.to}T12:00:00`) },
    });
    expect(reserved.status(), await reserved.text()).toBe(201);
    const { id } = (await reserved.json()) as { id: number };
    const saved = await page.request.put(`${app.url}/api/v2/booking/${id}/`, {
      data: {
        version: (await detailOf(page, id)).version,
        check_in: `${ny.from} 14:00`,
        check_out: `${ny.to} 12:00`,
        room: room.id,
        clients: [{ first_name: 'Айдана', phone_number: '+7 701 555 30 12' }],
      },
    });
    expect(saved.status(), await saved.text()).toBe(200);

    // Step 1: both plans side by side, each with its total for the three nights.
    const dialog = await openFromCalendar(page, id, `${ny.year}-12-29`);
    const standard = dialog.getByTestId('plan-Стандарт');
    const nonRefundable = dialog.getByTestId('plan-Невозвратный');
    await expect
      .poll(async () => spaced(await standard.getByTestId('plan-total').textContent()))
      .toBe(spaced(tenge(135_000)));
    expect(spaced(await nonRefundable.getByTestId('plan-total').textContent())).toBe(spaced(tenge(121_500)));
    await nonRefundable.getByText('Невозвратный', { exact: true }).last().waitFor();
    expect(await standard.getAttribute('aria-checked')).toBe('true');
    await dialog.getByTestId('plan-choice').scrollIntoViewIfNeeded();
    await page.screenshot({ path: path.join(screenshotsDir, 'editor-plans-1366.png') });
    // On a phone the cards stack, each within the screen's width.
    await cardFitsPhone(page, nonRefundable, 'editor-plans-390.png');

    // «Невозвратный»: its policy, and each night by the date's price.
    await nonRefundable.click();
    const chosen = dialog.getByTestId('chosen-plan');
    await chosen.getByText('Выбран тариф «Невозвратный»').waitFor();
    await chosen.getByText('Предоплата не возвращается').waitFor();
    await expect.poll(() => chosen.locator('[data-dated="true"]').count()).toBe(3);
    await expect
      .poll(async () => spaced(await chosen.getByTestId('plan-nights').textContent()))
      .toContain(spaced(`30.12 · ${tenge(40_500)}`));
    await dialog.getByRole('button', { name: 'Сохранить' }).click();
    await page.getByText('Изменено!').first().waitFor();
    await expect.poll(async () => (await detailOf(page, id)).rate_plan).toBe(plans.nonRefundable);
    expect((await detailOf(page, id)).calculated_by.total).toBe('121500.00');

    // Two nights break the 3-night minimum: the rule and date, and no override for the receptionist.
    await pickTwoNights(page, ny);
    await dialog.getByRole('button', { name: 'Сохранить' }).click();
    const refusal = dialog.getByTestId('restriction-refusal');
    await refusal.getByText('Минимальный срок проживания с 30.12 — 3 ночи').waitFor();
    expect(await refusal.getByRole('button', { name: 'Продать с нарушением ограничения' }).count()).toBe(0);
    await page.setViewportSize({ width: 390, height: 844 });
    await page.screenshot({ path: path.join(screenshotsDir, 'editor-restriction-390.png') });
    await page.setViewportSize({ width: 1366, height: 900 });
    // The plans' cards said so before the save too.
    await nonRefundable.getByText('Минимальный срок проживания с 30.12 — 3 ночи').waitFor();
    expect((await detailOf(page, id)).calculated_by.total).toBe('121500.00');
    expect(besides(desk.errors)).toEqual([]);

    // The manager sells the two nights past it, with the reason, which the history keeps.
    const manager = await app.logIn('olga@example.com');
    const mpage = manager.page;
    await mpage.setViewportSize({ width: 1600, height: 900 });
    const editor = await openFromCalendar(mpage, id, `${ny.year}-12-29`);
    await editor.getByTestId('chosen-plan').scrollIntoViewIfNeeded();
    await mpage.screenshot({ path: path.join(screenshotsDir, 'editor-plans-1600.png') });
    await pickTwoNights(mpage, ny);
    await editor.getByRole('button', { name: 'Сохранить' }).click();
    const refused = editor.getByTestId('restriction-refusal');
    await refused.getByText('Минимальный срок проживания с 30.12 — 3 ночи').waitFor();
    await refused.getByRole('button', { name: 'Продать с нарушением ограничения' }).click();
    await refused.getByRole('button', { name: 'Продать с нарушением', exact: true }).click();
    await refused.getByText('Укажите причину').waitFor();
    await mpage.screenshot({ path: path.join(screenshotsDir, 'editor-restriction-1600.png') });
    await refused.getByLabel('Причина нарушения ограничения').fill('Постоянный гость, согласовано');
    await refused.getByRole('button', { name: 'Продать с нарушением', exact: true }).click();
    await mpage.getByText('Изменено!').first().waitFor();
    await refused.waitFor({ state: 'detached' });
    const after = await detailOf(mpage, id);
    expect(after.calculated_by.nights.map((n) => n.date)).toEqual([ny.from, `${ny.year}-12-31`]);
    expect(after.calculated_by.total).toBe('81000.00');
    await editor.getByTestId('history-button').click();
    const history = mpage.getByRole('dialog', { name: /История/ });
    await history.getByText('Продажа в обход ограничений тарифа').first().waitFor();
    await history.getByText('Причина: Постоянный гость, согласовано').first().waitFor();

    // 'Отчёты' → 'Выручка': the two nights by «Невозвратный», its nights and ADR.
    await mpage.goto(`${app.url}/reports?tab=revenue&start=${ny.from}&end=${ny.last}`);
    const byPlan = mpage.getByTestId('revenue-plans').getByRole('row', { name: /Невозвратный/ });
    await byPlan.waitFor();
    const cells = (await byPlan.getByRole('cell').allTextContents()).map(spaced);
    expect(cells.slice(0, 4)).toEqual(['Невозвратный', '2', spaced(tenge(40_500)), spaced(tenge(81_000))]);
    await mpage.getByTestId('revenue-plans').scrollIntoViewIfNeeded();
    await mpage.screenshot({ path: path.join(screenshotsDir, 'reports-plans-1600.png') });
    expect(besides(manager.errors)).toEqual([]);
  });

  it('the move dialog refuses a drag onto a minimum stay, and the owner moves it with a reason', async () => {
    const from = emptyDay(200);
    const next = emptyDay(201);
    const { page, errors } = await app.logIn();
    const body = await app.calendar(page, from, 3);
    const room = roomByName(body, '104');
    const category = body.categories.find((c) => c.room_list.some((r) => r.id === room.id))!;
    // A one-night stay on `from`, then a 2-night minimum from the next day in its category.
    const reserved = await page.request.post(`${app.url}/api/booking/`, {
      data: { room: room.id, check_in: unix(`${from}T14:00:00`), check_out: unix(`${next}T12:00:00`) },
    });
    expect(reserved.status(), await reserved.text()).toBe(201);
    const { id } = (await reserved.json()) as { id: number };
    const saved = await page.request.put(`${app.url}/api/v2/booking/${id}/`, {
      data: {
        version: (await detailOf(page, id)).version,
        check_in: `${from} 14:00`,
        check_out: `${next} 12:00`,
        room: room.id,
        clients: [{ first_name: 'Ерлан', phone_number: '+7 701 555 20 01' }],
      },
    });
    expect(saved.status(), await saved.text()).toBe(200);
    const plans = await app.get<{ id: number; is_base: boolean }[]>(page, '/api/v2/rate-plans/');
    const bulk = await page.request.post(`${app.url}/api/v2/rate-grid/bulk/`, {
      data: {
        rate_plan: plans.find((p) => p.is_base)!.id,
        categories: [category.id],
        from: next,
        to: next,
        restrictions: { min_stay: 2 },
      },
    });
    expect(bulk.status(), await bulk.text()).toBe(200);

    // Dragged a day later: one night from `next`, under its 2-night minimum.
    await app.openWindow(page, from);
    await dragBar(page, id, room.id, from, next);
    const dialog = page.getByTestId('move-dialog');
    await dialog.waitFor();
    await expect.poll(() => dialog.getByTestId('move-price').textContent()).not.toMatch(/Считаем/);
    await dialog.getByRole('button', { name: 'Перенести', exact: true }).click();
    const refusal = dialog.getByTestId('restriction-refusal');
    await refusal
      .getByText(`Минимальный срок проживания с ${next.slice(8, 10)}.${next.slice(5, 7)} — 2 ночи`)
      .waitFor();
    expect((await detailOf(page, id)).calculated_by.nights.map((n) => n.date)).toEqual([from]);
    await sellPastRestriction(refusal, 'Гость задержался на день');
    await dialog.waitFor({ state: 'detached' });
    await expect
      .poll(async () => (await detailOf(page, id)).calculated_by.nights.map((n) => n.date))
      .toEqual([next]);
    expect(besides(errors)).toEqual([]);
  });

  it('the group editor refuses a room shortened under a minimum, and the owner saves it with a reason', async () => {
    // Two nights from a day early enough in its month that both days show in one month of the picker.
    const offset = [220, 221, 222, 223, 224, 225].find((o) => Number(emptyDay(o).slice(8)) <= 26)!;
    const [from, second, to] = [emptyDay(offset), emptyDay(offset + 1), emptyDay(offset + 2)];
    const { page, errors } = await app.logIn();
    const body = await app.calendar(page, from, 3);
    const room = roomByName(body, '104');
    const category = body.categories.find((c) => c.room_list.some((r) => r.id === room.id))!;
    const reserved = await page.request.post(`${app.url}/api/booking/`, {
      data: {
        room: room.id,
        check_in: unix(`${from}T14:00:00`),
        check_out: unix(`${to}T12:00:00`),
        is_group: true,
      },
    });
    expect(reserved.status(), await reserved.text()).toBe(201);
    const { id } = (await reserved.json()) as { id: number };
    const version = (await detailOf(page, id)).version;
    const saved = await page.request.put(`${app.url}/api/v2/booking/group/${id}/`, {
      data: {
        version,
        clients: [{ first_name: 'Группа', phone_number: '+7 701 555 20 02' }],
        child_list: [{ id, room: room.id, check_in: `${from} 14:00`, check_out: `${to} 12:00`, version }],
      },
    });
    expect(saved.status(), await saved.text()).toBe(200);
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

    // The group's room shortened to one night: refused with the rule and date, above the bottom bar.
    await page.goto(`${app.url}/?today=${from}&period=7`);
    await page.getByTestId('calendar-grid').waitFor();
    await scrollUntilShown(page, `bar-booking-${id}`);
    await page.getByTestId(`bar-booking-${id}`).click();
    await page.getByTestId('booking-tooltip').getByRole('button', { name: 'Открыть' }).click();
    const dialog = page.getByTestId('booking-editor');
    await dialog.getByTestId('stay-dates').click();
    const ru = (date: string) =>
      new Intl.DateTimeFormat('ru-RU', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' })
        .format(new Date(`${date}T00:00:00Z`))
        .replace(/\s*г\.$/, '');
    await page.getByRole('button', { name: ru(from), exact: true }).click();
    await page.getByRole('button', { name: ru(second), exact: true }).click();
    await dialog.getByRole('button', { name: 'Сохранить для всех' }).click();
    const refusal = dialog.getByTestId('restriction-refusal');
    await refusal
      .getByText(`Минимальный срок проживания с ${from.slice(8, 10)}.${from.slice(5, 7)} — 2 ночи`)
      .waitFor();
    await sellPastRestriction(refusal, 'Группа уезжает раньше');
    await refusal.waitFor({ state: 'detached' });
    await expect
      .poll(async () => (await detailOf(page, id)).calculated_by.nights.map((n) => n.date))
      .toEqual([from]);
    expect(besides(errors)).toEqual([]);
  });
});
