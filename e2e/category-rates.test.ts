/**
 * A manager sets a category's room rates in its form: fills a row at once, makes one weekend day
 * dearer, sets the early check-in charge, saves, and finds exactly that behind the API and in the form.
 */
import path from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { screenshotsDir } from './harness.ts';
import { useJourneys } from './journeys.ts';

const app = useJourneys();

interface StoredCategory {
  name: string;
  rates: {
    price_type: string;
    rows: Record<string, Record<string, string>>;
    early_check_in?: string;
    late_check_out?: string;
  };
}

async function storedCategory(page: Page, name: string): Promise<StoredCategory | undefined> {
  const body = await app.get<{ results: StoredCategory[] }>(
    page,
    `/api/v2/categories/?search=${encodeURIComponent(name)}`,
  );
  return body.results.find((category) => category.name === name);
}

const weekdays = ['понедельник', 'вторник', 'среда', 'четверг', 'пятница', 'суббота', 'воскресенье'];
const spaced = (text: string) => text.replace(/\s/g, ' ');

describe('category rates journey', () => {
  it('fills a row, changes a weekend day and the early check-in, saves them and shows them again', async () => {
    const { page, errors } = await app.logIn();
    const before = await storedCategory(page, 'Полулюкс');
    expect(before?.rates.price_type).toBe('week');

    await page.getByRole('navigation').getByRole('link', { name: 'Категории' }).click();
    await page.getByRole('button', { name: 'Изменить «Полулюкс»' }).click();
    const dialog = page.getByRole('dialog');
    const base = (day: string) => dialog.getByRole('textbox', { name: `Основная цена (сутки), ${day}` });
    // The stored prices are in their cells.
    expect(await base('понедельник').inputValue()).toBe('42 000');

    // One price for the whole row, then a dearer Saturday.
    const fillBase = dialog.getByRole('textbox', { name: 'Заполнить строку «Основная цена (сутки)»' });
    await fillBase.fill('21000');
    for (const day of weekdays) expect(await base(day).inputValue(), day).toBe('21 000');
    // While typed in, a field shows the text as typed; left, the amount in the one format.
    expect(await fillBase.inputValue()).toBe('21000');
    await fillBase.blur();
    expect(await fillBase.inputValue()).toBe('21 000');
    await base('суббота').fill('26500');
    // The row no longer has one price, so the fill cell is empty again.
    expect(await fillBase.inputValue()).toBe('');

    // Tab goes through a row's cells, then on to the next row.
    await base('воскресенье').focus();
    await page.keyboard.press('Tab');
    const focused = () => page.locator(':focus').getAttribute('aria-label');
    expect(await focused()).toBe('Заполнить строку «Одноместное размещение»');
    await page.keyboard.press('Tab');
    expect(await focused()).toBe('Одноместное размещение, понедельник');

    await dialog.getByRole('textbox', { name: 'Ранний заезд' }).fill('7000');
    // The price of an hour, for hourly stays (issue 28, item 7).
    await dialog.getByRole('textbox', { name: 'Цена часа' }).fill('6500');

    // Switching to months shows a column per month; switching back keeps the weekday prices.
    await dialog.getByText('По месяцам').click();
    await dialog.getByRole('textbox', { name: 'Основная цена (сутки), декабрь' }).waitFor();
    await page.screenshot({ path: path.join(screenshotsDir, 'category-rates-months.png') });
    await dialog.getByText('По дням недели').click();
    expect(await base('суббота').inputValue()).toBe('26 500');
    await page.screenshot({ path: path.join(screenshotsDir, 'category-rates.png') });

    await dialog.getByRole('button', { name: 'Сохранить' }).click();
    await page.getByText('Изменено!').waitFor();
    await dialog.waitFor({ state: 'hidden' });

    // Stored exactly as typed; the rows and the charge left alone keep their values.
    const after = await storedCategory(page, 'Полулюкс');
    expect(after?.rates).toEqual({
      ...before?.rates,
      rows: {
        ...before?.rates.rows,
        base: {
          mon: '21000.00',
          tue: '21000.00',
          wed: '21000.00',
          thu: '21000.00',
          fri: '21000.00',
          sat: '26500.00',
          san: '21000.00',
        },
      },
      early_check_in: '7000.00',
      hour_price: '6500.00',
    });

    // The list shows the new base price range.
    const row = page.getByRole('row').filter({ hasText: 'Полулюкс' });
    await expect.poll(async () => spaced((await row.textContent()) ?? '')).toContain('21 000 – 26 500 ₸');
    await page.screenshot({ path: path.join(screenshotsDir, 'categories.png') });

    // Reopened, the form shows what was saved.
    await page.getByRole('button', { name: 'Изменить «Полулюкс»' }).click();
    expect(await base('пятница').inputValue()).toBe('21 000');
    expect(await base('суббота').inputValue()).toBe('26 500');
    expect(await dialog.getByRole('textbox', { name: 'Ранний заезд' }).inputValue()).toBe('7 000');
    await page.keyboard.press('Escape');

    expect(errors).toEqual([]);
    await page.context().close();
  });
});
