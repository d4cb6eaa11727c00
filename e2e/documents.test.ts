/**
 * The documents a receptionist hands a guest, from the booking editor against a really started server
 * with demo data: on step 5 the invoice (xlsx) and a payment's cash order (PDF); on step 7 the
 * confirmation PDF, the food coupons and the e-mail, which the built-in outbox receives and the 'Почта'
 * screen shows. Each file is fetched back and read: a document that opens empty is a failure.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import ExcelJS from 'exceljs';
import type { BrowserContext, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { chooseOption, step } from './editorSteps.ts';
import { screenshotsDir } from './harness.ts';
import { emptyDay, reserveCell, roomByName, useJourneys } from './journeys.ts';

const app = useJourneys();

/** A PDF's text as pdftotext reads it, its spaces made plain. */
function pdfText(pdf: Buffer): string {
  const file = path.join(mkdtempSync(path.join(tmpdir(), 'e2e-pdf-')), 'doc.pdf');
  writeFileSync(file, pdf);
  return execFileSync('pdftotext', ['-layout', file, '-'], { encoding: 'utf8' }).replace(
    /[\u00a0\u202f]/g,
    ' ',
  );
}

/** Clicks `button` and fetches the document link the API answers under `field` (no session needed). */
async function documentFrom(
  page: Page,
  context: BrowserContext,
  click: () => Promise<void>,
  apiPath: RegExp,
  field: string,
): Promise<Buffer> {
  // Any answer, not only an ok one: a refusal fails here with its status and text instead of a timeout.
  const answer = page.waitForResponse((r) => apiPath.test(new URL(r.url()).pathname));
  const opened = context.waitForEvent('page');
  await click();
  const response = await answer.catch(async (err: Error) => {
    const shown = await page.locator('.mantine-Notification-root').allTextContents();
    throw new Error(`${err.message}\nnotifications: ${JSON.stringify(shown)}`);
  });
  expect(response.status(), await response.text()).toBe(200);
  const link = ((await response.json()) as Record<string, string>)[field]!;
  await (await opened).close();
  const file = await context.request.get(link);
  expect(file.status()).toBe(200);
  expect(file.headers()['content-type']).toBe('application/pdf');
  return file.body();
}

/** Clicks `click` and reads the invoice it downloads: every cell's text, in one string. */
async function invoiceCells(page: Page, click: () => Promise<void>): Promise<string> {
  const download = page.waitForEvent('download');
  await click();
  const invoice = await download;
  expect(invoice.suggestedFilename()).toMatch(/^Счет на оплату №\d+.*\.xlsx$/);
  const book = new ExcelJS.Workbook();
  await book.xlsx.readFile((await invoice.path())!);
  const texts: string[] = [];
  book.worksheets[0]!.eachRow((r) => r.eachCell((c) => texts.push(c.text)));
  return texts.join(' ');
}

describe('documents from the booking editor', () => {
  it('prints the invoice, the cash order, the confirmation and the coupons, and mails the confirmation', async () => {
    const { context, page, errors } = await app.signedIn();
    const from = emptyDay(150);
    const room = roomByName(await app.calendar(page, from), '102');
    await app.openWindow(page, from);
    const id = await reserveCell(page, room.id, emptyDay(152));
    const dialog = page.getByTestId('booking-editor');

    await step(page, 'Данные клиента');
    const guest = dialog.getByTestId('client-0');
    await guest.getByLabel('Имя').fill('Жанар Ахметова');
    await guest.getByLabel('Телефон').fill('+7 701 222 33 44');
    await guest.getByLabel('E-mail').fill('zhanar@example.kz');
    await dialog.getByRole('button', { name: 'Сохранить' }).click();
    await page.getByText('Изменено!').first().waitFor();
    await step(page, 'Питание');
    await dialog.getByRole('button', { name: 'Добавить питание' }).click();
    await expect.poll(() => dialog.getByTestId('meal-total-0').textContent()).not.toBe('—');
    await dialog.getByRole('button', { name: 'Сохранить' }).click();
    await page.getByText('Изменено!').first().waitFor();

    // Step 5: a payment, its cash order, and the invoice.
    await step(page, 'Стоимость');
    await dialog.getByRole('button', { name: 'Добавить платеж' }).click();
    const row = dialog.getByTestId('payment-row');
    await chooseOption(page, 'Вид оплаты', 'Наличные', row);
    await row.getByLabel('Сумма').fill('15000');
    await row.getByLabel('Комментарий').fill('Предоплата');
    await row.getByRole('button', { name: 'Оформить' }).click();
    await page.getByText('Платеж оформлен!').waitFor();
    const order = await documentFrom(
      page,
      context,
      () => dialog.getByRole('button', { name: /Кассовый ордер по платежу/ }).click(),
      /^\/api\/v2\/booking\/parishioner\/\d+\/$/,
      'prihodnik',
    );
    const orderText = pdfText(order);
    expect(orderText).toContain('ПРИХОДНЫЙ КАССОВЫЙ ОРДЕР');
    expect(orderText).toContain('Пятнадцать тысяч тенге 00 тиын');
    // 'по брони №…': the booking's number in the company (issue 29, item 15), not its id.
    const { number } = await app.get<{ number: number }>(page, `/api/v2/booking/${id}/`);
    expect(orderText).toContain(`по брони №${number}`);

    // A card payment gets no cash order: its printer is disabled, its tooltip says why (issue 29).
    await dialog.getByRole('button', { name: 'Добавить платеж' }).click();
    const card = dialog.getByTestId('payment-row');
    await chooseOption(page, 'Вид оплаты', 'Банковская карта', card);
    await card.getByLabel('Сумма').fill('1000');
    await card.getByLabel('Комментарий').fill('Мини-бар');
    await card.getByRole('button', { name: 'Оформить' }).click();
    const refusal = 'КО-1 и КО-2 печатаются только для оплаты наличными; этот платёж — «Банковская карта»';
    const refused = dialog.getByRole('button', { name: refusal });
    await refused.waitFor();
    expect(await refused.getAttribute('aria-disabled')).toBe('true');
    await refused.hover();
    await expect.poll(() => page.getByRole('tooltip').textContent()).toBe(refusal);
    // The cash payment's printer is still the only one offered.
    expect(await dialog.getByRole('button', { name: /Кассовый ордер по платежу/ }).count()).toBe(1);
    await page.screenshot({ path: path.join(screenshotsDir, 'documents-cash-order-refused.png') });

    // The invoice asks whom it is made out to: the guest first.
    await page.screenshot({ path: path.join(screenshotsDir, 'documents-step5.png') });
    await dialog.getByRole('button', { name: 'Счет на оплату EXCEL' }).click();
    const buyer = page.getByTestId('invoice-buyer');
    await buyer.waitFor();
    const cells = await invoiceCells(page, () => buyer.getByRole('button', { name: 'Скачать счет' }).click());
    expect(cells, cells).toContain('Жанар');
    expect(cells).toContain('Всего к оплате');
    expect(cells).toContain('Код');
    await buyer.waitFor({ state: 'detached' });

    // Then to an organisation (issue 29, item 7): a БИН/ИИН with a wrong check digit is refused at its
    // field and nothing is downloaded; corrected, the invoice names the organisation.
    await dialog.getByRole('button', { name: 'Счет на оплату EXCEL' }).click();
    // The segmented control's radio is hidden under its label, which is what a person clicks.
    await buyer.locator('label', { hasText: 'Организация' }).click();
    await expect.poll(() => buyer.getByRole('radio', { name: 'Организация' }).isChecked()).toBe(true);
    await buyer.getByLabel('Наименование').fill('ТОО «Степь Логистик»');
    await buyer.getByLabel('БИН/ИИН').fill('050340001236');
    await buyer.getByLabel('Адрес').fill('г. Астана, ул. Сыганак, 70');
    await buyer.getByRole('button', { name: 'Скачать счет' }).click();
    await buyer.getByText('Неверный БИН/ИИН: контрольная цифра не совпадает').waitFor();
    await page.screenshot({ path: path.join(screenshotsDir, 'documents-invoice-organisation.png') });
    await buyer.getByLabel('БИН/ИИН').fill('050340001235');
    const billed = await invoiceCells(page, () =>
      buyer.getByRole('button', { name: 'Скачать счет' }).click(),
    );
    expect(billed, billed).toContain(
      'БИН / ИИН 050340001235, ТОО «Степь Логистик», г. Астана, ул. Сыганак, 70',
    );
    expect(billed).not.toContain('Жанар');
    await buyer.waitFor({ state: 'detached' });

    // The organisation is offered the next time, and choosing it fills in its requisites.
    await dialog.getByRole('button', { name: 'Счет на оплату EXCEL' }).click();
    await buyer.locator('label', { hasText: 'Организация' }).click();
    await chooseOption(page, 'Выставляли раньше', 'ТОО «Степь Логистик» · 050340001235', buyer);
    await expect.poll(() => buyer.getByLabel('БИН/ИИН').inputValue()).toBe('050340001235');
    expect(await buyer.getByLabel('Наименование').inputValue()).toBe('ТОО «Степь Логистик»');
    expect(await buyer.getByLabel('Адрес').inputValue()).toBe('г. Астана, ул. Сыганак, 70');
    await buyer.getByRole('button', { name: 'Отмена' }).click();
    await buyer.waitFor({ state: 'detached' });

    // Step 7: the confirmation and the coupons open as PDFs of this booking.
    await step(page, 'Подтверждение');
    const ticket = await documentFrom(
      page,
      context,
      () => dialog.getByRole('button', { name: 'Скачать PDF' }).click(),
      new RegExp(`^/api/v2/booking/${id}/ticket/$`),
      'ticket',
    );
    expect(ticket.length).toBeGreaterThan(1000);
    const ticketText = pdfText(ticket);
    expect(ticketText).toContain(`${id}`);
    expect(ticketText).toContain('Ахметова');
    const coupons = await documentFrom(
      page,
      context,
      () => dialog.getByRole('button', { name: 'Сгенерировать талоны' }).click(),
      new RegExp(`^/api/v2/booking/${id}/coupons/$`),
      'coupons',
    );
    expect(pdfText(coupons)).toMatch(/Завтрак|Обед|Ужин/);

    // The e-mail goes to the built-in outbox; the 'Почта' screen shows it.
    await dialog.getByRole('button', { name: 'Отправить на почту' }).click();
    await page.getByText('Отправлено!').first().waitFor();
    await page.screenshot({ path: path.join(screenshotsDir, 'documents-step7.png') });
    await dialog.getByRole('button', { name: 'Закрыть' }).first().click();
    await dialog.waitFor({ state: 'detached' });
    await page.goto(`${app.url}/mail`);
    const sent = page.getByRole('row').filter({ hasText: 'zhanar@example.kz' }).first();
    await sent.getByText('Отправлено').waitFor();
    await sent.click();
    await page.getByText(`${id}`).first().waitFor();
    await page.screenshot({ path: path.join(screenshotsDir, 'documents-mail.png') });
    expect(errors).toEqual([]);
    await context.close();
  });
});
