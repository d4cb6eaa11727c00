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
    const colleague = await app.logIn();
    const watcher = await app.logIn();
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
});
