/**
 * What is free, seen before it is too late (issue 28): a dragged bar outlines its target as taken
 * before the drop, and the move's confirmation names the holder before anything is typed.
 */
import { describe, expect, it } from 'vitest';
import { step } from './editorSteps.ts';
import { draftIdFromDialog, emptyDay, roomByName, ruDate, useJourneys } from './journeys.ts';

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

  it('an hourly stay on a chosen date: hours 10 and 13 reserve that date 10:00–14:00, priced by the hour (issue 28, item 7)', async () => {
    const { context, page, errors } = await app.signedIn();
    const from = emptyDay(160);
    const day = emptyDay(162);
    const room = roomByName(await app.calendar(page, from, 7), '103');
    await app.openWindow(page, from);
    await page.getByRole('button', { name: 'Бронирование по часам 103' }).click();
    const dialog = page.getByRole('dialog', { name: 'Бронирование по часам' });
    await dialog.getByLabel('Дата').fill(ruDate(day));
    await page.keyboard.press('Enter');
    // Another date's strip starts at its morning, whatever the hour now: its first cell is 08:00 of it.
    const first = dialog.getByTestId('hour-0');
    await expect.poll(() => first.getAttribute('title')).toBe(`${ruDate(day).slice(0, 5)} 08:00–09:00`);
    expect(await first.textContent()).toBe(`08${ruDate(day).slice(0, 5)}`);
    const cell = (hour: string) => dialog.locator(`[title^="${ruDate(day).slice(0, 5)} ${hour}:00–"]`);
    await cell('10').click();
    await cell('13').click();
    const confirm = page.getByRole('dialog', { name: 'Резерв по часам' });
    await confirm.getByText(`${ruDate(day)} 10:00`).waitFor();
    await confirm.getByText(`${ruDate(day)} 14:00`).waitFor();
    await confirm.getByRole('button', { name: 'резерв' }).click();
    const id = await draftIdFromDialog(page);

    // Four hours at the demo Стандарт's hour price of 5 000 ₸, not a night.
    const strip = page.getByTestId('price-strip');
    await strip.getByText('4 ч.').waitFor();
    expect(await strip.textContent()).not.toContain('сут.');
    expect((await page.getByTestId('strip-total').textContent())?.replace(/\s/g, '')).toBe('20000₸');
    const start = Math.floor(new Date(`${day}T00:00:00+05:00`).getTime() / 1000);
    const hours = await app.get<{ id: number; check_in: number; check_out: number }[]>(
      page,
      `/api/v2/main/calendar-time/?start=${start}&end=${start + 86_400}&room_id=${room.id}`,
    );
    expect(hours.find((h) => h.id === id)).toMatchObject({
      check_in: new Date(`${day}T10:00:00+05:00`).getTime() / 1000,
      check_out: new Date(`${day}T14:00:00+05:00`).getTime() / 1000,
    });
    await page.getByRole('button', { name: 'Закрыть и удалить черновик' }).click();
    expect(errors).toEqual([]);
    await context.close();
  });

  it("finds a free room that fits the guests, reserves it, and the editor's room select marks the taken room (issue 28, item 9)", async () => {
    const { context, page, errors } = await app.signedIn();
    const from = emptyDay(170);
    const [arrive, leave] = [emptyDay(171), emptyDay(173)];
    const body = await app.calendar(page, from, 7);
    // Полулюкс (3 places, 1 extra) fits three adults and a child; Стандарт (2 + 1) does not.
    const semiLux = body.categories.find((c) => c.name === 'Полулюкс');
    const standard = body.categories.find((c) => c.name === 'Стандарт');
    if (!semiLux || !standard) throw new Error('demo categories are missing');
    const [taken, free] = [semiLux.room_list[0]!, semiLux.room_list[1]!];
    const held = await page.request.post(`${app.url}/api/booking/`, {
      data: { room: taken.id, check_in: at14(arrive), check_out: at14(leave) - 2 * 3600 },
    });
    expect(held.status()).toBe(201);
    await app.openWindow(page, from);

    await page.getByRole('button', { name: 'Найти свободный номер' }).click();
    const finder = page.getByRole('dialog', { name: 'Найти свободный номер' });
    await finder.getByLabel('Заезд').fill(ruDate(arrive));
    await page.keyboard.press('Enter');
    // The arrival moves the departure to the next day first; typed before that lands, it would be undone.
    const departure = finder.getByLabel('Выезд');
    await expect.poll(() => departure.inputValue()).toBe(ruDate(emptyDay(172)));
    await departure.fill(ruDate(leave));
    await page.keyboard.press('Enter');
    await expect.poll(() => departure.inputValue()).toBe(ruDate(leave));
    await finder.getByLabel('Взрослые').fill('3');
    await finder.getByLabel('Дети').fill('1');
    const freeRoom = finder.getByTestId(`finder-room-${free.id}`);
    await freeRoom.waitFor();
    await expect.poll(() => finder.getByTestId(`finder-category-${standard.id}`).count()).toBe(0);
    expect(await finder.getByTestId(`finder-room-${taken.id}`).count()).toBe(0);
    expect(await finder.getByTestId(`finder-category-${semiLux.id}`).textContent()).toContain('Полулюкс');

    // 'Забронировать' opens the usual reserve dialog on that room and those nights.
    await freeRoom.click();
    const reserve = page.getByRole('dialog', { name: new RegExp(`Новая бронь — номер ${free.name}`) });
    await reserve.waitFor();
    await reserve.getByRole('button', { name: 'Резерв', exact: true }).click();
    const id = await draftIdFromDialog(page);
    const draft = roomByName(await app.calendar(page, from, 7), free.name).booking_list.find(
      (b) => b.id === id,
    );
    expect(draft).toMatchObject({ check_in: at14(arrive) });
    expect(
      new Date((draft?.check_out ?? 0) * 1000).toLocaleDateString('sv-SE', { timeZone: 'Asia/Almaty' }),
    ).toBe(leave);

    // In the editor, the room held on those dates is marked taken and cannot be picked; free ones first.
    const editor = page.getByTestId('booking-editor');
    await step(page, 'Информация о брони');
    await editor.getByRole('combobox', { name: /^Номер/ }).click();
    const takenOption = page.getByRole('option', { name: `${taken.name} — занят` });
    await takenOption.waitFor();
    expect(await takenOption.getAttribute('data-combobox-disabled')).toBe('true');
    const names = await page.getByRole('option').allTextContents();
    expect(names.at(-1)).toBe(`${taken.name} — занят`);
    expect(names).toContain(free.name);
    await page.keyboard.press('Escape');
    await page.getByRole('button', { name: 'Закрыть и удалить черновик' }).click();

    // A hostel is offered by the bed: for one guest, its free beds, each reserved on its own.
    await page.getByRole('button', { name: 'Найти свободный номер' }).click();
    await finder.getByLabel('Взрослые').fill('1');
    await finder.getByLabel('Дети').fill('0');
    const bed = finder.locator('[data-testid^="finder-bed-"]').first();
    await bed.waitFor();
    expect(await bed.textContent()).toMatch(/^\S.* · \S/);
    expect(errors).toEqual([]);
    await context.close();
  });
});
