/**
 * The front desk's list 'Брони' (issue 13), against a really started server with demo data: open it from
 * the navigation, take 'Заезды сегодня', check a guest in from the row and see the calendar bar turn
 * 'Заселен'; the tab and the search live in the URL (a reload keeps them); 'Скачать EXCEL' saves exactly
 * the filtered rows, read back with exceljs.
 *
 * Which demo guests arrive today depends on the hour (the property's today is Almaty's, UTC+5), so the
 * journey makes its own arrival for today in a room free tonight, through the API.
 */
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import ExcelJS from 'exceljs';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { screenshotsDir } from './harness.ts';
import { emptyDay, scrollUntilShown, useJourneys } from './journeys.ts';

// Every journey logs in afresh, more often than the default ten logins a minute allow.
const app = useJourneys({ LOGIN_RATE_LIMIT: '100' });
const docsScreens = path.resolve(import.meta.dirname, '..', 'docs', 'screens');

interface Room {
  id: number;
  name: string;
  booking_list: { check_in: number; check_out: number }[];
  koika_list: unknown[];
}
interface ListPage {
  count: number;
  results: { id: number; status: string; guest_name: string | null }[];
}

/** An Almaty wall-clock time as unix seconds. */
const at = (date: string, time: string) => new Date(`${date}T${time}:00+05:00`).getTime() / 1000;
const detailOf = (page: Page, id: number) =>
  app.get<{ version: number; number: number }>(page, `/api/v2/booking/${id}/`);

/**
 * A booking arriving today at 14:00 for one night, saved with `guest` and moved to 'Бронь', in the first
 * whole-room room that is free tonight.
 */
async function arrivalToday(page: Page, guest: string): Promise<{ id: number; room: string }> {
  const today = emptyDay(0);
  const tomorrow = emptyDay(1);
  const checkIn = at(today, '14:00');
  const checkOut = at(tomorrow, '12:00');
  const start = at(today, '00:00');
  const body = await app.get<{ categories: { room_list: Room[] }[] }>(
    page,
    `/api/v2/main/calendar/?start=${start}&end=${start + 2 * 86_400}`,
  );
  const rooms = body.categories.flatMap((c) => c.room_list);
  const room = rooms.find(
    (r) =>
      r.koika_list.length === 0 &&
      r.booking_list.every((b) => b.check_out <= checkIn || b.check_in >= checkOut),
  );
  if (!room) throw new Error('no room is free tonight');
  const created = await page.request.post(`${app.url}/api/booking/`, {
    data: { room: room.id, check_in: checkIn, check_out: checkOut },
  });
  expect(created.status()).toBe(201);
  const { id } = (await created.json()) as { id: number };
  const saved = await page.request.put(`${app.url}/api/v2/booking/${id}/`, {
    data: {
      version: (await detailOf(page, id)).version,
      check_in: `${today} 14:00`,
      check_out: `${tomorrow} 12:00`,
      room: room.id,
      clients: [{ first_name: guest, phone_number: '+7 701 555 44 33' }],
    },
  });
  expect(saved.status()).toBe(200);
  // Leaving the reserve takes money first (specification 7.3): a part payment, so the guest still owes.
  const methods = (await app.get<{ results: { id: number }[] }>(page, '/api/v2/companies/payment-types/'))
    .results;
  const paid = await page.request.post(`${app.url}/api/v2/booking/payments/`, {
    data: {
      booking: id,
      value: '1000',
      payment_type: 'payment',
      payment_method: methods[0]!.id,
      comment: 'Предоплата',
    },
  });
  expect(paid.status(), await paid.text()).toBe(201);
  const booked = await page.request.post(`${app.url}/api/v2/booking/${id}/status/`, {
    data: { status: 'booked', version: (await detailOf(page, id)).version },
  });
  expect(booked.status(), await booked.text()).toBe(200);
  return { id, room: room.name };
}

/** The list's 'Найдено: N'. */
async function shownCount(page: Page): Promise<number> {
  const text = await page.getByText(/^Найдено: \d+$/).textContent();
  return Number(/\d+/.exec(text ?? '')?.[0]);
}

describe('bookings list journeys', () => {
  it("checks in today's arrival from the row, and the calendar bar turns 'Заселен'", async () => {
    const { context, page, errors } = await app.logIn();
    const { id } = await arrivalToday(page, 'Арайлым Заездова');

    await page.getByRole('navigation').getByRole('link', { name: 'Брони' }).click();
    await page.getByTestId('bookings-list').waitFor();
    await page.getByRole('tab', { name: /Заезды сегодня/ }).click();
    await expect.poll(() => new URL(page.url()).searchParams.get('tab')).toBe('arrivals');
    const row = page.getByTestId(`booking-row-${id}`);
    await row.waitFor();
    expect(await row.getAttribute('data-status')).toBe('booked');
    expect(await row.getByText('Арайлым Заездова').isVisible()).toBe(true);
    // Every row of the tab arrives today, in the property's zone.
    const arrivals = await app.get<ListPage>(page, '/api/v2/booking/list/?tab=arrivals&page[size]=200');
    expect(arrivals.results.some((b) => b.id === id)).toBe(true);
    expect(await shownCount(page)).toBe(arrivals.count);
    expect(await page.getByTestId('tab-count-arrivals').textContent()).toBe(String(arrivals.count));

    // The tab is in the address: a reload opens the same list.
    await page.reload();
    await row.waitFor();
    expect(await page.getByRole('tab', { name: /Заезды сегодня/ }).getAttribute('aria-selected')).toBe(
      'true',
    );
    // The docs' screenshot: today's arrivals at 1366 px, every tab's count in.
    await page.setViewportSize({ width: 1366, height: 768 });
    for (const tab of ['arrivals', 'departures', 'in_house', 'debtors', 'all'])
      await page.getByTestId(`tab-count-${tab}`).waitFor();
    mkdirSync(docsScreens, { recursive: true });
    await page.screenshot({ path: path.join(docsScreens, 'bookings-list.png') });

    await row.getByRole('button', { name: 'Заселить' }).click();
    // The arrival is today, so nothing is asked; were the hour to make it otherwise, staff would confirm.
    const ask = page.getByRole('dialog', { name: 'Заезд раньше срока' });
    const toast = page.getByText('Заселили!');
    await ask.or(toast).first().waitFor();
    if (await ask.isVisible()) await ask.getByRole('button', { name: 'Заселить, не меняя даты' }).click();
    await toast.waitFor();
    // Checked in today, the guest stays on today's arrivals, now with 'Выселить'.
    await expect.poll(() => row.getAttribute('data-status')).toBe('check_in');
    await row.getByRole('button', { name: 'Выселить' }).waitFor();

    await page.getByRole('navigation').getByRole('link', { name: 'Календарь' }).click();
    await page.getByTestId('room-101').waitFor();
    await scrollUntilShown(page, `bar-booking-${id}`);
    const bar = page.getByTestId(`bar-booking-${id}`);
    expect(await bar.getAttribute('data-status')).toBe('check_in');
    expect(await bar.getAttribute('aria-label')).toContain('Заселен');
    await page.screenshot({ path: path.join(screenshotsDir, 'bookings-checked-in-calendar.png') });
    expect(errors).toEqual([]);
    await context.close();
  });

  it('keeps the search in the URL, opens a booking from its row, and exports exactly the filtered rows', async () => {
    const { context, page, errors } = await app.signedIn();
    const { id } = await arrivalToday(page, 'Дана Выгрузкина');
    await page.goto(`${app.url}/bookings`);
    await page.getByTestId('bookings-list').waitFor();

    await page.getByLabel('Поиск', { exact: true }).fill('Выгрузкина');
    await expect.poll(() => new URL(page.url()).searchParams.get('search')).toBe('Выгрузкина');
    await expect.poll(() => page.locator('[data-testid^="booking-row-"]').count()).toBe(1);
    await page.reload();
    await page.getByTestId(`booking-row-${id}`).waitFor();
    expect(await page.getByLabel('Поиск', { exact: true }).inputValue()).toBe('Выгрузкина');
    expect(await shownCount(page)).toBe(1);

    // A colleague checks the guest in (here through the API): the row follows live, without a reload.
    const navigations: string[] = [];
    page.on('framenavigated', (frame) => navigations.push(frame.url()));
    const row = page.getByTestId(`booking-row-${id}`);
    expect(await row.getAttribute('data-status')).toBe('booked');
    const checkedIn = await page.request.post(`${app.url}/api/v2/booking/${id}/status/`, {
      data: { status: 'check_in', version: (await detailOf(page, id)).version },
    });
    expect(checkedIn.status(), await checkedIn.text()).toBe(200);
    await expect.poll(() => row.getAttribute('data-status')).toBe('check_in');
    await row.getByText('Заселен').waitFor();
    expect(navigations).toEqual([]);

    // A click on the row opens the booking editor on it.
    // The row and the editor name the booking by its number in the company (issue 29, item 15).
    const { number } = await detailOf(page, id);
    await page.getByTestId(`booking-row-${id}`).getByText(String(number), { exact: true }).waitFor();
    await page.getByTestId(`booking-row-${id}`).click();
    const dialog = page.getByRole('dialog');
    await dialog
      .getByText(new RegExp(`Бронь №${number}`))
      .first()
      .waitFor();
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });

    // A wider filter for the export: the statuses 'Бронь' and 'Заселен', by the address.
    await page.goto(`${app.url}/bookings?status=booked,check_in&sort=-id`);
    await page.locator('[data-testid^="booking-row-"]').first().waitFor();
    const count = await shownCount(page);
    expect(count).toBeGreaterThan(1);
    const firstIds = await page
      .locator('[data-testid^="booking-row-"]')
      .evaluateAll((rows) =>
        rows.slice(0, 5).map((r) => Number(r.getAttribute('data-testid')?.split('-')[2])),
      );
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Скачать EXCEL' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe('Брони.xlsx');
    const book = new ExcelJS.Workbook();
    await book.xlsx.readFile((await download.path())!);
    const sheet = book.worksheets[0]!;
    const header = (sheet.getRow(1).values as unknown[]).slice(1);
    expect(header.slice(0, 3)).toEqual(['№', 'Гость', 'Телефон']);
    const ids: number[] = [];
    sheet.eachRow((r, n) => {
      if (n > 1) ids.push(Number(r.getCell(1).value));
    });
    expect(ids).toHaveLength(count);
    expect(ids.slice(0, firstIds.length)).toEqual(firstIds);
    expect(errors).toEqual([]);
    await context.close();
  });
});
