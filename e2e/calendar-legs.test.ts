/**
 * A guest's mid-stay room move (issue 28, item 3): a checked-in guest dragged to another room moves
 * 'С сегодняшнего дня', the booking stays one, and the grid shows its two rooms as two bars: the room
 * left as history up to now, the new one to the departure. The room left is free after today.
 */
import path from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { screenshotsDir } from './harness.ts';
import { emptyDay, reserveCell, scrollUntilShown, useJourneys } from './journeys.ts';

const app = useJourneys({ LOGIN_RATE_LIMIT: '100' });

/** An Almaty wall-clock time as unix seconds. */
const at = (date: string, time: string) => new Date(`${date}T${time}:00+05:00`).getTime() / 1000;
const detailOf = (page: Page, id: number) =>
  app.get<{ version: number; legs: { room: number; from: number; to: number }[] }>(
    page,
    `/api/v2/booking/${id}/`,
  );

/**
 * Two rooms of categories of their own, 'Переезд' at 20 000 ₸ a night and 'Переезд люкс' at 30 000 ₸, so
 * the two moves quote differently: the demo's rooms around today are taken by its stays.
 */
async function twoRooms(page: Page) {
  const rooms = [];
  for (const [category, name, price] of [
    ['Переезд', 'П1', 20_000],
    ['Переезд люкс', 'П2', 30_000],
  ] as const) {
    const every = Object.fromEntries(
      ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'san'].map((d) => [d, price]),
    );
    const made = await page.request.post(`${app.url}/api/v2/categories/`, {
      data: {
        name: category,
        category_type: 'room',
        place_number: 2,
        rates: { price_type: 'week', rows: { base: every } },
      },
    });
    expect(made.status(), await made.text()).toBe(201);
    const room = await page.request.post(`${app.url}/api/v2/categories/rooms/`, {
      data: { name, category: ((await made.json()) as { id: number }).id },
    });
    expect(room.status(), await room.text()).toBe(201);
    rooms.push({ name, id: ((await room.json()) as { id: number }).id });
  }
  return rooms as [{ name: string; id: number }, { name: string; id: number }];
}

/** A stay from yesterday 14:00 to the day after tomorrow 12:00 in `room`, saved, paid and checked in. */
async function guestInHouse(page: Page, room: number) {
  const [yesterday, leave] = [emptyDay(-1), emptyDay(2)];
  const created = await page.request.post(`${app.url}/api/booking/`, {
    data: { room, check_in: at(yesterday, '14:00'), check_out: at(leave, '12:00') },
  });
  expect(created.status()).toBe(201);
  const { id } = (await created.json()) as { id: number };
  const saved = await page.request.put(`${app.url}/api/v2/booking/${id}/`, {
    data: {
      version: (await detailOf(page, id)).version,
      check_in: `${yesterday} 14:00`,
      check_out: `${leave} 12:00`,
      room,
      clients: [{ first_name: 'Переездова', phone_number: '+7 701 555 66 77' }],
    },
  });
  expect(saved.status(), await saved.text()).toBe(200);
  const methods = (await app.get<{ results: { id: number }[] }>(page, '/api/v2/companies/payment-types/'))
    .results;
  const paid = await page.request.post(`${app.url}/api/v2/booking/payments/`, {
    data: {
      booking: id,
      value: '5000',
      payment_type: 'payment',
      payment_method: methods[0]!.id,
      comment: 'Предоплата',
    },
  });
  expect(paid.status(), await paid.text()).toBe(201);
  for (const status of ['booked', 'check_in']) {
    const step = await page.request.post(`${app.url}/api/v2/booking/${id}/status/`, {
      data: { status, version: (await detailOf(page, id)).version },
    });
    expect(step.status(), await step.text()).toBe(200);
  }
  return id;
}

describe('a mid-stay room move on the calendar', () => {
  it("drags a guest in house to another room 'С сегодняшнего дня': two bars of one booking, the room left free after today", async () => {
    const { context, page, errors } = await app.signedIn();
    const from = emptyDay(-1);
    const [left, target] = await twoRooms(page);
    const id = await guestInHouse(page, left.id);
    await app.openWindow(page, from);
    // The new category is the grid's last.
    await scrollUntilShown(page, `bar-booking-${id}`);
    await page.locator(`[data-cell="r${target.id}-${from}"]`).scrollIntoViewIfNeeded();

    const bar = page.locator(`[data-room-id="${left.id}"] [data-testid="bar-booking-${id}"]`);
    await bar.waitFor();
    const barBox = await bar.boundingBox();
    const sourceRow = await page.locator(`[data-cell="r${left.id}-${from}"]`).boundingBox();
    const targetRow = await page.locator(`[data-cell="r${target.id}-${from}"]`).boundingBox();
    if (!barBox || !sourceRow || !targetRow) throw new Error('grid is not laid out');
    const [x, y] = [barBox.x + barBox.width / 2, barBox.y + barBox.height / 2];
    await page.mouse.move(x, y);
    await page.mouse.down();
    await page.mouse.move(x + 4, y + 10, { steps: 4 });
    await page.mouse.move(x, y + (targetRow.y - sourceRow.y), { steps: 8 });
    await page.getByTestId('drop-target').waitFor();
    await page.mouse.up();

    const dialog = page.getByRole('dialog', { name: `Перенести бронь №${id}?` });
    await dialog.waitFor();
    // A guest in house moves from now by default; the whole stay is the other choice, each quoted.
    const fromNow = dialog.getByRole('radio', { name: 'С сегодняшнего дня' });
    const wholeStay = dialog.getByRole('radio', { name: 'Всё проживание' });
    expect(await fromNow.isChecked()).toBe(true);
    const price = dialog.getByTestId('move-price');
    await expect.poll(() => price.textContent()).not.toContain('Считаем');
    const quoteOf = (fromNowAsked: boolean) =>
      page.waitForResponse(
        (r) =>
          r.url().includes(`/booking/${id}/move/quote/`) &&
          r.request().postDataJSON().from_now === fromNowAsked,
      );
    // From now: yesterday's night in П1 (20 000 ₸), the next two in П2 (30 000 ₸ each).
    await expect.poll(() => price.textContent()).toMatch(/^Было 60\s000\s₸ → станет 80\s000\s₸/);
    const wholeQuote = quoteOf(false);
    await wholeStay.check();
    expect((await wholeQuote).status()).toBe(200);
    // The whole stay: three nights in П2.
    await expect.poll(() => price.textContent()).toMatch(/^Было 60\s000\s₸ → станет 90\s000\s₸/);
    const nowQuote = quoteOf(true);
    // By the keyboard: the radio group moves its choice with the arrows.
    await wholeStay.focus();
    await page.keyboard.press('ArrowUp');
    expect((await nowQuote).status()).toBe(200);
    expect(await fromNow.isChecked()).toBe(true);
    await expect.poll(() => price.textContent()).toMatch(/станет 80\s000\s₸/);
    await dialog.getByLabel('Причина переселения').fill('Шумно у лифта');
    await page.setViewportSize({ width: 1366, height: 768 });
    await page.screenshot({ path: path.join(screenshotsDir, 'legs-move-dialog.png') });
    const moved = page.waitForResponse((r) => r.url().endsWith(`/booking/${id}/move/`));
    await dialog.getByRole('button', { name: 'Перенести' }).click();
    expect((await moved).status()).toBe(200);
    await dialog.waitFor({ state: 'detached' });

    // One booking, two bars: the room left up to now (history, not draggable), the new one to the end.
    const earlier = page.locator(`[data-room-id="${left.id}"] [data-testid="bar-booking-${id}"]`);
    const current = page.locator(`[data-room-id="${target.id}"] [data-testid="bar-booking-${id}"]`);
    await expect.poll(() => current.getAttribute('data-leg')).toBe('1');
    await expect.poll(() => earlier.getAttribute('data-leg')).toBe('0');
    expect(await earlier.getAttribute('data-earlier-leg')).toBe('true');
    expect(await page.locator(`[data-testid="bar-booking-${id}"]`).count()).toBe(2);
    expect(await earlier.getAttribute('aria-label')).toContain(`Переезд: ${left.name} → ${target.name}`);
    const { legs } = await detailOf(page, id);
    expect(legs.map((l) => l.room)).toEqual([left.id, target.id]);

    // The grid at each width: the two rooms' bars, the room left faded as history.
    await page.getByText('Изменено!').waitFor({ state: 'detached' });
    for (const width of [1600, 1366, 390]) {
      await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
      await current.scrollIntoViewIfNeeded();
      await page.screenshot({ path: path.join(screenshotsDir, `legs-calendar-${width}.png`) });
    }
    await page.setViewportSize({ width: 1366, height: 768 });
    await earlier.scrollIntoViewIfNeeded();

    // The tooltip names the stay's real dates and which room this part is.
    await earlier.click();
    const tooltip = page.getByTestId('booking-tooltip');
    await tooltip.waitFor();
    expect(await tooltip.getByTestId('tooltip-leg').textContent()).toMatch(
      new RegExp(`^${left.name} → ${target.name}Здесь: .*\\(номер 1 из 2\\)$`),
    );
    // A room already left is not extended from: the stay goes on in the new one.
    expect(await tooltip.getByRole('button', { name: 'Продлить' }).count()).toBe(0);
    await page.screenshot({ path: path.join(screenshotsDir, 'legs-tooltip-1366.png') });
    await page.keyboard.press('Escape');
    await tooltip.waitFor({ state: 'detached' });

    // The room left is free after today: tomorrow's cell reserves.
    const draft = await reserveCell(page, left.id, emptyDay(1));
    expect(draft).toBeGreaterThan(id);
    await page.getByRole('button', { name: 'Закрыть и удалить черновик' }).click();
    expect(errors).toEqual([]);
    await context.close();
  });
});
