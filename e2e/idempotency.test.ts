/**
 * Safe retries from the web (issue 15): the editor's payment carries an Idempotency-Key, so a double click
 * on 'Оформить' and a click again after a lost answer each make one payment, not two; a double click on
 * the calendar's 'Резерв' makes one draft.
 */
import type { Page, Request } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { chooseOption, savedReserve, step } from './editorSteps.ts';
import { clickCell, draftIdFromDialog, emptyDay, roomByName, useJourneys } from './journeys.ts';

const app = useJourneys();
const paymentsPath = '/api/v2/booking/payments/';

interface Detail {
  payment_list: { value: string; comment: string }[];
}

/** Opens a payment row and fills it in, ready for 'Оформить'. */
async function fillPayment(page: Page, value: string, comment: string) {
  const dialog = page.getByTestId('booking-editor');
  await step(page, 'Стоимость');
  await dialog.getByRole('button', { name: 'Добавить платеж' }).click();
  const row = dialog.getByTestId('payment-row');
  await chooseOption(page, 'Вид оплаты', 'Наличные', row);
  await row.getByLabel('Сумма').fill(value);
  await row.getByLabel('Комментарий').fill(comment);
  return row.getByRole('button', { name: 'Оформить' });
}

/** The Idempotency-Key of every payment POST the page sends. */
function watchPaymentKeys(page: Page): string[] {
  const keys: string[] = [];
  page.on('request', (request: Request) => {
    if (request.method() === 'POST' && new URL(request.url()).pathname === paymentsPath)
      keys.push(request.headers()['idempotency-key'] ?? '(none)');
  });
  return keys;
}

describe('a payment from the editor is made once', () => {
  it('a double click on «Оформить» makes one payment', async () => {
    const { page, errors } = await app.logIn();
    const id = await savedReserve(app, page, '101', 40);
    const keys = watchPaymentKeys(page);
    const add = await fillPayment(page, '7000', 'Двойной щелчок');
    await add.dblclick();
    await page.getByText('Платеж оформлен!').first().waitFor();
    await page.getByTestId('payments-list').getByText('Наличные').waitFor();

    const detail = await app.get<Detail>(page, `/api/v2/booking/${id}/`);
    expect(detail.payment_list.filter((p) => p.comment === 'Двойной щелчок')).toHaveLength(1);
    // Every request the clicks sent carried the one key of this payment.
    expect(keys.length).toBeGreaterThanOrEqual(1);
    expect(new Set(keys).size).toBe(1);
    expect(keys[0]).toMatch(/^[0-9a-f-]{32,36}$/);

    // Enter twice in the row: the button cannot be disabled in between. A second Enter still in flight
    // with the first shares its key; one whose turn comes after the answer is dropped by the row.
    const before = keys.length;
    await fillPayment(page, '3000', 'Двойной Enter');
    // Pressed as a person does, on the keyboard: a fast answer may already have re-drawn the row, which
    // a second press on the located field would wait for in vain.
    await page.getByTestId('payment-row').getByLabel('Комментарий').focus();
    await page.keyboard.press('Enter');
    await page.keyboard.press('Enter');
    await page.getByTestId('payments-list').getByText('Двойной Enter').first().waitFor();
    // A late request of the double click above (its key, answered the first answer) may land after
    // `before`: the Enter's requests are the others.
    const enters = () => keys.slice(before).filter((k) => k !== keys[0]);
    await expect.poll(() => enters().length).toBeGreaterThanOrEqual(1);
    expect(new Set(enters()).size).toBe(1);
    const after = await app.get<Detail>(page, `/api/v2/booking/${id}/`);
    expect(after.payment_list.filter((p) => p.comment === 'Двойной Enter')).toHaveLength(1);
    expect(errors).toEqual([]);
  });

  it('a click again after a lost answer makes one payment; the next payment gets a new key', async () => {
    const { page, errors } = await app.logIn();
    const id = await savedReserve(app, page, '102', 42);
    const keys = watchPaymentKeys(page);
    // The first answer is lost on the way back: the server has made the payment, the page never hears.
    let lost = false;
    await page.route(`**${paymentsPath}`, async (route) => {
      if (lost) return route.continue();
      lost = true;
      await route.fetch();
      await route.abort('connectionreset');
    });
    const add = await fillPayment(page, '5000', 'Ответ потерялся');
    await add.click();
    await expect.poll(() => keys.length).toBe(1);
    // The page says the network failed and keeps the row; the clerk clicks again.
    await page.getByText('Нет связи с сервером').first().waitFor();
    await add.click();
    await page.getByText('Платеж оформлен!').first().waitFor();
    const made = await app.get<Detail>(page, `/api/v2/booking/${id}/`);
    expect(made.payment_list.filter((p) => p.comment === 'Ответ потерялся')).toHaveLength(1);
    expect(keys).toHaveLength(2);
    expect(keys[1]).toBe(keys[0]);

    // Another payment of the same amount is a payment of its own.
    const next = await fillPayment(page, '5000', 'Ответ потерялся');
    await next.click();
    await expect
      .poll(async () => (await app.get<Detail>(page, `/api/v2/booking/${id}/`)).payment_list.length)
      .toBe(made.payment_list.length + 1);
    expect(keys).toHaveLength(3);
    expect(keys[2]).not.toBe(keys[0]);
    expect(errors.every((e) => /Failed to load resource|ERR_CONNECTION_RESET/.test(e))).toBe(true);
  });
});

describe('a reserve from the calendar is made once', () => {
  it('two clicks on «Резерв» before the button can turn busy send one request and make one draft', async () => {
    const { page, errors } = await app.signedIn();
    const from = emptyDay(46);
    const before = roomByName(await app.calendar(page, from), '103');
    expect(before.booking_list).toEqual([]);
    const keys: string[] = [];
    page.on('request', (request: Request) => {
      if (request.method() === 'POST' && new URL(request.url()).pathname === '/api/booking/')
        keys.push(request.headers()['idempotency-key'] ?? '(none)');
    });
    await app.openWindow(page, from);
    await clickCell(page, before.id, emptyDay(47));
    const reserve = page.getByRole('dialog').getByRole('button', { name: 'Резерв', exact: true });
    // Both clicks in one task: React has not rendered the first one's busy button before the second.
    await reserve.evaluate((button) => {
      const clickable = button as unknown as { click(): void };
      clickable.click();
      clickable.click();
    });
    const id = await draftIdFromDialog(page);

    const after = roomByName(await app.calendar(page, from), '103');
    expect(after.booking_list.map((b) => b.id)).toEqual([id]);
    // The second click joined the first: one request left, not a second one with the same key.
    expect(keys).toHaveLength(1);
    expect(errors).toEqual([]);
  });
});
