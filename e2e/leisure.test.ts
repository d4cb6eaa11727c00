/**
 * The staff's leisure calendar (issue 14, specification 2.5) against a really started server with demo
 * data: switch to the leisure company, sell two adult tickets, reduce the stock by three, book one with a
 * client, and see 'free / total' change in a second browser after a reload; then the day's orders (sell
 * a reserve, pay, ticket, cancel), and the screen on a phone.
 */
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { screenshotsDir } from './harness.ts';
import { emptyDay, ruDate, tenge, useJourneys } from './journeys.ts';

// Every journey logs in afresh, more often than the default ten logins a minute allow.
const app = useJourneys({ LOGIN_RATE_LIMIT: '100' });
const docsScreens = path.resolve(import.meta.dirname, '..', 'docs', 'screens');
const LEISURE_COMPANY = 'Зона отдыха «Бурабай Лэнд»';

interface DayTariff {
  id: number;
  enum: string;
  stock_number: number;
  total: number;
  price_list: { id: number; name: string; price: string }[];
}
interface LeisureDay {
  day: string;
  total: number;
  empty: number;
}

/** Chooses the leisure company in the header's switcher and waits for its month grid. */
async function switchToLeisure(page: Page): Promise<number> {
  await page.getByRole('combobox', { name: 'Компания' }).click();
  await page.getByRole('option', { name: LEISURE_COMPANY }).click();
  await page.getByTestId('leisure-grid').waitFor();
  return Number(await page.evaluate("window.localStorage.getItem('pms.companyId')"));
}

/** GETs an API path of the leisure company (the page's session, with its X-Company-Id). */
async function leisureGet<T>(page: Page, companyId: number, apiPath: string): Promise<T> {
  const res = await page.request.get(`${app.url}${apiPath}`, {
    headers: { 'X-Company-Id': String(companyId) },
  });
  expect(res.status(), apiPath).toBe(200);
  return (await res.json()) as T;
}

/**
 * A category, a day from `fromOffset` days ahead and a tariff sold that day with an adult price and at
 * least `places` places left: demo sales leave some days fuller than others.
 */
async function findSale(page: Page, companyId: number, fromOffset: number, places: number) {
  const categories = await leisureGet<{ results: { id: number; name: string }[] }>(
    page,
    companyId,
    '/api/v2/categories/leisure/?is_active=true',
  );
  for (let offset = fromOffset; offset < fromOffset + 20; offset += 1) {
    const day = emptyDay(offset);
    for (const category of categories.results) {
      const tariffs = await leisureGet<DayTariff[]>(
        page,
        companyId,
        `/api/v2/main/leisure-price/?category_id=${category.id}&start=${day}`,
      );
      for (const tariff of tariffs) {
        const adult = tariff.price_list.find((p) => p.name === 'Взрослый') ?? tariff.price_list[0];
        if (adult && tariff.stock_number >= places) return { category, day, tariff, adult };
      }
    }
  }
  throw new Error('no demo tariff with places to sell');
}

/** The day's 'free / total' as the calendar of the leisure company answers it. */
async function dayCounts(page: Page, companyId: number, categoryId: number, day: string) {
  const days = await leisureGet<LeisureDay[]>(
    page,
    companyId,
    `/api/v2/main/calendar-leisure/${categoryId}/?start=${day}&end=${day}`,
  );
  const found = days.find((d) => d.day === day);
  if (!found) throw new Error(`calendar-leisure has no ${day}`);
  return found;
}

const cellCount = (page: Page, day: string) =>
  page.getByTestId(`leisure-day-${day}`).getByTestId('leisure-day-count').textContent();

/** Fills 'Внесите данные' with a name and a phone and sends it: 'Продать' for a sale, else 'Забронировать'. */
async function fillClient(page: Page, firstName: string, phone: string, submit = 'Забронировать') {
  const form = page.getByRole('dialog', { name: 'Внесите данные' });
  await form.getByLabel('Имя').fill(firstName);
  await form.getByLabel('Телефон').fill(phone);
  await form.getByRole('button', { name: submit, exact: true }).click();
}

describe('leisure calendar journeys', () => {
  it('sells two adults, reduces stock by three and books one; a second browser sees it after a reload', async () => {
    const { context, page, errors } = await app.logIn();
    const companyId = await switchToLeisure(page);
    // The leisure mode has no period, no Excel export and no live socket.
    expect(await page.getByRole('button', { name: 'Скачать EXCEL' }).count()).toBe(0);
    expect(await page.getByText('60 дн.').count()).toBe(0);
    expect(await page.getByTestId('live-on').count()).toBe(0);
    // The week starts on Monday.
    const grid = page.getByTestId('leisure-grid');
    expect((await grid.locator('p').first().textContent())?.toLowerCase()).toBe('пн');

    const { category, day, tariff, adult } = await findSale(page, companyId, 2, 6);
    const before = await dayCounts(page, companyId, category.id, day);
    const url = `${app.url}/?category=${category.id}&month=${day.slice(0, 7)}`;
    await page.goto(url);
    await page.getByTestId(`leisure-day-${day}`).waitFor();
    await expect.poll(() => cellCount(page, day)).toBe(`${before.empty} / ${before.total}`);
    // A past day does not open.
    const yesterday = emptyDay(-1);
    if (yesterday.slice(0, 7) === day.slice(0, 7))
      expect(await page.getByTestId(`leisure-day-${yesterday}`).isDisabled()).toBe(true);
    await page.screenshot({ path: path.join(screenshotsDir, 'leisure-calendar.png') });
    mkdirSync(docsScreens, { recursive: true });
    await page.screenshot({ path: path.join(docsScreens, 'leisure-calendar.png') });

    // A second browser of another colleague shows the same numbers.
    const second = await app.logIn();
    await switchToLeisure(second.page);
    await second.page.goto(url);
    await expect.poll(() => cellCount(second.page, day)).toBe(`${before.empty} / ${before.total}`);

    // The day's dialog: two adults sold with the client's data.
    await page.getByTestId(`leisure-day-${day}`).click();
    const dialog = page.getByRole('dialog', { name: `Бронирование — ${ruDate(day)}` });
    await dialog.waitFor();
    const card = dialog.getByTestId(`tariff-${tariff.id}`);
    const left = card.getByTestId(`tariff-left-${tariff.id}`);
    await expect.poll(() => left.textContent()).toBe(`Осталось ${tariff.stock_number} из ${tariff.total}`);
    const plus = card.getByRole('button', { name: `Больше: ${adult.name}` });
    const minus = card.getByRole('button', { name: `Меньше: ${adult.name}` });
    expect(await minus.isDisabled()).toBe(true);
    await plus.click();
    await plus.click();
    expect(await dialog.getByTestId('leisure-total').textContent()).toBe(tenge(Number(adult.price) * 2));
    await page.screenshot({ path: path.join(screenshotsDir, 'leisure-day.png') });
    await page.screenshot({ path: path.join(docsScreens, 'leisure-day.png') });
    await dialog.getByRole('button', { name: 'Продать' }).click();
    const form = page.getByRole('dialog', { name: 'Внесите данные' });
    await form.waitFor();
    // A sale's form says 'Продать', never 'Забронировать' (issue 28, item 18).
    expect(await form.getByRole('button', { name: 'Забронировать' }).count()).toBe(0);
    // Without the required first name and phone the form says so under the fields.
    await form.getByRole('button', { name: 'Продать', exact: true }).click();
    expect(await form.getByText('Обязательное поле для заполнения').count()).toBe(2);
    await page.screenshot({ path: path.join(screenshotsDir, 'leisure-client-form.png') });
    await fillClient(page, 'Айгерим', '+7 701 111 22 33', 'Продать');
    await page.getByText('Продано!').waitFor();
    await form.waitFor({ state: 'hidden' });
    await expect
      .poll(() => left.textContent())
      .toBe(`Осталось ${tariff.stock_number - 2} из ${tariff.total}`);

    // Three places off without a client.
    for (let i = 0; i < 3; i += 1) await plus.click();
    await dialog.getByRole('button', { name: 'Уменьшить сток' }).click();
    await page.getByText('Успешно уменьшен сток!').waitFor();
    await expect
      .poll(() => left.textContent())
      .toBe(`Осталось ${tariff.stock_number - 5} из ${tariff.total}`);

    // One reserved for a client.
    await plus.click();
    await dialog.getByRole('button', { name: 'Забронировать' }).click();
    await fillClient(page, 'Ерлан', '+7 702 333 44 55');
    await page.getByText('Успешно забронировано!').first().waitFor();
    await expect
      .poll(() => left.textContent())
      .toBe(`Осталось ${tariff.stock_number - 6} из ${tariff.total}`);

    // Nothing chosen (the counters are back at zero after a sale) is refused in the browser.
    expect(await minus.isDisabled()).toBe(true);
    await dialog.getByRole('button', { name: 'Продать' }).click();
    await page.getByText('Выберите количество!').waitFor();

    // The day's orders: the sale, the stock and the reserve, newest first.
    await dialog.getByRole('tab', { name: /Заказы дня/ }).click();
    const orders = dialog.getByTestId('leisure-orders');
    await orders.waitFor();
    const statuses = await orders
      .getByTestId('leisure-order')
      .locator('[data-status]')
      .evaluateAll((els) => els.slice(0, 3).map((el) => el.getAttribute('data-status')));
    expect(statuses).toEqual(['reserved', 'stock', 'book']);
    // A stock reduction shows no money (issue 28, item 18).
    const stock = orders.getByTestId('leisure-order').filter({ has: page.locator('[data-status="stock"]') });
    expect(await stock.getByText('Сумма', { exact: true }).count()).toBe(0);
    expect(await stock.getByText(/₸/).count()).toBe(0);
    // Cancelling the unpaid reserve asks no refund: nothing was paid.
    const reserve = orders.getByTestId('leisure-order').first();
    await reserve.getByRole('button', { name: 'Отменить' }).click();
    const unpaid = page.getByRole('dialog', { name: /Отменить заказ №\d+/ });
    await unpaid.getByRole('button', { name: 'Отменить заказ' }).waitFor();
    expect(await unpaid.getByText('Не забудьте сделать возврат').count()).toBe(0);
    await unpaid.getByRole('button', { name: 'Не отменять' }).click();
    await unpaid.waitFor({ state: 'hidden' });
    await dialog.getByRole('button', { name: 'Закрыть', exact: true }).click();

    // The month in this browser and, after a reload, in the other one.
    const after = `${before.empty - 6} / ${before.total}`;
    await expect.poll(() => cellCount(page, day)).toBe(after);
    expect(await dayCounts(page, companyId, category.id, day)).toMatchObject({ empty: before.empty - 6 });
    await second.page.reload();
    await expect.poll(() => cellCount(second.page, day)).toBe(after);
    expect(second.errors).toEqual([]);
    await second.context.close();
    expect(errors).toEqual([]);
    await context.close();
  });

  it("works the day's orders: sells a reserve, pays it, downloads its ticket and cancels it", async () => {
    const { context, page, errors } = await app.logIn();
    const companyId = await switchToLeisure(page);
    const { category, day, tariff, adult } = await findSale(page, companyId, 9, 1);
    const before = await dayCounts(page, companyId, category.id, day);
    await page.goto(`${app.url}/?category=${category.id}&month=${day.slice(0, 7)}`);
    await page.getByTestId(`leisure-day-${day}`).click();
    const dialog = page.getByRole('dialog', { name: `Бронирование — ${ruDate(day)}` });
    await dialog
      .getByTestId(`tariff-${tariff.id}`)
      .getByRole('button', { name: `Больше: ${adult.name}` })
      .click();
    await dialog.getByRole('button', { name: 'Забронировать' }).click();
    await fillClient(page, 'Дана', '+7 705 000 11 22');
    await page.getByText('Успешно забронировано!').waitFor();

    await dialog.getByRole('tab', { name: /Заказы дня/ }).click();
    const order = dialog.getByTestId('leisure-order').first();
    await order.getByText('Бронь', { exact: true }).waitFor();
    expect(await order.getByText(/Дана/).count()).toBe(1);
    await order.getByRole('button', { name: 'Продать' }).click();
    await order.getByText('Продано', { exact: true }).waitFor();

    // 'Оплата' takes the booking editor's payment: method, amount and comment.
    await order.getByRole('button', { name: 'Оплата' }).click();
    const payment = order.getByTestId('leisure-payment-form');
    await payment.getByLabel('Вид оплаты').click();
    await page.getByRole('option', { name: 'Наличные' }).click();
    // The amount starts with what is due: the order's price, nothing paid yet (issue 28, item 14).
    expect((await payment.getByLabel('Сумма').inputValue()).replace(/\s/g, '')).toBe(
      String(Number(adult.price)),
    );
    await payment.getByLabel('Комментарий').fill('касса');
    // A lost decimal comma (×100) asks first, saying by how much; going back makes nothing (issue 29, item 1).
    const due = Number(adult.price);
    await payment.getByLabel('Сумма').fill(String(due * 100));
    await payment.getByRole('button', { name: 'Оформить' }).click();
    const question = page.getByTestId('overpayment-question');
    await question.waitFor();
    expect(await question.textContent()).toContain(`(${tenge(due)}), на ${tenge(due * 99)}.`);
    await page.getByRole('button', { name: 'Исправить сумму' }).click();
    await question.waitFor({ state: 'detached' });
    expect(await order.getByTestId('leisure-order-payments').count()).toBe(0);
    // The price with a decimal comma, as a whole: no question.
    await payment.getByLabel('Сумма').fill(`${due},00`);
    await payment.getByRole('button', { name: 'Оформить' }).click();
    await page.getByText('Платеж оформлен!').waitFor();
    expect(await question.count()).toBe(0);
    await order.getByTestId('leisure-order-payments').waitFor();
    await page.screenshot({ path: path.join(screenshotsDir, 'leisure-orders.png') });

    // Cash through the till prints its КО-1, as a booking's payment does.
    const answer = page.waitForResponse((r) => /\/api\/v2\/booking\/parishioner\/\d+\/$/.test(r.url()));
    const opened = context.waitForEvent('page');
    await order.getByRole('button', { name: /Кассовый ордер по платежу/ }).click();
    expect((await answer).status()).toBe(200);
    await (await opened).close();

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      order.getByRole('button', { name: 'Билет' }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/\.pdf$/);

    // Cancelled with a reason, its place comes back.
    await order.getByRole('button', { name: 'Отменить' }).click();
    const cancel = page.getByRole('dialog', { name: /Отменить заказ №\d+/ });
    await cancel.getByLabel('Причина отмены').fill('Клиент передумал');
    // Paid: the refund is recalled.
    await cancel.getByText('Не забудьте сделать возврат').waitFor();
    await cancel.getByRole('button', { name: 'Отменить заказ' }).click();
    await order.getByText('Отменён', { exact: true }).waitFor();
    await expect
      .poll(async () => (await dayCounts(page, companyId, category.id, day)).empty)
      .toBe(before.empty);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('fits 1366 and 390 px wide (nothing of the month or the day dialog cut off); the resort brings its timeline back', async () => {
    const { context, page, errors } = await app.logIn();
    const companyId = await switchToLeisure(page);
    const { category, day } = await findSale(page, companyId, 2, 0);
    for (const [width, height] of [
      [1366, 768],
      [390, 844],
    ] as const) {
      await page.setViewportSize({ width, height });
      await page.goto(`${app.url}/?category=${category.id}&month=${day.slice(0, 7)}`);
      await page.getByTestId(`leisure-day-${day}`).waitFor();
      expect(await page.evaluate('document.documentElement.scrollWidth')).toBeLessThanOrEqual(width);
      for (const name of ['Предыдущий месяц', 'Сегодня', 'Следующий месяц']) {
        const box = await page.getByRole('button', { name, exact: true }).boundingBox();
        expect(box && box.x >= 0 && box.x + box.width <= width, name).toBe(true);
      }
      await page.screenshot({ path: path.join(screenshotsDir, `leisure-calendar-${width}.png`) });
      await page.getByTestId(`leisure-day-${day}`).click();
      const dialog = page.getByRole('dialog', { name: `Бронирование — ${ruDate(day)}` });
      await dialog.waitFor();
      for (const name of ['Забронировать', 'Продать', 'Уменьшить сток']) {
        const box = await dialog.getByRole('button', { name }).boundingBox();
        expect(box && box.x >= 0 && box.x + box.width <= width, name).toBe(true);
      }
      await page.screenshot({ path: path.join(screenshotsDir, `leisure-day-${width}.png`) });
      await page.keyboard.press('Escape');
      await dialog.waitFor({ state: 'hidden' });
    }
    // Switching back to the resort brings its room timeline back.
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.getByRole('combobox', { name: 'Компания' }).click();
    await page.getByRole('option', { name: 'Курорт «Бурабай Резорт»' }).click();
    await page.getByTestId('room-101').waitFor();
    expect(await page.getByTestId('leisure-grid').count()).toBe(0);
    expect(errors).toEqual([]);
    await context.close();
  });
});
