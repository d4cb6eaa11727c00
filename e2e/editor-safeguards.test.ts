/**
 * Front-desk safeguards of the booking editor and the calendar popover (issue 10, defects 6 and 7):
 * 'Заселить' before the arrival day and 'Выселить' with money owed ask first (cancelling changes
 * nothing), an unsaved 'Групповая бронь' switch leaves nothing behind, and an open editor learns that
 * a colleague saved the same booking.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { chooseOption, step } from './editorSteps.ts';
import { emptyDay, reserveCell, roomByName, tenge, useJourneys } from './journeys.ts';

const app = useJourneys();

interface Detail {
  id: number;
  booking_status: string;
  is_group: boolean;
  group_parent: number | null;
  comment: string;
  calculated_by: { total: string; duty: string };
}

const detailOf = (page: Page, id: number) => app.get<Detail>(page, `/api/v2/booking/${id}/`);

/** Reserves one empty night of `room` `offsetDays` ahead, names the guest and saves: a 'reserved' booking. */
async function savedReserve(page: Page, room: string, offsetDays: number): Promise<number> {
  const from = emptyDay(offsetDays);
  const { id: roomId } = roomByName(await app.calendar(page, from), room);
  await app.openWindow(page, from);
  const id = await reserveCell(page, roomId, emptyDay(offsetDays + 1));
  const dialog = page.getByTestId('booking-editor');
  await step(page, 'Данные клиента');
  const guest = dialog.getByTestId('client-0');
  await guest.getByLabel('Имя').fill('Сауле');
  await guest.getByLabel('Телефон').fill('+7 701 555 00 11');
  await dialog.getByRole('button', { name: 'Сохранить' }).click();
  await dialog.getByText(`Бронь №${id}`, { exact: true }).waitFor();
  return id;
}

/** Takes a part payment in the open editor, so that money is still owed. */
async function payPart(page: Page, amount: string) {
  const dialog = page.getByTestId('booking-editor');
  await step(page, 'Стоимость');
  await dialog.getByRole('button', { name: 'Добавить платеж' }).click();
  const row = dialog.getByTestId('payment-row');
  await chooseOption(page, 'Вид оплаты', 'Наличные', row);
  await row.getByLabel('Сумма').fill(amount);
  await row.getByLabel('Комментарий').fill('Предоплата');
  await row.getByRole('button', { name: 'Оформить' }).click();
  await page.getByText('Платеж оформлен!').first().waitFor();
}

/** The open confirmation: its text, then 'Отмена' or its confirm button. */
async function answerWarning(page: Page, text: string, confirm: string | null) {
  const warning = page.getByTestId('advance-warning');
  await warning.waitFor();
  expect(await warning.textContent()).toBe(text);
  const modal = page.getByRole('dialog', { name: 'Подтвердите действие' });
  await modal.getByRole('button', { name: confirm ?? 'Отмена', exact: true }).click();
  await warning.waitFor({ state: 'detached' });
}

describe('front-desk safeguards', () => {
  it("asks before 'Заселить' ahead of the arrival day and 'Выселить' with money owed, in the editor and the popover", async () => {
    const { context, page, errors } = await app.logIn();
    const offset = 160;
    const id = await savedReserve(page, '102', offset);
    const dialog = page.getByTestId('booking-editor');
    await payPart(page, '1000');
    await dialog.getByRole('button', { name: 'Бронирование' }).click();
    await page.getByText('Забронировано!').first().waitFor();
    await expect.poll(async () => (await detailOf(page, id)).booking_status).toBe('booked');

    // The editor: the arrival is days ahead, so 'Заселить' asks, naming it; cancelling changes nothing.
    const early = `Заезд по брони ${emptyDay(offset + 1)
      .split('-')
      .reverse()
      .join('.')}. Заселить сейчас?`;
    await dialog.getByRole('button', { name: 'Заселить' }).click();
    await answerWarning(page, early, null);
    expect((await detailOf(page, id)).booking_status).toBe('booked');

    // The popover asks the same; confirming checks in.
    await dialog.getByRole('button', { name: 'Закрыть' }).first().click();
    await dialog.waitFor({ state: 'detached' });
    await page.getByTestId(`bar-booking-${id}`).click();
    const tooltip = page.getByTestId('booking-tooltip');
    await tooltip.getByRole('button', { name: 'Заселить' }).click();
    await answerWarning(page, early, 'Заселить');
    await page.getByText('Заселили!').first().waitFor();
    await expect.poll(async () => (await detailOf(page, id)).booking_status).toBe('check_in');

    // Money is owed: 'Выселить' asks with the amount, in the popover (cancel) and the editor (confirm).
    const duty = (await detailOf(page, id)).calculated_by.duty;
    expect(Number(duty)).toBeGreaterThan(0);
    const owed = `Гость должен ${tenge(duty)}. Выселить?`;
    await page.keyboard.press('Escape');
    await page.getByTestId(`bar-booking-${id}`).click();
    await tooltip.getByRole('button', { name: 'Выселить' }).click();
    await answerWarning(page, owed, null);
    expect((await detailOf(page, id)).booking_status).toBe('check_in');
    await page.keyboard.press('Escape');
    await page.getByTestId(`bar-booking-${id}`).click();
    await tooltip.getByRole('button', { name: 'Открыть' }).click();
    await dialog.getByRole('button', { name: 'Выселить' }).click();
    await answerWarning(page, owed, 'Выселить');
    await page.getByText('Выселили!').first().waitFor();
    await expect.poll(async () => (await detailOf(page, id)).booking_status).toBe('check_out');
    expect(errors).toEqual([]);
    await context.close();
  });

  it("leaves nothing behind when 'Групповая бронь' is switched on and the editor closed unsaved", async () => {
    const { context, page, errors } = await app.logIn();
    const id = await savedReserve(page, '103', 165);
    const dialog = page.getByTestId('booking-editor');
    await step(page, 'Информация о брони');
    await dialog.getByRole('switch', { name: 'Групповая бронь' }).check();
    await dialog.getByText(`Группа №${id}`, { exact: true }).waitFor();
    // Nothing on the server yet: the booking is still single.
    expect(await detailOf(page, id)).toMatchObject({ is_group: false, group_parent: null });

    // Closing asks, as for any unsaved change; discarding leaves the booking as it was.
    await dialog.getByRole('button', { name: 'Закрыть' }).first().click();
    await page.getByRole('button', { name: 'Закрыть без сохранения' }).click();
    await dialog.waitFor({ state: 'detached' });
    expect(await detailOf(page, id)).toMatchObject({ is_group: false, group_parent: null });

    // Reopened, it is a single booking with the switch off.
    await page.getByTestId(`bar-booking-${id}`).click();
    await page.getByTestId('booking-tooltip').getByRole('button', { name: 'Открыть' }).click();
    await dialog.getByText(`Бронь №${id}`, { exact: true }).waitFor();
    expect(await dialog.getByRole('switch', { name: 'Групповая бронь' }).isChecked()).toBe(false);
    expect(errors).toEqual([]);
    await context.close();
  });
});
