/**
 * What is free, seen before it is too late (issue 28): a dragged bar outlines its target as taken
 * before the drop, and the move's confirmation names the holder before anything is typed.
 */
import { describe, expect, it } from 'vitest';
import { emptyDay, roomByName, useJourneys } from './journeys.ts';

const app = useJourneys({ LOGIN_RATE_LIMIT: '100' });

/** 14:00 of a resort day (Asia/Almaty, UTC+5), unix seconds. */
const at14 = (day: string) => new Date(`${day}T14:00:00+05:00`).getTime() / 1000;

describe('front desk availability journeys', () => {
  it('a conflict seen while dragging (issue 28, item 5)', async () => {
    const { context, page, errors } = await app.signedIn();
    const from = emptyDay(150);
    const body = await app.calendar(page, from, 7);
    const [occupied, source] = [roomByName(body, '105'), roomByName(body, '106')];
    const day = emptyDay(151);
    const reserve = async (room: number) => {
      const res = await page.request.post(`${app.url}/api/booking/`, {
        data: { room, check_in: at14(day), check_out: at14(day) + 22 * 3600 },
      });
      expect(res.status()).toBe(201);
      return ((await res.json()) as { id: number }).id;
    };
    const holder = await reserve(occupied.id);
    const id = await reserve(source.id);
    await app.openWindow(page, from);

    const bar = page.getByTestId(`bar-booking-${id}`);
    const barBox = await bar.boundingBox();
    const sourceCell = await page.locator(`[data-cell="r${source.id}-${day}"]`).boundingBox();
    const targetCell = await page.locator(`[data-cell="r${occupied.id}-${day}"]`).boundingBox();
    if (!barBox || !sourceCell || !targetCell) throw new Error('grid is not laid out');
    const startX = barBox.x + 8;
    const startY = barBox.y + barBox.height / 2;
    await page.mouse.move(startX, startY);
    await page.mouse.down();
    await page.mouse.move(startX + 10, startY + 10, { steps: 4 });
    // Over the occupied room, the same day: the outline says taken while the button is still down.
    await page.mouse.move(startX, startY + (targetCell.y - sourceCell.y), { steps: 8 });
    const outline = page.getByTestId('drop-target');
    await outline.waitFor();
    expect(await outline.getAttribute('data-verdict')).toBe('taken');
    expect(await outline.getAttribute('data-room-id-target')).toBe(String(occupied.id));
    await expect.poll(() => outline.textContent()).toBe('Занято');
    await page.mouse.up();
    await outline.waitFor({ state: 'detached' });

    // The confirmation knows before a reason is typed, and will not send the move.
    const dialog = page.getByRole('dialog', { name: `Перенести бронь №${id}?` });
    const conflict = dialog.getByTestId('move-conflict');
    await conflict.waitFor();
    expect(await conflict.textContent()).toMatch(new RegExp(`^Номер 105 занят: .*№${holder}`));
    expect(await dialog.getByLabel('Причина переселения').inputValue()).toBe('');
    expect(await dialog.getByRole('button', { name: 'Перенести' }).isDisabled()).toBe(true);
    await dialog.getByRole('button', { name: 'Отмена' }).click();
    await dialog.waitFor({ state: 'detached' });
    expect(roomByName(await app.calendar(page, from, 7), '106').booking_list.some((b) => b.id === id)).toBe(
      true,
    );
    expect(errors).toEqual([]);
    await context.close();
  });
});
