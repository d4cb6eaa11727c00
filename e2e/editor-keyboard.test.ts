/**
 * The booking editor with the keyboard alone (issue 28, item 15): the calendar's 'Резерв' refused (409)
 * keeps the focus in its dialog; a reserve opens the editor with the focus on its first field, so typing
 * goes there at once and Alt+→ / Alt+← move between the steps without a click or a Tab. On the guests'
 * step the adults on main places follow the guests (item 13).
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
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

const activeStep = (page: Page) =>
  page
    .getByTestId('booking-editor')
    .locator('.mantine-Stepper-step[data-progress]')
    .getAttribute('aria-label');

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
});
