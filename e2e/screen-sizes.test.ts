/**
 * The front desk at the widths it is used at (issue 28, items 10–12): how many rooms and days the
 * calendar shows on a phone and a laptop, the bars' debt, expiry and repair marks, the repair dialog,
 * the editor's services and the bookings list at 1600, 1366 and 390 px, and an admin table's buttons on a
 * phone. The docs' screenshots of these screens are written here (docs/screens).
 */
import path from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { step } from './editorSteps.ts';
import { emptyDay, roomByName, useJourneys } from './journeys.ts';

const app = useJourneys({ LOGIN_RATE_LIMIT: '100' });
const docsScreens = path.resolve(import.meta.dirname, '..', 'docs', 'screens');

const widths = [
  { width: 1600, height: 900 },
  { width: 1366, height: 768 },
  { width: 390, height: 844 },
] as const;

/**
 * The room rows and day columns of the calendar wholly inside both the grid and the window: what a
 * person sees without scrolling.
 */
async function visibleCells(page: Page): Promise<{ rooms: number; days: number }> {
  // A string script: the e2e project is compiled without the DOM's types.
  return page.evaluate(`(() => {
    const grid = document.querySelector('[data-testid="calendar-grid"]').getBoundingClientRect();
    const names = document.querySelector('[data-testid^="room-"]').getBoundingClientRect();
    const bottom = Math.min(grid.bottom, window.innerHeight) + 0.5;
    const right = Math.min(grid.right, window.innerWidth) + 0.5;
    const rooms = [...document.querySelectorAll('[data-testid^="room-"]')].filter((el) => {
      const b = el.getBoundingClientRect();
      return b.top >= grid.top - 0.5 && b.bottom <= bottom;
    }).length;
    const days = [...document.querySelectorAll('[data-testid^="day-"]')].filter((el) => {
      const b = el.getBoundingClientRect();
      return b.left >= names.right - 0.5 && b.right <= right && b.bottom <= window.innerHeight;
    }).length;
    return { rooms, days };
  })()`);
}

async function openCalendar(page: Page, period: number, from?: string) {
  await page.goto(`${app.url}/?period=${period}${from ? `&today=${from}` : ''}`);
  await page.getByTestId('room-101').waitFor();
  const grid = page.getByTestId('calendar-grid');
  await expect.poll(() => grid.getAttribute('aria-colcount')).toBe(String(period + 1));
}

/** Whether an element lies wholly inside the window's width. */
async function insideWidth(page: Page, locator: ReturnType<Page['locator']>): Promise<boolean> {
  const box = await locator.boundingBox();
  const width = page.viewportSize()?.width ?? 0;
  return box !== null && box.x >= 0 && box.x + box.width <= width + 0.5;
}

describe('screen sizes', () => {
  it("a phone calendar showing at least twice today's rooms × days", async () => {
    const { context, page, errors } = await app.signedIn();
    await page.setViewportSize({ width: 390, height: 844 });
    await openCalendar(page, 30);
    // Before issue 28 a phone showed about 5 rooms × 2 days (10 cells) under the counters and toolbar.
    const { rooms, days } = await visibleCells(page);
    expect(rooms * days, `${rooms} rooms × ${days} days`).toBeGreaterThanOrEqual(20);
    expect(days).toBeGreaterThanOrEqual(7);

    // The counters fold under their title; the toolbar is one row, the rest behind one button.
    const counters = page.getByRole('region', { name: 'Состояние на сегодня' });
    expect(await counters.getByTestId('today-free').isVisible()).toBe(false);
    for (const control of [
      page.getByRole('button', { name: 'Предыдущий день' }),
      page.getByTestId('calendar-date'),
      page.getByRole('button', { name: 'Следующий день' }),
      page.getByRole('button', { name: 'Сегодня', exact: true }),
      page.getByRole('button', { name: 'Период, поиск и выгрузка' }),
    ])
      expect(await insideWidth(page, control), String(control)).toBe(true);
    await page.screenshot({ path: path.join(docsScreens, 'calendar-390.png') });

    await counters.getByRole('button', { name: 'Состояние на сегодня' }).click();
    await counters.getByTestId('today-free').waitFor();
    expect(await counters.getByText('Заселен').isVisible()).toBe(true); // the legend folds with them
    await counters.getByRole('button', { name: 'Состояние на сегодня' }).click();

    await page.getByRole('button', { name: 'Период, поиск и выгрузка' }).click();
    for (const control of [
      page.getByText('60 дн.'),
      page.getByLabel('Поиск по клиенту'),
      page.getByRole('button', { name: 'Скачать EXCEL' }),
    ]) {
      await control.waitFor();
      expect(await insideWidth(page, control), String(control)).toBe(true);
    }
    await page.getByText('7 дн.').click();
    await expect.poll(() => new URL(page.url()).searchParams.get('period')).toBe('7');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('fits the chosen period to a laptop: 30 days show more than 15, and every day of each', async () => {
    const { context, page, errors } = await app.signedIn();
    await page.setViewportSize({ width: 1366, height: 768 });
    const shown: Record<number, { rooms: number; days: number }> = {};
    for (const period of [7, 15, 30, 60]) {
      await openCalendar(page, period);
      shown[period] = await visibleCells(page);
    }
    // Before, 15 and 30 days both showed 9 days at 1366 px.
    expect(shown[15]?.days).toBe(15);
    expect(shown[30]?.days).toBe(30);
    expect(shown[7]?.days).toBe(7);
    expect(shown[60]?.days).toBeGreaterThan(30);
    // Before, about 9 rooms showed under the counters, a two-row toolbar and the legend.
    expect(shown[30]?.rooms).toBeGreaterThan(9);

    // The calendar at 1600 and 1366 px for the docs.
    for (const { width, height } of widths.slice(0, 2)) {
      await page.setViewportSize({ width, height });
      await openCalendar(page, 30);
      await page.screenshot({ path: path.join(docsScreens, `calendar-${width}.png`) });
    }
    expect(errors).toEqual([]);
    await context.close();
  });

  it('shows a short bar its guest first and the debt as a mark, never a cut amount', async () => {
    const { context, page, errors } = await app.signedIn();
    await page.setViewportSize({ width: 1366, height: 768 });
    await openCalendar(page, 30);
    const debtors = page.locator('[data-testid^="bar-booking-"][data-debt]');
    await expect.poll(() => debtors.count()).toBeGreaterThan(0);
    const seen = new Set<string>();
    for (const bar of await debtors.all()) {
      const shown = (await bar.getAttribute('data-debt')) ?? '';
      seen.add(shown);
      const label = (await bar.getAttribute('aria-label')) ?? '';
      const amount = /Долг (.+₸)/.exec(label)?.[1];
      expect(amount, label).toBeTruthy();
      if (shown === 'edge') continue;
      const badge = bar.getByTestId('bar-debt');
      const text = (await badge.textContent()) ?? '';
      // The whole amount or the mark: never '−105'.
      expect(text === '₸' || text === `−${amount}`, text).toBe(true);
      expect(await badge.evaluate((el) => el.scrollWidth <= el.clientWidth)).toBe(true);
      expect(await badge.getAttribute('title')).toBe(`Долг ${amount}`);
      // The name comes first and keeps some room.
      const name = bar.locator('span').first();
      expect((await name.boundingBox())?.width ?? 0).toBeGreaterThan(0);
    }
    expect(seen.has('mark') || seen.has('edge')).toBe(true);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('marks a reserve that expires, and says until when', async () => {
    const { context, page, errors } = await app.signedIn();
    const from = emptyDay(0);
    const body = await app.get<{
      categories: { room_list: { booking_list: { id: number; expire_on?: number }[] }[] }[];
    }>(
      page,
      `/api/v2/main/calendar/?start=${Math.floor(Date.now() / 1000) - 86_400}&end=${Math.floor(Date.now() / 1000) + 14 * 86_400}`,
    );
    const expiring = body.categories
      .flatMap((c) => c.room_list)
      .flatMap((r) => r.booking_list)
      .find((b) => b.expire_on !== undefined);
    if (!expiring) throw new Error('the demo has no expiring reserve in the next two weeks');
    await page.setViewportSize({ width: 1600, height: 900 });
    await openCalendar(page, 15, from);
    const bar = page.getByTestId(`bar-booking-${expiring.id}`);
    await bar.getByTestId('bar-expires').waitFor();
    const at = new Date((expiring.expire_on ?? 0) * 1000).toLocaleString('ru-RU', {
      timeZone: 'Asia/Almaty',
      day: '2-digit',
      month: '2-digit',
      year: 'numeric',
      hour: '2-digit',
      minute: '2-digit',
    });
    expect(await bar.getAttribute('title')).toContain(`Резерв до ${at.replace(',', '')}`);
    await bar.click();
    await page.getByTestId('booking-tooltip').getByText('Резерв до', { exact: true }).waitFor();
    expect(errors).toEqual([]);
    await context.close();
  });

  it('closes a room for repair with a comment from a keyboard range, and the range clears', async () => {
    const { context, page, errors } = await app.signedIn();
    const from = emptyDay(190);
    const room = roomByName(await app.calendar(page, from), '103');
    await page.setViewportSize({ width: 1366, height: 768 });
    await openCalendar(page, 15, from);
    const grid = page.getByTestId('calendar-grid');
    await grid.focus();
    // From the first room's first day down to 103, then three days.
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Shift+ArrowRight');
    await page.keyboard.press('Shift+ArrowRight');
    const selected = page.locator('[role="gridcell"][aria-selected="true"]');
    await expect.poll(() => selected.count()).toBe(3);
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog');
    await dialog.getByText('Новая бронь — номер 103').waitFor();
    await dialog.getByLabel('Комментарий к ремонту').fill('Меняем кран в ванной');
    const saved = page.waitForResponse(
      (r) => r.url().includes('/room-repair/') && r.request().method() === 'POST',
    );
    await dialog.getByRole('button', { name: 'Закрыть на ремонт' }).click();
    expect((await saved).status()).toBe(201);
    await dialog.waitFor({ state: 'detached' });
    const repair = (await app.calendar(page, from, 15)).categories
      .flatMap((c) => c.room_list)
      .find((r) => r.id === room.id)
      ?.booking_list.find((b) => b.kind === 'repair');
    if (!repair) throw new Error('no repair in room 103');
    const bar = page.getByTestId(`bar-repair-${repair.id}`);
    await expect.poll(() => bar.getAttribute('title')).toContain('Комментарий: Меняем кран в ванной');
    // The range handed to the dialog is no longer drawn over the room now closed.
    expect(await selected.count()).toBe(0);
    await bar.click();
    await page.getByRole('dialog').getByText('Меняем кран в ванной').waitFor();
    await page.getByRole('dialog').getByRole('button', { name: 'Открыть' }).click();
    await bar.waitFor({ state: 'detached' });
    expect(errors).toEqual([]);
    await context.close();
  });

  it('offers the housekeeper only the repair, with its comment, and no group booking', async () => {
    const { context, page, errors } = await app.signedIn('gulnara@example.com');
    const from = emptyDay(195);
    const room = roomByName(await app.calendar(page, from), '104');
    await openCalendar(page, 7, from);
    await page.locator(`[data-cell="r${room.id}-${emptyDay(196)}"]`).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('button', { name: 'Закрыть на ремонт' }).waitFor();
    expect(await dialog.getByText('Групповая бронь').count()).toBe(0);
    expect(await dialog.getByRole('button', { name: 'Резерв', exact: true }).count()).toBe(0);
    expect(await dialog.getByLabel('Комментарий к ремонту').isVisible()).toBe(true);
    await page.keyboard.press('Escape');
    expect(errors).toEqual([]);
    await context.close();
  });

  it("fits the editor's services to each width, and the bookings list's text to 1366 px", async () => {
    const { context, page, errors } = await app.signedIn();
    for (const { width, height } of widths) {
      await page.setViewportSize({ width, height });
      await page.goto(`${app.url}/bookings?tab=all&sort=-check_in`);
      const list = page.getByTestId('bookings-list');
      await list.waitFor();
      const firstRow = page.locator('[data-testid^="booking-row-"]').first();
      await firstRow.waitFor();
      if (width !== 390) {
        // Every cell's text reads whole: nothing cut with '…' ('Хостел 2, …', 'Booking.c…' before).
        const cut: string[] =
          await list.evaluate(`[...document.querySelectorAll('[data-testid^="booking-row-"] *')]
          .filter((el) => el.children.length === 0 || el.tagName === 'P')
          .filter((el) => el.textContent && (el.scrollWidth > el.clientWidth + 1 || el.scrollHeight > el.clientHeight + 1))
          .map((el) => el.textContent)`);
        expect(cut).toEqual([]);
      }
      await page.screenshot({ path: path.join(docsScreens, `bookings-list-${width}.png`) });

      await firstRow.click();
      const editor = page.getByTestId('booking-editor');
      await editor.getByText('Информация о брони').first().waitFor();
      await step(page, 'Услуги');
      const services = editor.locator('[data-testid^="service-"]');
      await services.first().waitFor();
      // The quantity and the amount of every service lie inside the window.
      for (const service of await services.all()) {
        expect(await insideWidth(page, service.getByRole('textbox'))).toBe(true);
        expect(await insideWidth(page, service.locator('text=₸').last())).toBe(true);
      }
      await page.screenshot({ path: path.join(docsScreens, `editor-services-${width}.png`) });
      await editor.getByRole('button', { name: 'Закрыть' }).first().click();
      await editor.waitFor({ state: 'detached' });
    }
    expect(errors).toEqual([]);
    await context.close();
  });

  it("reaches an admin table's edit and delete buttons on a phone", async () => {
    const { context, page, errors } = await app.signedIn();
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(`${app.url}/admin/services`);
    const edit = page.getByRole('button', { name: /^Изменить «/ }).first();
    const remove = page.getByRole('button', { name: /^Удалить «/ }).first();
    await edit.waitFor();
    expect(await insideWidth(page, edit)).toBe(true);
    expect(await insideWidth(page, remove)).toBe(true);
    await edit.click();
    await page.getByRole('dialog').waitFor();
    expect(errors).toEqual([]);
    await context.close();
  });
});
