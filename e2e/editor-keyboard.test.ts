/**
 * The booking editor with the keyboard alone (issue 28, item 15): the calendar's 'Резерв' refused (409)
 * keeps the focus in its dialog; a reserve opens the editor with the focus on its first field, so typing
 * goes there at once and Alt+→ / Alt+← move between the steps without a click or a Tab. On the guests'
 * step the adults on main places follow the guests (item 13).
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { axeViolations, blocking } from './axe.ts';
import { clickCell, draftIdFromDialog, emptyDay, roomByName, useJourneys } from './journeys.ts';

const app = useJourneys();

/** Unix seconds of a wall-clock time on a day of the resort (Asia/Almaty, UTC+5). */
const at = (date: string, time: string) => Math.floor(new Date(`${date}T${time}:00+05:00`).getTime() / 1000);

/** Where the focus is: the test id or role of the dialog holding it, or 'outside'. */
const focusIn = (page: Page) =>
  page.evaluate<string>(`(() => {
    const active = document.activeElement;
    const dialog = active && active.closest('[role="dialog"]');
    if (!active || active === document.body || !dialog) return 'outside';
    return dialog.getAttribute('data-testid') || dialog.getAttribute('aria-label') || 'dialog';
  })()`);
/** What the focused element says and its id (the e2e project has no DOM types: the page runs the text). */
const focused = (page: Page) =>
  page.evaluate<{ text: string; id: string }>(
    '({ text: document.activeElement.textContent, id: document.activeElement.id })',
  );

/** The focused element's name as a person hears it: its label, aria-label or text. */
const focusedName = (page: Page) =>
  page.evaluate<string>(`(() => {
    const el = document.activeElement;
    if (!el || el === document.body) return '';
    const label = el.labels && el.labels[0] ? el.labels[0].textContent : '';
    return (el.getAttribute('aria-label') || label || el.textContent || '').replace(/\\s+/g, ' ').trim();
  })()`);

/** Presses Tab (Shift+Tab going `back`) until the focused element is named `name`; fails after 40. */
async function tabTo(page: Page, name: string | RegExp, back = false): Promise<void> {
  const seen: string[] = [];
  for (let i = 0; i < 40; i++) {
    await page.keyboard.press(back ? 'Shift+Tab' : 'Tab');
    const now = await focusedName(page);
    // A required field's label ends in its asterisk.
    const bare = now.replace(/\s*\*$/, '');
    if (typeof name === 'string' ? bare === name : name.test(bare)) return;
    seen.push(now);
  }
  throw new Error(`no '${name}' within 40 Tabs: ${seen.join(' | ')}`);
}

/** In a focused Select, the option named `option` chosen with the arrows and Enter. */
async function chooseByKeys(page: Page, option: string): Promise<void> {
  await page.keyboard.press('ArrowDown');
  for (let i = 0; i < 20; i++) {
    const hovered = await page.locator('[data-combobox-selected]').textContent({ timeout: 5_000 });
    if (hovered === option) break;
    await page.keyboard.press('ArrowDown');
  }
  await page.keyboard.press('Enter');
}

/** The test id of the focused element. */
const focusedTestId = (page: Page) =>
  page.evaluate<string | null>("document.activeElement.getAttribute('data-testid')");

const activeStep = (page: Page) =>
  page
    .getByTestId('booking-editor')
    .locator('.mantine-Stepper-step[data-progress] .mantine-Stepper-stepLabel')
    .textContent();

describe('the booking editor from the keyboard', () => {
  it('keeps the focus in the reserve dialog after a refusal, then starts the editor on its first field', async () => {
    const { context, page, errors } = await app.logIn();
    const from = emptyDay(190);
    const to = emptyDay(191);
    const { id: roomId } = roomByName(await app.calendar(page, from), '102');
    await app.openWindow(page, from);

    // A colleague reserves the same night while the dialog is open: 'Резерв' is refused with 409.
    await clickCell(page, roomId, from);
    const reserveDialog = page
      .getByRole('dialog')
      .filter({ has: page.getByRole('button', { name: 'Резерв' }) });
    await reserveDialog.waitFor();
    const taken = await page.request.post(`${app.url}/api/booking/`, {
      data: { room: roomId, check_in: at(from, '14:00'), check_out: at(to, '12:00') },
    });
    expect(taken.status()).toBe(201);
    const refused = page.waitForResponse(
      (r) => r.url().endsWith('/api/booking/') && r.request().method() === 'POST',
    );
    await reserveDialog.getByRole('button', { name: 'Резерв', exact: true }).click();
    expect((await refused).status()).toBe(409);
    await reserveDialog.getByRole('alert').waitFor();
    await expect.poll(() => focusIn(page)).not.toBe('outside');
    expect((await focused(page)).text).toBe('Резерв');
    expect(errors).toEqual([expect.stringContaining('status of 409')]);
    errors.length = 0;
    await page.keyboard.press('Escape');
    await reserveDialog.waitFor({ state: 'hidden' });

    // The next night is free: 'Резерв' opens the editor, the focus on its first field.
    await clickCell(page, roomId, to);
    await page.getByRole('dialog').getByRole('button', { name: 'Резерв', exact: true }).click();
    const id = await draftIdFromDialog(page);
    const editor = page.getByTestId('booking-editor');
    await expect.poll(() => focusIn(page)).toBe('booking-editor');
    expect(await activeStep(page)).toBe('Информация о брони');
    // Typing without a click lands in that field.
    const field = (await focused(page)).id;
    await page.keyboard.type('1');
    expect(await editor.locator(`[id="${field}"]`).inputValue()).toContain('1');

    // Alt+→ moves a step at once, and the focus follows onto the new step's first field.
    await page.keyboard.press('Alt+ArrowRight');
    await expect.poll(() => activeStep(page)).toBe('Данные клиента');
    await expect.poll(() => focusIn(page)).toBe('booking-editor');
    await page.keyboard.press('Alt+ArrowRight');
    await expect.poll(() => activeStep(page)).toBe('Питание');
    await expect.poll(() => focusIn(page)).toBe('booking-editor');
    await page.keyboard.press('Alt+ArrowLeft');
    await expect.poll(() => activeStep(page)).toBe('Данные клиента');

    // Two guests: the adults on main places follow them (item 13).
    await editor.getByRole('button', { name: 'Добавить клиента' }).click();
    await editor.getByTestId('client-0').getByLabel('Имя').fill('Айдос');
    await editor.getByTestId('client-1').getByLabel('Имя').fill('Дина');
    await page.keyboard.press('Alt+ArrowLeft');
    await expect.poll(() => activeStep(page)).toBe('Информация о брони');
    await expect
      .poll(() => editor.getByRole('textbox', { name: 'Взрослых на основных местах' }).inputValue())
      .toBe('2');
    expect(id).toBeGreaterThan(0);
    expect(errors).toEqual([]);
    await context.close();
  });
  it('reserves from the grid, names the guest, takes a payment and checks in with the keyboard alone (issue 30)', async () => {
    const { context, page, errors } = await app.logIn();
    const from = emptyDay(230);
    const body = await app.calendar(page, from);
    const room = body.categories.flatMap((c) => c.room_list)[0]!;
    await app.openWindow(page, from);

    // The first Tab is the skip link; it takes the focus past the header and navigation to the grid.
    await page.keyboard.press('Tab');
    expect(await focusedName(page)).toBe('Перейти к содержимому');
    await page.keyboard.press('Enter');
    await expect.poll(() => focusedTestId(page)).toBe('calendar-grid');

    // The cursor starts on the first room's first day; → moves it a night on, Enter opens 'Новая бронь'.
    const cursorCell = () =>
      page.evaluate<string | undefined>(
        "document.getElementById(document.activeElement.getAttribute('aria-activedescendant'))?.dataset.cell",
      );
    await expect.poll(cursorCell).toBe(`r${room.id}-${from}`);
    await page.keyboard.press('ArrowRight');
    await expect.poll(cursorCell).toBe(`r${room.id}-${emptyDay(231)}`);
    await page.keyboard.press('Enter');
    const reserve = page.getByRole('dialog', { name: new RegExp(`Новая бронь — номер ${room.name}`) });
    await reserve.waitFor();
    await tabTo(page, 'Резерв');
    await page.keyboard.press('Enter');
    const id = await draftIdFromDialog(page);
    const editor = page.getByTestId('booking-editor');
    await expect.poll(() => focusIn(page)).toBe('booking-editor');

    // The guest's step: name and phone, then Enter saves. (The editor moves steps once its data is in.)
    await page.waitForLoadState('networkidle');
    await page.keyboard.press('Alt+ArrowRight');
    await expect.poll(() => activeStep(page)).toBe('Данные клиента');
    await tabTo(page, 'Имя');
    await page.keyboard.type('Сауле');
    await tabTo(page, 'Телефон');
    await page.keyboard.type('+7 701 555 00 11');
    await page.keyboard.press('Enter');
    await page.getByText('Изменено!').first().waitFor();

    // The price step: a payment of the whole balance in cash.
    while ((await activeStep(page)) !== 'Стоимость') await page.keyboard.press('Alt+ArrowRight');
    await tabTo(page, 'Добавить платеж');
    await page.keyboard.press('Enter');
    await editor.getByTestId('payment-row').waitFor();
    await tabTo(page, 'Вид оплаты');
    await chooseByKeys(page, 'Наличные');
    await tabTo(page, 'Комментарий');
    await page.keyboard.type('Оплата при заезде');
    await tabTo(page, 'Оформить');
    await page.keyboard.press('Enter');
    await page.getByText('Платеж оформлен!').waitFor();

    // 'Бронирование', then 'Заселить': the arrival is months ahead, so it asks first; its dialog is
    // checked by axe and answered from the keyboard too.
    await tabTo(page, 'Бронирование');
    await page.keyboard.press('Enter');
    await page.getByText('Забронировано!').first().waitFor();
    await tabTo(page, 'Заселить');
    await page.keyboard.press('Enter');
    const early = page.getByRole('dialog', { name: 'Заезд раньше срока' });
    await early.waitFor();
    expect(blocking(await axeViolations(page))).toEqual([]);
    await tabTo(page, 'Заселить, не меняя даты');
    await page.keyboard.press('Enter');
    await page.getByText('Заселили!').first().waitFor();
    await expect
      .poll(
        async () =>
          (await app.get<{ booking_status: string }>(page, `/api/v2/booking/${id}/`)).booking_status,
      )
      .toBe('check_in');

    // Escape closes the editor and the focus is back on the grid, not on the page behind.
    await page.keyboard.press('Escape');
    await editor.waitFor({ state: 'hidden' });
    await expect.poll(() => focusedTestId(page)).toBe('calendar-grid');
    expect(errors).toEqual([]);
    await context.close();
  });
});
