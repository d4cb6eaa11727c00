/**
 * The calendar grid as a receptionist reads it: a colleague's booking arrives live with everything its
 * bar shows, the period's column widths, free counts in collapsed rows, and the phone-width toolbar.
 */
import path from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { screenshotsDir } from './harness.ts';
import { emptyDay, roomByName, tenge, useJourneys } from './journeys.ts';

// Every journey logs in afresh, more often than the default ten logins a minute allow.
const app = useJourneys({ LOGIN_RATE_LIMIT: '100' });

/** What the calendar answer says about one booking, beyond where it sits. */
interface BarFields {
  id: number;
  client: string;
  source: string;
  duty: number;
}

async function barFields(page: Page, from: string, roomName: string, id: number): Promise<BarFields> {
  const room = roomByName(await app.calendar(page, from, 7), roomName);
  const item = room.booking_list.find((b) => b.id === id) as unknown as BarFields | undefined;
  if (!item) throw new Error(`booking ${id} is not in room ${roomName}`);
  return item;
}

describe('calendar grid', () => {
  it("shows a colleague's new booking live with its client, source and amount to pay", async () => {
    const colleague = await app.signedIn();
    const watcher = await app.signedIn();
    const from = emptyDay(150);
    const day = emptyDay(151);
    const next = emptyDay(153);
    const room = roomByName(await app.calendar(colleague.page, from, 7), '104');
    await app.openWindow(watcher.page, from);
    await watcher.page.getByTestId('live-on').waitFor();
    const navigations: string[] = [];
    watcher.page.on('framenavigated', (frame) => navigations.push(frame.url()));

    // The colleague reserves a draft and saves it with a guest and a sales channel, as the editor does.
    const request = colleague.page.request;
    const checkIn = new Date(`${day}T14:00:00+05:00`).getTime() / 1000;
    const created = await request.post(`${app.url}/api/booking/`, {
      data: { room: room.id, check_in: checkIn, check_out: checkIn + 22 * 3600 },
    });
    expect(created.status()).toBe(201);
    const { id } = (await created.json()) as { id: number };
    const bar = watcher.page.getByTestId(`bar-booking-${id}`);
    await bar.waitFor({ state: 'attached' });

    const channels = await app.get<
      { results: { id: number; name: string }[] } | { id: number; name: string }[]
    >(colleague.page, '/api/v2/sales-channels/?page[number]=1&page[size]=100');
    const channel = (Array.isArray(channels) ? channels : channels.results)[0];
    if (!channel) throw new Error('the demo data has no sales channel');
    const { version } = await app.get<{ version: number }>(colleague.page, `/api/v2/booking/${id}/`);
    const saved = await request.put(`${app.url}/api/v2/booking/${id}/`, {
      data: {
        version,
        check_in: `${day} 14:00`,
        check_out: `${next} 12:00`,
        room: room.id,
        source: channel.id,
        clients: [{ first_name: 'Айгуль', last_name: 'Серикова', phone_number: '+7 701 111 22 33' }],
      },
    });
    expect(saved.status()).toBe(200);
    const expected = await barFields(colleague.page, from, '104', id);
    expect(expected.client).toContain('Серикова');
    expect(expected.source).toBe(channel.name);
    expect(expected.duty).toBeGreaterThan(0);

    // Without a reload, the watcher's bar names the guest and its popover the source and the amount.
    await expect.poll(() => bar.getAttribute('aria-label')).toContain(expected.client);
    await bar.click();
    const tooltip = watcher.page.getByTestId('booking-tooltip');
    await tooltip.getByText(`Бронь №${id}`).waitFor();
    expect(await tooltip.getByText(expected.client, { exact: true }).isVisible()).toBe(true);
    expect(await tooltip.getByText(channel.name, { exact: true }).isVisible()).toBe(true);
    expect(await tooltip.getByText(tenge(expected.duty), { exact: true }).isVisible()).toBe(true);
    await watcher.page.screenshot({ path: path.join(screenshotsDir, 'calendar-grid-live.png') });
    expect(navigations).toEqual([]);
    expect([...colleague.errors, ...watcher.errors]).toEqual([]);
    await colleague.context.close();
    await watcher.context.close();
  });

  it('fits 7, 15 and 30 days to the width and scrolls 60 days at the 28 px minimum (issue 28, item 11)', async () => {
    const { context, page, errors } = await app.signedIn();
    const from = emptyDay(150);
    const shownDays = async (period: number) => {
      await page.goto(`${app.url}/?today=${from}&period=${period}`);
      await page.getByTestId('room-101').waitFor();
      const grid = page.getByTestId('calendar-grid');
      await expect.poll(() => grid.getAttribute('aria-colcount')).toBe(String(period + 1));
      const name = await page.getByTestId('room-101').boundingBox();
      const cell = await page.locator(`[data-cell$="-${from}"]`).first().boundingBox();
      const width = await grid.evaluate((el) => el.clientWidth);
      if (!name || !cell) throw new Error('grid is not laid out');
      return { days: (width - name.width) / cell.width, column: cell.width };
    };
    for (const width of [1366, 1600]) {
      await page.setViewportSize({ width, height: 900 });
      for (const period of [7, 15, 30]) expect((await shownDays(period)).days).toBeGreaterThanOrEqual(period);
      const twoMonths = await shownDays(60);
      expect(twoMonths.column).toBe(28);
      expect(twoMonths.days).toBeGreaterThan(30);
      await page.screenshot({ path: path.join(screenshotsDir, `calendar-grid-60-${width}.png`) });
    }
    expect(errors).toEqual([]);
    await context.close();
  });

  it('counts free rooms in a collapsed category and free beds in a room whose beds are hidden', async () => {
    const { context, page, errors } = await app.signedIn();
    const from = emptyDay(160);
    const day = emptyDay(161);
    const body = (await app.calendar(page, from, 7)) as unknown as {
      categories: { id: number; room_list: { id: number; name: string; koika_list: { id: number }[] }[] }[];
    };
    const standard = body.categories.find((c) => c.room_list.some((r) => r.name === '101'));
    const hostel = body.categories.flatMap((c) => c.room_list).find((r) => r.koika_list.length > 1);
    if (!standard || !hostel) throw new Error('the demo data has no standard rooms or no beds');
    const room101 = roomByName(await app.calendar(page, from, 7), '101');
    const checkIn = new Date(`${day}T14:00:00+05:00`).getTime() / 1000;
    for (const data of [
      { room: room101.id, check_in: checkIn, check_out: checkIn + 22 * 3600 },
      { room: hostel.id, koika: hostel.koika_list[0]?.id, check_in: checkIn, check_out: checkIn + 22 * 3600 },
    ]) {
      expect((await page.request.post(`${app.url}/api/booking/`, { data })).status()).toBe(201);
    }
    await app.openWindow(page, from);
    const free = (key: string, date: string) =>
      page.locator(`[data-free-cell="${key}-${date}"]`).textContent({ timeout: 5000 });

    // Beds are hidden by default: the hostel room's row counts its free beds.
    const grid = page.getByTestId('calendar-grid');
    await expect
      .poll(
        async () => {
          if ((await page.locator(`[data-free-cell="r${hostel.id}-${day}"]`).count()) > 0) return true;
          await grid.evaluate((el) => el.scrollBy(0, el.clientHeight / 2));
          return false;
        },
        { timeout: 10_000 },
      )
      .toBe(true);
    await page.locator(`[data-free-cell="r${hostel.id}-${day}"]`).scrollIntoViewIfNeeded();
    const beds = hostel.koika_list.length;
    expect(await free(`r${hostel.id}`, from)).toBe(String(beds));
    expect(await free(`r${hostel.id}`, day)).toBe(String(beds - 1));
    await page.screenshot({ path: path.join(screenshotsDir, 'calendar-grid-free-beds.png') });

    // Collapsing the category of 101 shows its free rooms per day instead of its rooms.
    await grid.evaluate((el) => el.scrollTo(0, 0));
    const toggle = page
      .locator(`[data-row="c${standard.id}"]`)
      .getByRole('button', { name: 'Свернуть или развернуть категорию' });
    await toggle.click();
    await page.getByTestId('room-101').waitFor({ state: 'detached' });
    const rooms = standard.room_list.length;
    expect(await free(`c${standard.id}`, from)).toBe(String(rooms));
    expect(await free(`c${standard.id}`, day)).toBe(String(rooms - 1));
    await page.screenshot({ path: path.join(screenshotsDir, 'calendar-grid-free-rooms.png') });
    expect(errors).toEqual([]);
    await context.close();
  });

  it('fits the hourly dialog on a 390 px phone and keeps its 24 hours in one row on a desktop', async () => {
    const { context, page, errors } = await app.signedIn();
    for (const width of [390, 1366, 1600]) {
      await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
      await page.goto(`${app.url}/?today=${emptyDay(150)}&period=7`);
      await page.getByTestId('room-101').waitFor();
      await page.getByRole('button', { name: 'Бронирование по часам 101' }).click();
      const dialog = page.getByRole('dialog', { name: 'Бронирование по часам' });
      const first = dialog.getByTestId('hour-0');
      const last = dialog.getByTestId('hour-23');
      await last.waitFor();
      // Nothing of the dialog leaves the screen or scrolls sideways inside it.
      const box = await dialog.boundingBox();
      expect(box && box.x >= 0 && box.x + box.width <= width, `dialog at ${width}`).toBe(true);
      expect(await dialog.evaluate((el) => el.scrollWidth <= el.clientWidth)).toBe(true);
      for (const control of [
        first,
        last,
        dialog.getByRole('button', { name: 'На час раньше' }),
        dialog.getByRole('button', { name: 'На час позже' }),
        dialog.getByLabel('Дата'),
        dialog.getByLabel('12 часов'),
      ]) {
        const at = await control.boundingBox();
        expect(at && at.x >= 0 && at.x + at.width <= width, `${control} at ${width}`).toBe(true);
      }
      const [top, bottom] = [await first.boundingBox(), await last.boundingBox()];
      // A desktop reads the day as one strip; a phone folds it into rows of hours.
      if (width > 390) expect(bottom?.y).toBe(top?.y);
      else expect(bottom?.y ?? 0).toBeGreaterThan(top?.y ?? 0);
      await page.screenshot({ path: path.join(screenshotsDir, `calendar-hourly-${width}.png`) });
      await page.keyboard.press('Escape');
      await dialog.waitFor({ state: 'detached' });
    }
    expect(errors).toEqual([]);
    await context.close();
  });

  it('fits a 390 px phone: the toolbar is one row, the company name ends in an ellipsis, the user menu opens', async () => {
    const { context, page, errors } = await app.signedIn();
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(`${app.url}/?today=${emptyDay(150)}&period=7`);
    await page.getByTestId('room-101').waitFor();
    expect(await page.evaluate('document.documentElement.scrollWidth')).toBeLessThanOrEqual(390);
    const company = page.getByRole('combobox', { name: 'Компания' });
    const controls = [
      page.getByRole('button', { name: 'Предыдущий день' }),
      page.getByTestId('calendar-date'),
      page.getByRole('button', { name: 'Следующий день' }),
      page.getByRole('button', { name: 'Сегодня', exact: true }),
      // The period, search and export wait behind one button (issue 28, item 12; screen-sizes.test.ts).
      page.getByRole('button', { name: 'Период, поиск и выгрузка' }),
      page.getByRole('button', { name: 'Меню пользователя' }),
      company,
    ];
    for (const control of controls) {
      const box = await control.boundingBox();
      expect(box && box.x >= 0 && box.x + box.width <= 390, String(control)).toBe(true);
    }
    // A name longer than the field is shortened with '…', not cut mid-letter.
    expect(
      await company.evaluate(
        (el) =>
          el.scrollWidth <= el.clientWidth ||
          el.ownerDocument.defaultView?.getComputedStyle(el).textOverflow === 'ellipsis',
      ),
    ).toBe(true);
    await page.getByRole('button', { name: 'Меню пользователя' }).click();
    const logout = page.getByRole('menuitem', { name: 'Выйти' });
    await logout.waitFor();
    const box = await logout.boundingBox();
    expect(box && box.x >= 0 && box.x + box.width <= 390).toBe(true);
    await page.screenshot({ path: path.join(screenshotsDir, 'calendar-grid-phone.png') });
    expect(errors).toEqual([]);
    await context.close();
  });
});
