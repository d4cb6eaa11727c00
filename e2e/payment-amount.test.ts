/**
 * A payment's amount, as staff enter it (issue 29, item 1). A payment cannot be edited, so a lost decimal
 * comma used to take a refund to undo: '12345,67' arriving in one input event (a paste, an autofill,
 * dictation; Playwright's fill is one such event) was saved as 1 234 567 ₸. The field now reads it as
 * 12 345,67, keeps a minus for the schema to refuse, and an amount over the balance due asks first.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { chooseOption, savedReserve, step } from './editorSteps.ts';
import { tenge, useJourneys } from './journeys.ts';

const app = useJourneys();

interface Detail {
  payment_list: { value: string; payment_type: string }[];
  calculated_by: { total: string };
}

const detailOf = (page: Page, id: number) => app.get<Detail>(page, `/api/v2/booking/${id}/`);

/** Opens a new payment row in cash, with its comment; the amount is the test's. */
async function newPayment(page: Page) {
  const dialog = page.getByTestId('booking-editor');
  await dialog.getByRole('button', { name: 'Добавить платеж' }).click();
  const row = dialog.getByTestId('payment-row');
  await chooseOption(page, 'Вид оплаты', 'Наличные', row);
  await row.getByLabel('Комментарий').fill('Предоплата');
  return { row, amount: row.getByLabel('Сумма'), make: row.getByRole('button', { name: 'Оформить' }) };
}

/** Waits until the booking holds `count` payments, the last one `value`. */
async function expectPayments(page: Page, id: number, values: string[]) {
  await expect.poll(async () => (await detailOf(page, id)).payment_list.map((p) => p.value)).toEqual(values);
}

describe('a payment amount', () => {
  it('reads a decimal comma typed at once, refuses a minus, and asks before going over the balance', async () => {
    const { page, errors } = await app.logIn();
    const id = await savedReserve(app, page, '101', 175);
    const total = Number((await detailOf(page, id)).calculated_by.total);
    expect(total).toBeGreaterThan(12345.67);
    await step(page, 'Стоимость');
    const dialog = page.getByTestId('booking-editor');

    const first = await newPayment(page);
    // A minus is kept and refused by name, never dropped into a payment of 500.
    await first.amount.fill('-500');
    await first.make.click();
    await first.row.getByText('Не может быть отрицательное число!').waitFor();
    // The whole amount in one input event, with a decimal comma.
    await first.amount.fill('12345,67');
    await first.row.getByLabel('Комментарий').focus();
    expect(await first.amount.inputValue()).toBe('12 345,67');
    await first.make.click();
    await page.getByText('Платеж оформлен!').first().waitFor();
    await first.row.waitFor({ state: 'detached' });
    await dialog.getByTestId('payments-list').getByText(tenge('12345.67')).waitFor();
    await expectPayments(page, id, ['12345.67']);

    // The comma lost after all ('1 234 567'): the row asks, saying by how much, and going back makes nothing.
    const left = Math.round((total - 12345.67) * 100) / 100;
    const second = await newPayment(page);
    await second.amount.fill('1 234 567');
    await second.make.click();
    const question = page.getByTestId('overpayment-question');
    await question.waitFor();
    expect(await question.textContent()).toBe(
      `Платеж ${tenge(1234567)} больше, чем осталось оплатить (${tenge(left)}), на ${tenge(
        Math.round((1234567 - left) * 100) / 100,
      )}. Платеж нельзя изменить — проверьте сумму. Провести его?`,
    );
    await page.getByRole('button', { name: 'Исправить сумму' }).click();
    await question.waitFor({ state: 'detached' });
    await expectPayments(page, id, ['12345.67']);

    // The balance itself, typed with a decimal point this time: nothing to ask.
    await second.amount.fill(left.toFixed(2));
    await second.make.click();
    await second.row.waitFor({ state: 'detached' });
    await expectPayments(page, id, ['12345.67', left.toFixed(2)]);
    expect(await question.count()).toBe(0);

    // Paid in full, a further payment asks, and staff may still make it.
    const third = await newPayment(page);
    await third.amount.fill('100');
    await third.make.click();
    await question.waitFor();
    expect(await question.textContent()).toContain(`на ${tenge(100)}.`);
    await page.getByRole('button', { name: 'Провести платеж' }).click();
    await third.row.waitFor({ state: 'detached' });
    await expectPayments(page, id, ['12345.67', left.toFixed(2), '100.00']);
    expect(errors).toEqual([]);
  });
});
