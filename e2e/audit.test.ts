/**
 * 'История' (issue 15): the receptionist takes a payment in her browser, the manager opens the booking's
 * history in his and sees it under her name, with the amount and the method. Demo staff: Айгерим
 * Касымова at the front desk, Ольга Морозова the manager (password demo12345).
 */
import path from 'node:path';
import ExcelJS from 'exceljs';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { chooseOption, step } from './editorSteps.ts';
import { animationsDone, screenshotsDir } from './harness.ts';
import { useJourneys } from './journeys.ts';

const app = useJourneys();

/** A page of its own for a demo employee, logged in, on the calendar, with no errors counted yet. */

/**
 * Opens the booking's editor from 'Брони', found by its number in the company (issue 29, item 15), and
 * answers that number.
 */
async function openBooking(page: Page, id: number) {
  const { number } = await app.get<{ number: number }>(page, `/api/v2/booking/${id}/`);
  await page.goto(`${app.url}/bookings?search=${encodeURIComponent(`№${number}`)}`);
  await page.getByTestId(`booking-row-${id}`).click();
  await page.getByTestId('booking-editor').getByText(`Бронь №${number}`, { exact: true }).waitFor();
  return number;
}

describe("a booking's 'История'", () => {
  it("shows the manager the receptionist's payment under her name", async () => {
    const desk = await app.logIn('aigerim@example.com');
    // A single booking (a group takes its payments on its parent), the newest reserved or booked.
    const list = await app.get<{ results: { id: number }[] }>(
      desk.page,
      '/api/v2/booking/list/?status=reserved,booked&sort=-id&page[size]=20',
    );
    let id = 0;
    for (const b of list.results) {
      const detail = await app.get<{ is_group: boolean }>(desk.page, `/api/v2/booking/${b.id}/`);
      if (!detail.is_group) {
        id = b.id;
        break;
      }
    }
    expect(id).toBeGreaterThan(0);

    // The receptionist takes 7 000 ₸ in cash from the editor's 'Стоимость' step.
    await openBooking(desk.page, id);
    const editor = desk.page.getByTestId('booking-editor');
    await step(desk.page, 'Стоимость');
    await editor.getByRole('button', { name: 'Добавить платеж' }).click();
    const row = editor.getByTestId('payment-row');
    await chooseOption(desk.page, 'Вид оплаты', 'Наличные', row);
    await row.getByLabel('Сумма').fill('7000');
    await row.getByLabel('Комментарий').fill('Доплата за завтраки');
    await row.getByRole('button', { name: 'Оформить' }).click();
    await desk.page.getByText('Платеж оформлен!').waitFor();
    expect(desk.errors).toEqual([]);

    // The manager, in another browser context, opens the same booking's 'История'.
    const manager = await app.logIn('olga@example.com');
    const number = await openBooking(manager.page, id);
    await manager.page.getByTestId('history-button').click();
    const drawer = manager.page.getByRole('dialog', { name: `История брони №${number}` });
    const payment = drawer.getByTestId('history-entry').filter({ hasText: 'Доплата за завтраки' });
    await payment.waitFor();
    expect(await payment.textContent()).toMatch(/Оплата.*Касымова Айгерим.*7\s000\s₸.*Наличные/);
    // The drawer slides in: the picture once it stands still.
    await animationsDone(manager.page);
    await manager.page.screenshot({ path: path.join(screenshotsDir, 'booking-history.png') });

    // The same record in 'Журнал действий', filtered by the receptionist.
    const journal = await app.get<{
      results: { action: string; booking_id: number; employee: { name: string } }[];
    }>(manager.page, '/api/v2/audit/?entity=payment&page[size]=5');
    expect(journal.results[0]).toMatchObject({
      action: 'payment',
      booking_id: id,
      employee: { name: 'Касымова Айгерим' },
    });
    expect(manager.errors).toEqual([]);
    await desk.context.close();
    await manager.context.close();
  });
});

describe("'Журнал действий' to Excel (issue 29, item 18)", () => {
  it('downloads the rows of the filters on screen', async () => {
    const { page, errors, context } = await app.signedIn();
    await page.goto(`${app.url}/admin/audit`);
    await page.getByTestId('audit-row').first().waitFor();
    // The section 'Номер': the demo's rooms, created by its seed.
    const filtered = page.waitForResponse(
      (r) => r.url().includes('/api/v2/audit/?') && r.url().includes('entity=room'),
    );
    // Exactly 'Номер': 'Состояние номера' (housekeeping) is a section too.
    await page.locator('main').getByLabel('Раздел').click();
    await page.getByRole('option', { name: 'Номер', exact: true }).click();
    const shown = (await (await filtered).json()) as { count: number };
    expect(shown.count).toBeGreaterThan(0);
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Скачать EXCEL' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe('Журнал действий.xlsx');
    const book = new ExcelJS.Workbook();
    await book.xlsx.readFile((await download.path())!);
    const sheet = book.getWorksheet('Журнал действий')!;
    expect((sheet.getRow(1).values as unknown[]).slice(1)).toEqual([
      'Когда',
      'Сотрудник',
      'Запись',
      'Действие',
      'Что изменилось',
    ]);
    const subjects: string[] = [];
    sheet.eachRow((r, n) => {
      if (n > 1) subjects.push(String(r.getCell(3).value));
    });
    expect(subjects).toHaveLength(shown.count);
    for (const s of subjects) expect(s).toMatch(/^Номер №\d+$/);
    expect(errors).toEqual([]);
    await context.close();
  });
});
