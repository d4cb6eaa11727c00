/**
 * The owner 'deletes' companies on 'Компании' (issue 25): the demo leisure company, with its orders and
 * payments, is archived — its button and question say 'Архивировать', and while it is the company being
 * worked in the app moves on to another one without a refused request — and an empty company made a moment
 * before is really deleted. Both leave the list and the header's switcher.
 */
import path from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { screenshotsDir } from './harness.ts';
import { useJourneys } from './journeys.ts';

const app = useJourneys();
const LEISURE_COMPANY = 'Зона отдыха «Бурабай Лэнд»';

interface Short {
  id: number;
  name: string;
}

const switcherNames = async (page: Page) =>
  (await app.get<Short[]>(page, '/api/v2/companies/list/')).map((company) => company.name);

describe('archiving a company', () => {
  it('archives a company with history, deletes an empty one, and both leave the list and the switcher', async () => {
    const { page, errors } = await app.logIn();
    // Work in the leisure company, the one about to be archived.
    await page.getByRole('combobox', { name: 'Компания' }).click();
    await page.getByRole('option', { name: LEISURE_COMPANY }).click();
    await page.getByTestId('leisure-grid').waitFor();

    await page.getByRole('navigation').getByRole('link', { name: 'Компании' }).click();
    await page.getByRole('heading', { name: 'Компании' }).waitFor();
    await page.getByRole('button', { name: 'Добавить компанию' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('Название').fill('Гостевой дом «Пробный»');
    await dialog.getByRole('button', { name: 'Сохранить' }).click();
    await dialog.waitFor({ state: 'hidden' });
    const rows = page.getByRole('row');
    await rows.filter({ hasText: 'Гостевой дом «Пробный»' }).waitFor();

    // The leisure company has history: its button archives, and the question says what stays.
    await page.getByRole('button', { name: `Архивировать «${LEISURE_COMPANY}»` }).click();
    const question = page.getByRole('dialog', { name: 'Архивировать компанию?' });
    await question.getByText('все её данные сохранятся').waitFor();
    await page.screenshot({ path: path.join(screenshotsDir, 'company-archive-question.png') });
    await question.getByRole('button', { name: 'Архивировать' }).click();
    await page.getByText('Компания перенесена в архив').first().waitFor();
    await expect.poll(() => rows.filter({ hasText: LEISURE_COMPANY }).count()).toBe(0);
    expect(await switcherNames(page)).not.toContain(LEISURE_COMPANY);
    // The app moved on to the hotel in the header.
    await expect
      .poll(() => page.getByRole('combobox', { name: 'Компания' }).inputValue())
      .toBe('Курорт «Бурабай Резорт»');

    // The empty company is deleted, with the plain question.
    await page.getByRole('button', { name: 'Удалить «Гостевой дом «Пробный»»' }).click();
    const plain = page.getByRole('dialog', { name: 'Удалить?' });
    await plain.getByText('компания будет удалена').waitFor();
    await plain.getByRole('button', { name: 'Удалить' }).click();
    await page.getByText('Успешно удалено!').first().waitFor();
    await expect.poll(() => rows.filter({ hasText: 'Пробный' }).count()).toBe(0);
    expect(await switcherNames(page)).toEqual(['Курорт «Бурабай Резорт»']);

    // The account's journal has both.
    const journal = await app.get<{ results: { action: string; data: { name: string } }[] }>(
      page,
      '/api/v2/audit/account/',
    );
    expect(journal.results.map((row) => [row.action, row.data.name])).toEqual([
      ['delete', 'Гостевой дом «Пробный»'],
      ['archive', LEISURE_COMPANY],
    ]);
    expect(errors).toEqual([]);
  });
});
