/**
 * Roles on the screens (issue 15): the receptionist reads the catalogues but cannot open their editing,
 * and the accountant cannot move a booking. The screens hide what the role cannot do; the server refuses
 * it anyway (403, nothing written). Demo staff: Айгерим Касымова at the front desk, Данияр Жумабаев the
 * accountant (password demo12345).
 */
import path from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { afterTwoFrames, screenshotsDir } from './harness.ts';
import { useJourneys } from './journeys.ts';

const app = useJourneys();
const FORBIDDEN = 'Недостаточно прав для этого действия';

interface Detail {
  room: number;
  check_in: number;
  check_out: number;
  version: number;
  booking_status: string;
  is_group: boolean;
}

/** A booked, single booking in the future, with its detail. */
async function futureBooking(page: Page): Promise<{ id: number; detail: Detail }> {
  const list = await app.get<{ results: { id: number }[] }>(
    page,
    '/api/v2/booking/list/?status=booked&sort=-id&page[size]=50',
  );
  const now = Date.now() / 1000;
  for (const { id } of list.results) {
    const detail = await app.get<Detail>(page, `/api/v2/booking/${id}/`);
    if (!detail.is_group && detail.check_in > now + 86_400) return { id, detail };
  }
  throw new Error('the demo has no future booked booking');
}

const calculationLabels: Record<string, string> = {
  tariff: 'по тарифу',
  fixed: 'фиксированная цена',
  full: 'итоговая цена',
};

const localDate = (seconds: number) => new Date((seconds + 5 * 3600) * 1000).toISOString().slice(0, 10);

describe('roles on the screens', () => {
  it('a receptionist reads the catalogues but cannot open their editing; the server refuses too', async () => {
    const { context, page, errors } = await app.logIn('aigerim@example.com');
    const nav = page.getByRole('navigation');
    await nav.getByRole('link', { name: 'Категории' }).click();
    await page.getByRole('heading', { name: 'Категории' }).waitFor();
    await page
      .getByRole('cell', { name: /Стандарт/ })
      .first()
      .waitFor();
    expect(await page.getByRole('button', { name: /Добавить/ }).count()).toBe(0);
    expect(await page.getByRole('button', { name: /^Изменить/ }).count()).toBe(0);
    expect(await page.getByRole('button', { name: /^Удалить/ }).count()).toBe(0);
    // Employees, the company's settings and the journal are not hers: not in the navbar, and a typed
    // address says why instead of showing the screen.
    for (const item of ['Сотрудники', 'Настройки объекта', 'Журнал действий'])
      expect(await nav.getByRole('link', { name: item }).count(), item).toBe(0);
    await page.goto(`${app.url}/admin/employees`);
    await page.getByText('Недостаточно прав', { exact: true }).waitFor();
    await page.screenshot({ path: path.join(screenshotsDir, 'role-forbidden.png') });

    const refused = await page.request.post(`${app.url}/api/v2/categories/`, {
      data: { name: 'Люкс без прав', place_number: 2 },
    });
    expect(refused.status()).toBe(403);
    expect((await refused.json()).error).toBe(FORBIDDEN);
    const found = await app.get<{ results: { name: string }[] }>(
      page,
      '/api/v2/categories/?search=без%20прав',
    );
    expect(found.results).toEqual([]);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('an accountant cannot move a booking: the bar does not drag, the editor does not save, the server refuses', async () => {
    const { context, page, errors } = await app.signedIn('daniyar@example.com');
    const { id, detail } = await futureBooking(page);
    await page.goto(`${app.url}/?today=${localDate(detail.check_in)}&period=7`);
    const bar = page.getByTestId(`bar-booking-${id}`);
    await bar.waitFor();
    await bar.scrollIntoViewIfNeeded();
    const box = await bar.boundingBox();
    if (!box) throw new Error('the bar is not laid out');
    await page.mouse.move(box.x + 8, box.y + box.height / 2);
    await page.mouse.down();
    await page.mouse.move(box.x + 8 + box.width, box.y + box.height / 2 + 60, { steps: 10 });
    await page.mouse.up();
    // No move dialog asks, and the bar stays where it was. A drop opens that dialog from its pointerup
    // handler, so two frames after the release it would be there.
    await afterTwoFrames(page);
    expect(await page.getByRole('dialog', { name: `Перенести бронь №${id}?` }).count()).toBe(0);
    expect(await bar.boundingBox()).toEqual(box);

    // Her editor shows the booking and takes payments, but saves nothing else.
    await page.goto(`${app.url}/bookings?search=${id}`);
    await page.getByTestId(`booking-row-${id}`).click();
    const editor = page.getByTestId('booking-editor');
    await editor.getByText(`Бронь №${id}`, { exact: true }).waitFor();
    expect(await editor.getByRole('button', { name: 'Сохранить' }).count()).toBe(0);
    expect(await editor.getByRole('button', { name: 'Отменить бронь' }).count()).toBe(0);
    await page.screenshot({ path: path.join(screenshotsDir, 'role-accountant-editor.png') });

    const move = await page.request.patch(`${app.url}/api/v2/booking/${id}/move/`, {
      data: { room: detail.room, check_in: detail.check_in + 86_400, check_out: detail.check_out + 86_400 },
    });
    expect(move.status()).toBe(403);
    expect((await move.json()).error).toBe(FORBIDDEN);
    const after = await app.get<Detail>(page, `/api/v2/booking/${id}/`);
    expect([after.check_in, after.check_out, after.version]).toEqual([
      detail.check_in,
      detail.check_out,
      detail.version,
    ]);
    expect(errors).toEqual([]);
    await context.close();
  });

  it("a receptionist's editor offers no price of her own and no refund; the server refuses a refund", async () => {
    const { context, page, errors } = await app.signedIn('aigerim@example.com');
    const { id } = await futureBooking(page);
    const detail = await app.get<Detail & { calculation_type: string }>(page, `/api/v2/booking/${id}/`);
    await page.goto(`${app.url}/bookings?search=${id}`);
    await page.getByTestId(`booking-row-${id}`).click();
    const editor = page.getByTestId('booking-editor');
    await editor.getByText(`Бронь №${id}`, { exact: true }).waitFor();
    // The price types: the rates, and the stored one when a manager set a price of its own.
    await editor.getByLabel('Тип расчета').click();
    const expected = ['tariff', detail.calculation_type].filter((v, i, all) => all.indexOf(v) === i);
    const options = await page.getByRole('option').allTextContents();
    expect(options).toEqual(expected.map((v) => calculationLabels[v]));
    await page.keyboard.press('Escape');
    await page.screenshot({ path: path.join(screenshotsDir, 'role-frontdesk-price.png') });

    await editor
      .getByRole('button', { name: /Стоимость/ })
      .first()
      .click();
    await editor.getByRole('button', { name: 'Добавить платеж' }).click();
    const row = editor.getByTestId('payment-row');
    await row.getByLabel('Тип').click();
    expect(await page.getByRole('option').allTextContents()).toEqual(['Платеж']);
    await page.keyboard.press('Escape');

    const methods = await app.get<{ results: { id: number }[] }>(page, '/api/v2/companies/payment-types/');
    const refund = await page.request.post(`${app.url}/api/v2/booking/payments/`, {
      data: {
        booking: id,
        value: 1,
        payment_type: 'return',
        payment_method: methods.results[0]!.id,
        comment: 'Касса',
      },
    });
    expect(refund.status()).toBe(403);
    expect((await refund.json()).error).toBe('Недостаточно прав для возврата оплаты');
    expect(errors).toEqual([]);
    await context.close();
  });

  it("the housekeeper's calendar shows who stays and when, with no money, no Excel and no catalogues", async () => {
    const { context, page, errors } = await app.logIn('gulnara@example.com');
    await page.getByTestId('room-101').waitFor();
    const nav = page.getByRole('navigation');
    for (const item of ['Категории', 'Номера', 'Настройки объекта'])
      expect(await nav.getByRole('link', { name: item }).count(), item).toBe(0);
    expect(await page.getByRole('button', { name: 'Скачать EXCEL' }).count()).toBe(0);

    const bar = page.locator('[data-testid^="bar-booking-"]').first();
    await bar.click();
    const tooltip = page.getByTestId('booking-tooltip');
    for (const label of ['Клиент', 'Статус', 'Даты'])
      expect(await tooltip.getByText(label, { exact: true }).isVisible(), label).toBe(true);
    expect(await tooltip.getByText('К оплате', { exact: true }).count()).toBe(0);
    expect(await page.locator('main').textContent()).not.toContain('₸');
    await page.screenshot({ path: path.join(screenshotsDir, 'role-housekeeper-calendar.png') });

    const today = new Date(Date.now() + 5 * 3600_000).toISOString().slice(0, 10);
    const body = JSON.stringify(await app.calendar(page, today, 14));
    expect(body).not.toMatch(/common_amount|"duty"/);
    for (const refused of [
      '/api/v2/companies/export/',
      '/api/v2/categories/',
      '/api/v2/service-discount/discounts/',
    ])
      expect((await page.request.get(`${app.url}${refused}`)).status(), refused).toBe(403);
    const info = await app.get<Record<string, unknown>>(page, '/api/v2/companies/info/');
    expect(info).not.toHaveProperty('requisites');
    expect(info).not.toHaveProperty('sftp');
    expect(errors).toEqual([]);
    await context.close();
  });
});
