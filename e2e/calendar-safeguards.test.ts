/**
 * The calendar's front-desk safeguards (issue 10, defects 6 and 8): a dragged bar asks first, with the
 * old and new dates, room and price (Esc writes nothing, a slip of a few pixels moves nothing); a reserve
 * in the past asks first; a checked-in bar shows what the guest owes; a one-night bar has a hover title.
 */
import path from 'node:path';
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { screenshotsDir } from './harness.ts';
import {
  type CalendarItem,
  clickCell,
  draftIdFromDialog,
  emptyDay,
  roomByName,
  tenge,
  useJourneys,
} from './journeys.ts';

const app = useJourneys();

interface Detail {
  room: number;
  booking_status: string;
  check_in: number;
  check_out: number;
  version: number;
  calculated_by: { total: string; duty: string };
}
interface Quote {
  current_total: string;
  new_total: string;
  difference: string;
}

const detailOf = (page: Page, id: number) => app.get<Detail>(page, `/api/v2/booking/${id}/`);
const at = (date: string, time: string) => new Date(`${date}T${time}:00+05:00`).getTime() / 1000;
/** An instant as the calendar shows it: 'DD.MM.YYYY HH:mm' in Almaty (UTC+5). */
const shown = (seconds: number) => {
  const [date, time] = new Date((seconds + 5 * 3600) * 1000).toISOString().slice(0, 16).split('T') as [
    string,
    string,
  ];
  return `${date.split('-').reverse().join('.')} ${time}`;
};

/** A reserve of `room` from `date` 14:00 for `nights`, saved by the editor with a guest: 'reserved'. */
async function savedReserve(page: Page, roomId: number, date: string, nights: number, guest = 'Сауле') {
  const checkIn = at(date, '14:00');
  const checkOut = at(emptyDayAfter(date, nights), '12:00');
  const created = await page.request.post(`${app.url}/api/booking/`, {
    data: { room: roomId, check_in: checkIn, check_out: checkOut },
  });
  expect(created.status()).toBe(201);
  const { id } = (await created.json()) as { id: number };
  const saved = await page.request.put(`${app.url}/api/v2/booking/${id}/`, {
    data: {
      version: (await detailOf(page, id)).version,
      check_in: `${date} 14:00`,
      check_out: `${emptyDayAfter(date, nights)} 12:00`,
      room: roomId,
      clients: [{ first_name: guest, phone_number: '+7 701 555 00 11' }],
    },
  });
  expect(saved.status()).toBe(200);
  return id;
}

function emptyDayAfter(date: string, days: number) {
  return new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
}

/** Presses on a bar, drags it by (dx, dy) in steps, and releases it. */
async function drag(page: Page, bar: Locator, dx: number, dy: number) {
  const box = await bar.boundingBox();
  if (!box) throw new Error('the bar is not laid out');
  const x = box.x + 8;
  const y = box.y + box.height / 2;
  await page.mouse.move(x, y);
  await page.mouse.down();
  await page.mouse.move(x + dx / 2, y + dy / 2, { steps: 4 });
  await page.mouse.move(x + dx, y + dy, { steps: 8 });
  await page.mouse.up();
}

describe('calendar safeguards', () => {
  it('asks before a drag moves a bar, shows the dates and the price, undoes on Esc and re-prices on confirm', async () => {
    const { context, page, errors } = await app.signedIn();
    const from = emptyDay(150);
    const day = emptyDay(151);
    const body = await app.calendar(page, from);
    const source = roomByName(body, '113');
    const target = roomByName(body, '201');
    const id = await savedReserve(page, source.id, day, 2);
    const before = await detailOf(page, id);
    await app.openWindow(page, from);
    const bar = page.getByTestId(`bar-booking-${id}`);
    // 201 is the first room of the next category, below the first screen: scroll it (and 113) into view.
    await page.locator(`[data-cell="r${target.id}-${day}"]`).scrollIntoViewIfNeeded();
    const sourceCell = await page.locator(`[data-cell="r${source.id}-${day}"]`).boundingBox();
    const targetCell = await page.locator(`[data-cell="r${target.id}-${day}"]`).boundingBox();
    if (!sourceCell || !targetCell) throw new Error('grid is not laid out');
    const placed = await bar.boundingBox();

    // A slip of a few pixels is no move: the dialog below still shows the booking's own dates.
    await drag(page, bar, 6, 0);

    // One day later and into 201 (another category): the dialog asks, with the server's quote.
    const move = { dx: sourceCell.width, dy: targetCell.y - sourceCell.y };
    await drag(page, bar, move.dx, move.dy);
    const dialog = page.getByRole('dialog', { name: `Перенести бронь №${id}?` });
    await dialog.waitFor();
    const newIn = before.check_in + 86_400;
    const newOut = before.check_out + 86_400;
    const quote = (await (
      await page.request.post(`${app.url}/api/v2/booking/${id}/move/quote/`, {
        data: { room: target.id, check_in: newIn, check_out: newOut },
      })
    ).json()) as Quote;
    expect(Number(quote.difference)).toBeGreaterThan(0);
    const priceText = `Было ${tenge(quote.current_total)} → станет ${tenge(quote.new_total)} (+${tenge(quote.difference)})`;
    await dialog.getByTestId('move-price').getByText(priceText).waitFor();
    const text = (await dialog.textContent()) ?? '';
    expect(text).toContain('113 → 201');
    expect(text).toContain(`${shown(before.check_in)} — ${shown(before.check_out)}`);
    expect(text).toContain(`${shown(newIn)} — ${shown(newOut)}`);
    await page.screenshot({ path: path.join(screenshotsDir, 'calendar-move-confirm.png') });

    // Esc: the dialog closes, the bar is where it was, the server has the booking as before.
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    expect(await bar.boundingBox()).toEqual(placed);
    expect(await detailOf(page, id)).toEqual(before);

    // Confirmed: the reason is asked for the new room, then the booking moves and is re-priced. (The
    // closed dialog's overlay fades out for 200 ms, taking the pointer meanwhile: wait for it to go.)
    await page.locator('.mantine-Modal-overlay').waitFor({ state: 'detached' });
    await drag(page, bar, move.dx, move.dy);
    await dialog.getByTestId('move-price').getByText(priceText).waitFor();
    await dialog.getByLabel('Причина переселения').fill('Гость попросил вид на озеро');
    await dialog.getByRole('button', { name: 'Перенести' }).click();
    await page.getByText('Изменено!').first().waitFor();
    const after = await detailOf(page, id);
    expect(after).toMatchObject({ room: target.id, check_in: newIn, check_out: newOut });
    expect(after.calculated_by.total).toBe(Number(quote.new_total).toFixed(2));
    const moved = roomByName(await app.calendar(page, from), '201').booking_list.find(
      (b: CalendarItem) => b.id === id,
    );
    expect(moved).toMatchObject({ check_in: newIn, check_out: newOut });
    expect(errors).toEqual([]);
    await context.close();
  });

  it('asks before reserving a night in the past; cancelling reserves nothing', async () => {
    const { context, page, errors } = await app.signedIn();
    // A night a few days back in a room that is free then (the demo's past is mostly occupied).
    let found: { roomId: number; date: string; from: string } | null = null;
    for (const back of [3, 4, 5, 6, 7, 8, 9, 10]) {
      const date = emptyDay(-back);
      const from = emptyDay(-back - 1);
      const body = await app.calendar(page, from);
      const start = at(date, '00:00');
      const room = body.categories[0]!.room_list.find((r) =>
        r.booking_list.every((b) => b.check_out <= start || b.check_in >= start + 2 * 86_400),
      );
      if (room) {
        found = { roomId: room.id, date, from };
        break;
      }
    }
    if (!found) throw new Error('no free night in the past');
    await app.openWindow(page, found.from);
    const { roomId } = found;
    const count = async () =>
      (await app.calendar(page, found.from)).categories[0]!.room_list.find((r) => r.id === roomId)!
        .booking_list.length;
    const held = await count();

    await clickCell(page, found.roomId, found.date);
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('button', { name: 'Резерв', exact: true }).click();
    const question = `Дата заезда в прошлом (${found.date.split('-').reverse().join('.')}). Всё равно зарезервировать?`;
    const warning = dialog.getByRole('alertdialog');
    await warning.getByText(question).waitFor();
    await page.screenshot({ path: path.join(screenshotsDir, 'calendar-past-reserve.png') });
    await warning.getByRole('button', { name: 'Отмена' }).click();
    await warning.waitFor({ state: 'detached' });
    expect(await count()).toBe(held);

    await dialog.getByRole('button', { name: 'Резерв', exact: true }).click();
    await warning.getByRole('button', { name: 'Зарезервировать' }).click();
    const draft = await draftIdFromDialog(page);
    expect((await detailOf(page, draft)).booking_status).toBe('new');
    expect(await count()).toBe(held + 1);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('shows what a checked-in guest owes on the bar, and a one-night bar has a hover title', async () => {
    const { context, page, errors } = await app.signedIn();
    const from = emptyDay(170);
    const day = emptyDay(171);
    const room = roomByName(await app.calendar(page, from), '105');
    const id = await savedReserve(page, room.id, day, 1, 'Ерлан');
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
    expect(paid.status()).toBe(201);
    for (const status of ['booked', 'check_in']) {
      const res = await page.request.post(`${app.url}/api/v2/booking/${id}/status/`, {
        data: { status, version: (await detailOf(page, id)).version },
      });
      expect(res.status(), status).toBe(200);
    }
    const detail = await detailOf(page, id);
    expect(Number(detail.calculated_by.duty)).toBeGreaterThan(0);

    await app.openWindow(page, from);
    const bar = page.getByTestId(`bar-booking-${id}`);
    // A one-night bar keeps its room for the guest's name: the debt is a '₸' mark that names the amount
    // on hover, never a cut number (issue 28, item 10); a longer bar shows the amount itself.
    const badge = bar.getByTestId('bar-debt');
    await badge.waitFor();
    expect(await badge.getAttribute('title')).toBe(`Долг ${tenge(detail.calculated_by.duty)}`);
    expect([`−${tenge(detail.calculated_by.duty)}`, '₸']).toContain(await badge.textContent());
    const title = (await bar.getAttribute('title')) ?? '';
    expect(title).toContain('Ерлан');
    expect(title).toContain(`${shown(detail.check_in)} — ${shown(detail.check_out)}`);
    expect(title).toContain('Заселен');
    expect(title).toContain(`Долг ${tenge(detail.calculated_by.duty)}`);
    await bar.hover();
    await page.screenshot({ path: path.join(screenshotsDir, 'calendar-bar-debt.png') });
    expect(errors).toEqual([]);
    await context.close();
  });
});
