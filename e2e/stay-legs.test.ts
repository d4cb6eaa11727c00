/**
 * A guest moved to another room in the middle of a stay (issue 28, item 3), as the desk then sees the
 * booking: the list shows its rooms as 'A → B' and finds it by the room left; the editor's first step
 * lists each room with its category and period and says the room select changes the current room only;
 * the price summary gives each room its nights and amount. A demo guest in house is moved 'с сегодняшнего
 * дня' through the API, as the drag dialog sends it.
 */
import path from 'node:path';
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { step } from './editorSteps.ts';
import { screenshotsDir } from './harness.ts';
import { emptyDay, tenge, useJourneys } from './journeys.ts';

const app = useJourneys();

interface Room {
  id: number;
  name: string;
  booking_list: { check_in: number; check_out: number }[];
  koika_list: unknown[];
}
interface Leg {
  room_name: string;
  category_name: string;
  from_local: string;
  to_local: string;
}
interface Detail {
  version: number;
  legs: Leg[];
  calculated_by: { nights: { price: string; leg?: number }[] };
}

/** An Almaty wall-clock time as unix seconds. */
const at = (date: string, time: string) => new Date(`${date}T${time}:00+05:00`).getTime() / 1000;
const detailOf = (page: Page, id: number) => app.get<Detail>(page, `/api/v2/booking/${id}/`);
/** 'YYYY-MM-DD HH:mm' → '28.11 14:00', as the editor shows a leg. */
const short = (local: string) => `${local.slice(8, 10)}.${local.slice(5, 7)} ${local.slice(11)}`;

async function send(page: Page, method: 'post' | 'put' | 'patch', apiPath: string, data: object) {
  const res = await page.request[method](`${app.url}${apiPath}`, { data });
  expect(res.status(), await res.text()).toBeLessThan(300);
  return res.json();
}

interface Item {
  id: number;
  kind: string;
  status: string;
  check_in: number;
  check_out: number;
}

/**
 * A demo guest in house, moved 'с сегодняшнего дня' to a room free from now to their departure: the demo
 * fills its rooms around today, so the journey takes a stay it already has rather than making one.
 */
async function movedStay(page: Page) {
  const now = Date.now() / 1000;
  const start = at(emptyDay(-3), '00:00');
  const end = at(emptyDay(7), '00:00');
  const body = await app.get<{ categories: { room_list: (Room & { booking_list: Item[] })[] }[] }>(
    page,
    `/api/v2/main/calendar/?start=${start}&end=${end}`,
  );
  const rooms = body.categories.flatMap((c) => c.room_list).filter((r) => r.koika_list.length === 0);
  for (const room of rooms) {
    for (const item of room.booking_list) {
      // In house for an hour more at least, so the move falls inside the stay.
      if (item.kind !== 'booking' || item.status !== 'check_in') continue;
      if (item.check_in > now - 3600 || item.check_out < now + 3600 || item.check_out > end) continue;
      const detail = await app.get<Detail & { is_group: boolean; is_time: boolean }>(
        page,
        `/api/v2/booking/${item.id}/`,
      );
      if (detail.is_group || detail.is_time || detail.legs.length > 0) continue;
      const target = rooms.find(
        (r) =>
          r.id !== room.id && r.booking_list.every((b) => b.check_out <= now || b.check_in >= item.check_out),
      );
      if (!target) continue;
      await send(page, 'patch', `/api/v2/booking/${item.id}/move/`, {
        room: target.id,
        check_in: item.check_in,
        check_out: item.check_out,
        room_reason: 'Протекает кран',
        from_now: true,
      });
      return { id: item.id, first: room.name, second: target.name };
    }
  }
  throw new Error('no guest in house can be moved to a free room');
}

describe('a stay lived in two rooms', () => {
  it('shows both rooms in the list and in the editor, with each room’s period and price', async () => {
    const { context, page, errors } = await app.signedIn();
    const { id, first, second } = await movedStay(page);
    const detail = await detailOf(page, id);
    expect(detail.legs.map((l) => l.room_name)).toEqual([first, second]);

    const shoot = async (name: string, target: Locator) => {
      for (const [width, height] of [
        [1600, 900],
        [1366, 768],
        [390, 844],
      ] as const) {
        await page.setViewportSize({ width, height });
        await target.scrollIntoViewIfNeeded();
        await page.screenshot({ path: path.join(screenshotsDir, `stay-legs-${name}-${width}.png`) });
      }
    };
    // The list finds it by the room the guest left, and shows both rooms, the current one last.
    await page.setViewportSize({ width: 1600, height: 900 });
    await page.goto(`${app.url}/bookings?search=${encodeURIComponent(first)}`);
    const row = page.getByTestId(`booking-row-${id}`);
    await row.getByText(`${first} → ${second}`).waitFor();
    // One picture of the list: a search by a room name lists many stays, and a narrower window's
    // virtualized table need not draw this one's row (the list's own journey shoots it at every width).
    await page.screenshot({ path: path.join(screenshotsDir, 'stay-legs-list-1600.png') });

    await row.click();
    const dialog = page.getByTestId('booking-editor');
    await step(page, 'Информация о брони');
    const legs = dialog.getByTestId('stay-legs');
    await legs.waitFor();
    expect(await legs.getByTestId('stay-leg').allTextContents()).toEqual(
      detail.legs.map(
        (l) => `${l.room_name} · ${l.category_name} — ${short(l.from_local)} → ${short(l.to_local)}`,
      ),
    );
    expect(await legs.getByTestId('stay-legs-hint').textContent()).toBe(
      `Поле «Номер» ниже меняет только текущий номер (${second}); прежние номера остаются в брони`,
    );

    await shoot('stay', legs);

    // The price: each room its own nights and their amount, under 'Проживание'.
    await step(page, 'Стоимость');
    const summary = dialog.getByTestId('price-summary');
    for (const [i, leg] of detail.legs.entries()) {
      const nights = detail.calculated_by.nights.filter((n) => n.leg === i);
      const amount = nights.reduce((s, n) => s + Number(n.price), 0);
      const line = summary.getByTestId(`price-leg-${i}`);
      expect(await line.locator('td').first().textContent()).toMatch(
        new RegExp(`^${leg.room_name} · ${leg.category_name}: ${nights.length} сут\\.`),
      );
      expect((await line.locator('td').last().textContent())?.replace(/\s/g, '')).toBe(
        tenge(amount).replace(/\s/g, ''),
      );
    }
    await shoot('price', summary);
    expect(errors).toEqual([]);
    await context.close();
  });
});
