/**
 * Calendar sync (issue 34, part 1) against a really started server with the demo and a channel's
 * calendar served on loopback: the administrator adds the channel's .ics for room 101 on 'Календари',
 * presses 'Обновить сейчас', sees the channel's stay appear on the calendar as a reserve, and a stay that
 * collides with a local one appear among the conflicts (with the toast on the calendar open in another
 * page), then accepts it into a free room. An export URL is created and copied. axe runs on the tab;
 * screenshots at 390, 1366 and 1600 px.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { axeViolations, blocking } from './axe.ts';
import { resortDay, screenshotsDir } from './harness.ts';
import { roomByName, useJourneys } from './journeys.ts';

const app = useJourneys({ OUTBOUND_ALLOWED_HOSTS: '127.0.0.1' });

let ics = '';
let server: Server;
let feedUrl: string;

const ymd = (d: string) => d.replaceAll('-', '');
/** Airbnb's export: all-day events, 'Reserved'. */
const airbnb = (events: { uid: string; start: string; end: string }[]) =>
  [
    'BEGIN:VCALENDAR',
    'PRODID;X-RICAL-TZSOURCE=TZINFO:-//Airbnb Inc//Hosting Calendar 0.8.8//EN',
    'CALSCALE:GREGORIAN',
    'VERSION:2.0',
    ...events.flatMap((e) => [
      'BEGIN:VEVENT',
      `DTEND;VALUE=DATE:${ymd(e.end)}`,
      `DTSTART;VALUE=DATE:${ymd(e.start)}`,
      `UID:${e.uid}`,
      'SUMMARY:Reserved',
      'END:VEVENT',
    ]),
    'END:VCALENDAR',
    '',
  ].join('\r\n');

beforeAll(async () => {
  server = createServer((_req, res) => res.writeHead(200, { 'content-type': 'text/calendar' }).end(ics));
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  feedUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/calendar/ical/555.ics?s=abc`;
});
afterAll(() => new Promise((r) => server.close(r)));

async function axeClean(page: Page, screen: string) {
  expect(blocking(await axeViolations(page)), screen).toEqual([]);
}

describe('Календари: a channel calendar in, a conflict kept, an export URL out', () => {
  it('imports a stay onto the calendar and lists the collision with a live notice', async () => {
    // Far enough ahead that the demo has nothing in room 101: a free stay and one that collides with a
    // reserve made here first.
    const [free, freeEnd, local, localEnd, clash, clashEnd] = [200, 203, 210, 213, 211, 214].map((d) =>
      resortDay(d),
    ) as [string, string, string, string, string, string];
    ics = airbnb([
      { uid: 'e2e-free@airbnb.com', start: free, end: freeEnd },
      { uid: 'e2e-clash@airbnb.com', start: clash, end: clashEnd },
    ]);
    const admin = await app.logIn();
    const { page } = admin;
    const body = await app.calendar(page, free, 20);
    const room = roomByName(body, '101');
    expect(room.booking_list).toEqual([]);
    const toUnix = (d: string) => Math.floor(new Date(`${d}T14:00:00+05:00`).getTime() / 1000);
    const reserve = await page.request.post(`${app.url}/api/booking/`, {
      data: { room: room.id, check_in: toUnix(local), check_out: toUnix(localEnd) - 2 * 3600 },
    });
    expect(reserve.status(), await reserve.text()).toBe(201);

    // The front desk's calendar, open in another page, hears of the conflict.
    const desk = await app.logIn();

    await page.goto(`${app.url}/admin/integrations?tab=calendars`);
    await page.getByRole('heading', { name: 'Импорт: календари каналов' }).waitFor();
    await axeClean(page, 'Календари, empty');
    await page.getByRole('button', { name: 'Добавить календарь' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('Название').fill('Airbnb — номер 101');
    await dialog.getByLabel('Адрес календаря (.ics)').fill(feedUrl);
    await dialog.getByLabel('Куда загружать').click();
    await page.getByRole('option', { name: '101', exact: true }).click();
    await dialog.getByLabel('Канал продаж').click();
    await page.getByRole('option', { name: 'Booking.com' }).click();
    await axeClean(page, 'Календари, the import form');
    await dialog.getByRole('button', { name: 'Сохранить' }).click();
    await dialog.waitFor({ state: 'detached' });

    const card = page.locator('[data-testid^="import-"]').filter({ hasText: 'Airbnb — номер 101' });
    await card.getByRole('button', { name: 'Обновить сейчас' }).click();
    await card.getByText('Новых 1, перенесено 0, отменено 0, конфликтов 1').waitFor();
    const conflict = page.locator('[data-testid^="conflict-"]').first();
    await conflict.getByText('Airbnb — номер 101 · Booking.com').waitFor();
    await desk.page.getByText('Конфликт календаря «Airbnb — номер 101»').waitFor();

    // The channel's stay is on the calendar, a reserve of its channel; the local one is untouched.
    const after = roomByName(await app.calendar(page, free, 20), '101');
    const imported = after.booking_list.find((b) => b.check_in === toUnix(free));
    expect(imported?.status).toBe('reserved');
    expect(after.booking_list.filter((b) => b.check_in === toUnix(clash))).toEqual([]);
    await app.openWindow(desk.page, free);
    await desk.page.getByTestId(`bar-booking-${imported!.id}`).waitFor({ state: 'attached' });

    // The tab at the three widths, with the conflict shown; axe on each.
    for (const width of [390, 1366, 1600]) {
      await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
      await conflict.scrollIntoViewIfNeeded();
      await page.screenshot({ path: path.join(screenshotsDir, `calendars-${width}.png`) });
    }
    await axeClean(page, 'Календари, with a conflict');
    await page.setViewportSize({ width: 1366, height: 900 });

    // 'Принять в другой номер': a free room for the channel's dates.
    await conflict.getByRole('button', { name: 'Принять в другой номер' }).click();
    const accept = page.getByRole('dialog');
    await accept.getByLabel('Свободный номер').click();
    await page.getByRole('option', { name: '102', exact: true }).click();
    await axeClean(page, 'Календари, accepting a conflict');
    await accept.getByRole('button', { name: 'Принять в другой номер' }).click();
    await page.getByText('Конфликтов нет').waitFor();
    const moved = roomByName(await app.calendar(page, free, 20), '102');
    expect(moved.booking_list.some((b) => b.check_in === toUnix(clash) && b.status === 'reserved')).toBe(
      true,
    );

    // An export URL for room 101, which answers the busy nights without a login.
    await page.locator('main').getByLabel('Номер', { exact: true }).click();
    await page.getByRole('option', { name: '101', exact: true }).click();
    await page.getByRole('button', { name: 'Добавить ссылку' }).click();
    const url = page.getByLabel('Ссылка «Номер 101»');
    await url.waitFor();
    const feed = await page.request.fetch(await url.inputValue(), { headers: { authorization: '' } });
    expect(feed.status()).toBe(200);
    expect(await feed.text()).toContain(`DTSTART;VALUE=DATE:${ymd(free)}`);
    expect(admin.errors).toEqual([]);
  });
});
