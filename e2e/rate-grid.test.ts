/**
 * 'Цены и ограничения' (issue 32's 'Done when'): a manager creates «Невозвратный» at −10 % of «Стандарт»,
 * drags over 30.12–02.01 of a category in the grid, types 45 000, gives those dates a 3-night minimum in
 * the bulk dialog, and finds the derived plan's cells at 40 500, read-only, with their formula. Then the
 * screen at a phone's 390 px: a tap on a day and a typed price. Screenshots at 1600, 1366 and 390 px.
 */
import path from 'node:path';
import ExcelJS from 'exceljs';
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { screenshotsDir } from './harness.ts';
import { useJourneys } from './journeys.ts';

const app = useJourneys();
const docsScreens = path.resolve(import.meta.dirname, '..', 'docs', 'screens');
const spaced = (text: string) => text.replace(/\s/g, ' ');
/** The errors of a page but the 400 the browser logs for a refusal the journey asked for on `path`. */
const besides = (errors: string[], path: string) =>
  errors.filter((e) => !(e.includes('400 (Bad Request)') && e.includes(path)));

/** The coming New Year: 30.12 of this year (or of the next one on 31.12). */
function newYear() {
  const now = new Date();
  const year = now.getMonth() === 11 && now.getDate() === 31 ? now.getFullYear() + 1 : now.getFullYear();
  const day = (d: string) => d.split('-').reverse().join('.');
  const dates = [`${year}-12-30`, `${year}-12-31`, `${year + 1}-01-01`, `${year + 1}-01-02`];
  return { start: `${year}-12-28`, dates, shown: dates.map(day) };
}

/** A grid cell of a category × plan on a date ('30.12.2026'). */
const cell = (page: Page, category: string, plan: string, day: string): Locator =>
  page.locator(`[role="gridcell"][aria-label^="${category}, ${plan}, ${day};"]`);

async function dragOver(page: Page, from: Locator, to: Locator) {
  const a = (await from.boundingBox())!;
  const b = (await to.boundingBox())!;
  await page.mouse.move(a.x + a.width / 2, a.y + a.height / 2);
  await page.mouse.down();
  await page.mouse.move(b.x + b.width / 2, b.y + b.height / 2, { steps: 4 });
  await page.mouse.up();
}

interface Grid {
  dates: string[];
  plans: { id: number; name: string }[];
  categories: { id: number; name: string }[];
  rows: {
    rate_plan: number;
    category: number;
    price: (string | null)[];
    dated: boolean[];
    min_stay: (number | null)[];
  }[];
}

describe('the price grid', () => {
  it('creates «Невозвратный» at −10 %, prices New Year at 45 000 with a 3-night minimum, and shows the derived plan', async () => {
    const { page, errors } = await app.logIn();
    await page.setViewportSize({ width: 1366, height: 900 });
    const ny = newYear();
    await page.getByRole('navigation').getByRole('link', { name: 'Цены и ограничения' }).click();
    await page.getByRole('heading', { name: 'Цены и ограничения', level: 1 }).waitFor();

    // The plan, beside the grid.
    await page.getByRole('button', { name: 'Добавить тариф' }).click();
    const form = page.getByRole('dialog', { name: 'Новый тариф' });
    await form.getByRole('textbox', { name: 'Название' }).fill('Невозвратный');
    await form.getByRole('textbox', { name: 'Наценка или скидка (минус — скидка)' }).fill('-10');
    await form.getByRole('switch', { name: 'Возвратный' }).uncheck({ force: true });
    await form.getByRole('button', { name: 'Сохранить' }).click();
    await form.waitFor({ state: 'detached' });
    await page.getByText('−10 % от «Стандарт» · без возврата').waitFor();

    // The New Year window, by its address.
    await page.goto(`${app.url}/admin/rates?start=${ny.start}&days=14`);
    const first = cell(page, 'Люкс', 'Стандарт', ny.shown[0]!);
    await first.waitFor();
    await first.scrollIntoViewIfNeeded();
    await dragOver(page, first, cell(page, 'Люкс', 'Стандарт', ny.shown[3]!));
    await page.screenshot({ path: path.join(screenshotsDir, 'rates-drag.png') });
    for (const day of ny.shown)
      await expect
        .poll(() => cell(page, 'Люкс', 'Стандарт', day).getAttribute('aria-selected'), { message: day })
        .toBe('true');
    // Typing starts the price; Enter saves it for the four nights, shown at once.
    await page.keyboard.press('4');
    const price = page.getByRole('textbox', { name: 'Цена за ночь' });
    const priceId = await price.getAttribute('id');
    await expect.poll(() => page.locator(':focus').getAttribute('id')).toBe(priceId);
    await page.keyboard.type('5000');
    expect(await price.inputValue()).toBe('45000');
    await page.keyboard.press('Enter');
    for (const day of ny.shown)
      await expect
        .poll(async () => spaced((await cell(page, 'Люкс', 'Стандарт', day).textContent())!))
        .toContain('45 000');
    // The grid has the focus back, as after Enter in a spreadsheet.
    await expect.poll(() => page.locator(':focus').getAttribute('data-testid')).toBe('rate-grid');

    // The minimum through the bulk dialog, opened with the selection.
    await page.getByRole('button', { name: 'Ограничения…' }).click();
    const bulk = page.getByRole('dialog', { name: 'Массовое изменение цен и ограничений' });
    await bulk.getByRole('textbox', { name: 'Мин. ночей' }).fill('3');
    // The server's refusal shows at its field, and nothing is kept.
    const max = bulk.getByRole('textbox', { name: 'Макс. ночей' });
    await max.fill('2');
    await bulk.getByRole('button', { name: 'Применить' }).click();
    await bulk.getByText('Максимальный срок меньше минимального').waitFor();
    expect(await max.getAttribute('aria-invalid')).toBe('true');
    await max.fill('');
    await page.screenshot({ path: path.join(screenshotsDir, 'rates-bulk.png') });
    await bulk.getByRole('button', { name: 'Применить' }).click();
    await bulk.waitFor({ state: 'detached' });
    // One toast of the grid at a time, saying what was saved: the restriction's took the price's place.
    const toasts = page.locator('.mantine-Notification-root');
    await toasts.filter({ hasText: 'Ограничения сохранены · Изменено 4 ячейки' }).waitFor();
    expect(await toasts.count()).toBe(1);

    // The derived plan: 40 500, read-only, with its formula, and the minimum binds it too.
    for (const day of ny.shown) {
      const derived = cell(page, 'Люкс', 'Невозвратный', day);
      await expect.poll(async () => spaced((await derived.textContent())!)).toContain('40 500');
      expect(spaced((await derived.textContent())!)).toContain('мин 3');
      expect(await derived.getAttribute('aria-readonly')).toBe('true');
      expect(spaced((await derived.getAttribute('aria-label'))!)).toContain(
        'Цена считается: −10 % от «Стандарт»',
      );
    }
    // A derived cell takes no price: typing over it offers nothing to save.
    await cell(page, 'Люкс', 'Невозвратный', ny.shown[1]!).click();
    await page.getByText('Выделены только зависимые тарифы').waitFor();

    // What the server keeps.
    const grid = await app.get<Grid>(page, `/api/v2/rate-grid/?start=${ny.dates[0]}&end=${ny.dates[3]}`);
    const lux = grid.categories.find((c) => c.name === 'Люкс')!.id;
    const planId = (name: string) => grid.plans.find((p) => p.name === name)!.id;
    const row = (plan: string) => grid.rows.find((r) => r.rate_plan === planId(plan) && r.category === lux)!;
    expect(row('Стандарт').price).toEqual(Array(4).fill('45000.00'));
    expect(row('Невозвратный').price).toEqual(Array(4).fill('40500.00'));
    expect(row('Невозвратный').min_stay).toEqual([3, 3, 3, 3]);
    // Only the dragged row changed: the category above kept its scheme's prices.
    const above = grid.categories.find((c) => c.name === 'Полулюкс')!.id;
    expect(grid.rows.find((r) => r.rate_plan === planId('Стандарт') && r.category === above)!.dated).toEqual(
      Array(4).fill(false),
    );

    await page.keyboard.press('Escape');
    for (const width of [1600, 1366]) {
      await page.setViewportSize({ width, height: 900 });
      await page.evaluate('window.scrollTo(0, 0)');
      await page.screenshot({ path: path.join(docsScreens, `rates-${width}.png`) });
    }
    // The browser logs the refusal's 400 the journey asked for; nothing else went wrong.
    expect(besides(errors, '/api/v2/rate-grid/bulk/')).toEqual([]);
  });

  it('at 390 px: the grid scrolls under a sticky first column, and a tapped day takes a typed price', async () => {
    const { page, errors } = await app.signedIn();
    await page.setViewportSize({ width: 390, height: 844 });
    const ny = newYear();
    await page.goto(`${app.url}/admin/rates?start=${ny.start}&days=14`);
    const target = cell(page, 'Полулюкс', 'Стандарт', ny.shown[0]!);
    await target.waitFor();
    // The page itself does not scroll sideways: the grid does, inside it.
    expect(await page.evaluate<number>('document.documentElement.scrollWidth')).toBeLessThanOrEqual(390);
    const name = page.locator('[role="rowheader"]', { hasText: 'Стандарт' }).first();
    const before = (await name.boundingBox())!.x;
    await page.getByTestId('rate-grid').evaluate((el) => el.scrollBy({ left: 300 }));
    await expect.poll(async () => (await name.boundingBox())!.x).toBe(before);

    await target.scrollIntoViewIfNeeded();
    await target.click();
    const price = page.getByRole('textbox', { name: 'Цена за ночь' });
    await price.fill('43 000');
    await page.screenshot({ path: path.join(docsScreens, 'rates-390.png') });
    await price.press('Enter');
    await expect.poll(async () => spaced((await target.textContent())!)).toContain('43 000');
    expect(errors).toEqual([]);
  });

  it("round-trips the manager's workbook: 'Скачать Excel', an edited cell, 'Загрузить Excel'; a bad cell changes nothing", async () => {
    const { page, errors } = await app.signedIn();
    await page.setViewportSize({ width: 1366, height: 900 });
    const ny = newYear();
    await page.goto(`${app.url}/admin/rates?start=${ny.start}&days=14`);
    await cell(page, 'Коттедж', 'Стандарт', ny.shown[0]!).waitFor();
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Скачать Excel' }).click(),
    ]);
    const book = new ExcelJS.Workbook();
    await book.xlsx.readFile((await download.path())!);
    const sheet = book.getWorksheet('Цены')!;
    const at = (plan: string, category: string, label: string, day: string) => {
      let row = 0;
      sheet.eachRow((r, n) => {
        if (r.getCell(1).text === plan && r.getCell(2).text === category && r.getCell(3).text === label)
          row = n;
      });
      let column = 0;
      sheet.getRow(1).eachCell((c, n) => {
        if (c.text === day) column = n;
      });
      return sheet.getCell(row, column);
    };
    const upload = async (name: string) => {
      const file = path.join(screenshotsDir, name);
      await book.xlsx.writeFile(file);
      await page.locator('input[type="file"]').setInputFiles(file);
    };

    // A bad cell beside a good one: refused by its cell, and the good one is not kept either.
    at('Стандарт', 'Коттедж', 'Цена', ny.shown[0]!).value = 99000;
    const bad = at('Стандарт', 'Коттедж', 'Мин. ночей', ny.shown[1]!);
    bad.value = 'три';
    await upload('rates-bad.xlsx');
    await page.getByText(`${bad.address}: срок — целое число ночей от 1 до 366`).waitFor();
    await page.getByText('Файл не загружен, ничего не изменено').waitFor();
    expect(spaced((await cell(page, 'Коттедж', 'Стандарт', ny.shown[0]!).textContent())!)).not.toContain(
      '99 000',
    );

    // Fixed, the file applies exactly its edits.
    bad.value = 2;
    await upload('rates-good.xlsx');
    await page.getByText('Загружено: 2 изменения').waitFor();
    await expect
      .poll(async () => spaced((await cell(page, 'Коттедж', 'Стандарт', ny.shown[0]!).textContent())!))
      .toContain('99 000');
    expect(spaced((await cell(page, 'Коттедж', 'Стандарт', ny.shown[1]!).textContent())!)).toContain('мин 2');
    // The browser logs the refused upload's 400; nothing else went wrong.
    expect(besides(errors, '/api/v2/rate-grid/xlsx/')).toEqual([]);
  });
});
