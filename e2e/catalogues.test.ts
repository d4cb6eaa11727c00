/**
 * A manager keeps the sales catalogues in 'Администрирование': adds a service, a discount, a payment
 * type, a sales channel and a food tariff with weekday prices through the screens, finds them by
 * search, deletes an unused record and makes a used one inactive instead, then blocks two rooms for the
 * new channel and sees the block on the calendar.
 */
import path from 'node:path';
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { chooseOption } from './editorSteps.ts';
import { screenshotsDir } from './harness.ts';
import { emptyDay, roomByName, ruDate, scrollUntilShown, useJourneys } from './journeys.ts';

const app = useJourneys();

interface Row {
  id: number;
  name: string;
  is_active: boolean;
  [field: string]: unknown;
}

/** The stored record of that name, read from the catalogue's API. */
async function stored(page: Page, apiPath: string, name: string): Promise<Row | undefined> {
  const body = await app.get<{ results: Row[] }>(page, `${apiPath}?search=${encodeURIComponent(name)}`);
  return body.results.find((row) => row.name === name);
}

/** Opens a catalogue from the navbar and its 'Добавить …' dialog. */
async function openCreate(page: Page, screen: string, add: string): Promise<Locator> {
  await page.getByRole('navigation').getByRole('link', { name: screen }).click();
  await page.getByRole('heading', { name: screen }).waitFor();
  await page.getByRole('button', { name: add }).click();
  return page.getByRole('dialog');
}

/** Saves the dialog and waits for 'Успешно добавлено!' and the dialog to close. */
async function saveNew(page: Page, dialog: Locator) {
  await dialog.getByRole('button', { name: 'Сохранить' }).click();
  await page.getByText('Успешно добавлено!').last().waitFor();
  await dialog.waitFor({ state: 'hidden' });
}

describe('sales catalogues journey', () => {
  it('creates one record of each catalogue, finds, deletes and deactivates them, and blocks rooms', async () => {
    const { page, errors } = await app.logIn();

    // A service charged per day.
    let dialog = await openCreate(page, 'Услуги', 'Добавить услугу');
    await dialog.getByLabel('Название').fill('Прокат лыж');
    await dialog.getByLabel('Цена').fill('3500');
    await chooseOption(page, 'Начисление', 'Сутки', dialog);
    await page.screenshot({ path: path.join(screenshotsDir, 'catalogue-service-form.png') });
    await saveNew(page, dialog);
    expect(await stored(page, '/api/v2/service-discount/services/', 'Прокат лыж')).toMatchObject({
      price: '3500.00',
      service_type: 'day',
      is_active: true,
    });
    // The search narrows the list to it.
    await page.getByPlaceholder('Поиск по названию').fill('лыж');
    await expect.poll(() => page.getByRole('row').count()).toBe(2);
    await page.getByRole('row').filter({ hasText: 'Прокат лыж' }).filter({ hasText: 'Сутки' }).waitFor();

    // A percent discount: more than 100 % is refused under the field.
    dialog = await openCreate(page, 'Скидки', 'Добавить скидку');
    await dialog.getByLabel('Название').fill('Скидка выходного дня');
    await dialog.getByLabel('Размер').fill('120');
    await dialog.getByRole('button', { name: 'Сохранить' }).click();
    await dialog.getByText('Процент не может быть больше 100').waitFor();
    await dialog.getByLabel('Размер').fill('7');
    await dialog.getByLabel('Промокод').fill('LOYAL7');
    await saveNew(page, dialog);
    expect(await stored(page, '/api/v2/service-discount/discounts/', 'Скидка выходного дня')).toMatchObject({
      discount_kind: 'percent',
      value: '7.00',
      promo_code: 'LOYAL7',
    });
    await page.getByPlaceholder('Поиск по названию').fill('выходного');
    await page
      .getByRole('row')
      .filter({ hasText: 'Скидка выходного дня' })
      .filter({ hasText: '7 %' })
      .waitFor();

    // A payment type; a second one of the same name is refused under 'Название'.
    dialog = await openCreate(page, 'Типы оплат', 'Добавить тип оплаты');
    await dialog.getByLabel('Название').fill('Halyk QR');
    await chooseOption(page, 'Способ оплаты', 'Онлайн', dialog);
    await saveNew(page, dialog);
    await page.getByRole('button', { name: 'Добавить тип оплаты' }).click();
    await dialog.getByLabel('Название').fill('Halyk QR');
    await dialog.getByRole('button', { name: 'Сохранить' }).click();
    await dialog.getByText('Запись с таким названием уже есть').waitFor();
    await dialog.getByRole('button', { name: 'Отмена' }).click();
    await page.getByPlaceholder('Поиск по названию').fill('halyk');
    await page.getByRole('row').filter({ hasText: 'Halyk QR' }).filter({ hasText: 'Онлайн' }).waitFor();

    // Unused, it is deleted.
    await page.getByRole('button', { name: 'Удалить «Halyk QR»' }).click();
    await page.getByRole('dialog', { name: 'Удалить?' }).getByRole('button', { name: 'Удалить' }).click();
    await page.getByText('Успешно удалено!').waitFor();
    await expect.poll(() => stored(page, '/api/v2/companies/payment-types/', 'Halyk QR')).toBeUndefined();

    // 'Наличные' is paid with in the demo bookings: refused, it is made inactive instead.
    await page.getByPlaceholder('Поиск по названию').fill('налич');
    await page.getByRole('button', { name: 'Удалить «Наличные»' }).click();
    await page.getByRole('dialog', { name: 'Удалить?' }).getByRole('button', { name: 'Удалить' }).click();
    const inUse = page.getByRole('dialog', { name: 'Запись используется' });
    await inUse.getByText(/Нельзя удалить: используется \(.+\)/).waitFor();
    await page.screenshot({ path: path.join(screenshotsDir, 'catalogue-in-use.png') });
    await inUse.getByRole('button', { name: 'Сделать неактивной' }).click();
    await page.getByText('Изменено!').waitFor();
    await expect
      .poll(async () => (await stored(page, '/api/v2/companies/payment-types/', 'Наличные'))?.is_active)
      .toBe(false);
    await page.getByRole('row').filter({ hasText: 'Наличные' }).filter({ hasText: 'Нет' }).waitFor();

    // A sales channel with its commission.
    dialog = await openCreate(page, 'Каналы продаж', 'Добавить канал');
    await dialog.getByLabel('Название').fill('Ostrovok');
    await chooseOption(page, 'Вид канала', 'OTA (онлайн-агентство)', dialog);
    await dialog.getByLabel('Комиссия').fill('12');
    await dialog.getByLabel('E-mail').fill('Partners@Ostrovok.example');
    await saveNew(page, dialog);
    const channel = await stored(page, '/api/v2/sales-channels/', 'Ostrovok');
    expect(channel).toMatchObject({
      kind: 'ota',
      commission_percent: '12.00',
      email: 'partners@ostrovok.example',
    });
    await page.getByPlaceholder('Поиск по названию').fill('ostro');
    await page.getByRole('row').filter({ hasText: 'Ostrovok' }).filter({ hasText: '12 %' }).waitFor();

    // A food tariff priced by weekday: one price for the adult row, a dearer Saturday, and a child row.
    dialog = await openCreate(page, 'Тарифы питания', 'Добавить тариф');
    await dialog.getByLabel('Название').fill('Ужин «Комплекс»');
    await chooseOption(page, 'Питание', 'Ужин', dialog);
    await dialog.getByRole('textbox', { name: 'Заполнить строку «Взрослый»' }).fill('4000');
    await dialog.getByRole('textbox', { name: 'Взрослый, суббота' }).fill('4500');
    await dialog.getByRole('textbox', { name: 'Заполнить строку «Детский»' }).fill('2000');
    expect(await dialog.getByRole('textbox', { name: 'Взрослый, понедельник' }).inputValue()).toBe('4 000');
    await page.screenshot({ path: path.join(screenshotsDir, 'catalogue-food-tariff-form.png') });
    await saveNew(page, dialog);
    const adult = { mon: '4000.00', tue: '4000.00', wed: '4000.00', thu: '4000.00', fri: '4000.00' };
    const child = { ...adult };
    for (const key of Object.keys(child) as (keyof typeof child)[]) child[key] = '2000.00';
    expect(await stored(page, '/api/v2/tariffs/foods/', 'Ужин «Комплекс»')).toMatchObject({
      food_type: 'supper',
      price_type: 'week',
      weekdays: {
        adult: { ...adult, sat: '4500.00', san: '4000.00' },
        children: { ...child, sat: '2000.00', san: '2000.00' },
      },
    });
    await page.getByPlaceholder('Поиск по названию').fill('комплекс');
    const tariffRow = page.getByRole('row').filter({ hasText: 'Ужин «Комплекс»' });
    await expect
      .poll(async () => (await tariffRow.textContent())?.replace(/\s/g, ' '))
      .toContain('4 000 ₸ – 4 500 ₸');
    // Reopened, the form shows the stored prices.
    await page.getByRole('button', { name: 'Изменить «Ужин «Комплекс»»' }).click();
    expect(await dialog.getByRole('textbox', { name: 'Взрослый, суббота' }).inputValue()).toBe('4 500');
    await dialog.getByRole('button', { name: 'Отмена' }).click();

    // The new channel blocks rooms 401 and 402 for three nights, forty days ahead.
    const start = emptyDay(40);
    const end = emptyDay(43);
    await page.getByRole('navigation').getByRole('link', { name: 'Каналы продаж' }).click();
    await page.getByRole('button', { name: 'Добавить блок' }).click();
    dialog = page.getByRole('dialog', { name: 'Блок номеров для канала' });
    await chooseOption(page, 'Канал продаж', 'Ostrovok', dialog);
    await dialog.getByLabel('Категория').click();
    await page.getByRole('option', { name: 'Люкс', exact: true }).click();
    await dialog.getByLabel('Номера').click();
    await page.getByRole('option', { name: '401', exact: true }).click();
    await page.getByRole('option', { name: '402', exact: true }).click();
    await dialog.getByLabel('Начало').fill(ruDate(start));
    await dialog.getByLabel('Окончание').fill(ruDate(end));
    await page.keyboard.press('Tab'); // leaving the field closes the date picker's dropdown
    await page.screenshot({ path: path.join(screenshotsDir, 'catalogue-add-block.png') });
    await saveNew(page, dialog);

    // Both rooms hold the channel's own block over exactly those nights.
    const body = await app.calendar(page, start, 7);
    const blocks = ['401', '402'].map((room) =>
      roomByName(body, room).booking_list.find((b) => b.kind === 'block'),
    );
    for (const block of blocks) expect(block, 'block').toBeDefined();
    await page.getByRole('navigation').getByRole('link', { name: 'Календарь' }).click();
    await page.goto(`${app.url}/?today=${start}&period=7`);
    await page.getByTestId('room-101').waitFor();
    for (const block of blocks) {
      await scrollUntilShown(page, `bar-block-${block?.id}`);
      const bar = page.getByTestId(`bar-block-${block?.id}`);
      // The bar names the channel the rooms are given to.
      expect(await bar.getAttribute('aria-label')).toContain('Блок · Ostrovok');
      await bar.scrollIntoViewIfNeeded();
    }
    await page.screenshot({ path: path.join(screenshotsDir, 'catalogue-block-calendar.png') });

    // Blocking the same rooms again is refused with the server's sentence.
    await page.getByRole('navigation').getByRole('link', { name: 'Каналы продаж' }).click();
    await page.getByRole('button', { name: 'Добавить блок' }).click();
    await chooseOption(page, 'Канал продаж', 'Ostrovok', dialog);
    await dialog.getByLabel('Категория').click();
    await page.getByRole('option', { name: 'Люкс', exact: true }).click();
    await dialog.getByLabel('Номера').click();
    await page.getByRole('option', { name: '401', exact: true }).click();
    await dialog.getByLabel('Начало').fill(ruDate(start));
    await dialog.getByLabel('Окончание').fill(ruDate(end));
    await page.keyboard.press('Tab');
    await dialog.getByRole('button', { name: 'Сохранить' }).click();
    await page
      .getByRole('alert')
      .filter({ hasText: /Номер 401 занят/ })
      .first()
      .waitFor();
    await dialog.getByRole('button', { name: 'Отмена' }).click();

    // The expected 409s of the refusals above are the only failed requests.
    expect(errors.filter((line) => !/status of 409/.test(line))).toEqual([]);
    await page.context().close();
  });
});
