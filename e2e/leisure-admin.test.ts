/**
 * A manager of the demo's leisure company keeps its catalogue in 'Администрирование' (issue 14): switches
 * to 'Зона отдыха «Бурабай Лэнд»', finds activities, places and tariffs where the hotel's categories,
 * rooms and food tariffs were, creates an activity with a picture (uploaded, then replaced), a tariff
 * sold Tuesday to Sunday with two prices, sees it in the activity's list, raises its places a day, and is
 * refused lowering a demo tariff's places under what a coming day has sold.
 * The tariff list and form are photographed at 1600, 1366 and 390 px.
 */
import path from 'node:path';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { chooseOption } from './editorSteps.ts';
import { screenshotsDir } from './harness.ts';
import { useJourneys } from './journeys.ts';

const app = useJourneys();
const leisureCompany = 'Зона отдыха «Бурабай Лэнд»';

interface StoredActivity {
  id: number;
  name: string;
  images: { id: number; url: string; is_main: boolean }[];
}
interface StoredTariff {
  id: number;
  category: number;
  enum: string;
  stock_number: number;
  start_time: string;
  end_time: string;
  weekdays: string[];
  months: string[];
  price_list: { id: number; name: string; price: string }[];
}

/** A small picture of one colour, real PNG bytes. */
const picture = (colour: string) =>
  sharp({ create: { width: 320, height: 200, channels: 3, background: colour } })
    .png()
    .toBuffer();

/** The row's text with the money's narrow spaces read as plain ones. */
const plain = (text: string | null) => (text ?? '').replace(/\s/g, ' ');

describe('leisure catalogue', () => {
  it('creates an activity and a tariff with two prices for the leisure company, and edits its stock', async () => {
    const { page, errors } = await app.logIn();
    const nav = page.getByRole('navigation');

    // The company switcher takes the administrator to the leisure company; its navbar changes.
    await page.getByRole('combobox', { name: 'Компания' }).click();
    await page.getByRole('option', { name: leisureCompany }).click();
    await nav.getByRole('link', { name: 'Активности' }).waitFor();
    await nav.getByRole('link', { name: 'Места' }).waitFor();
    await nav.getByRole('link', { name: 'Тарифы', exact: true }).waitFor();
    for (const hotelOnly of ['Категории', 'Номера', 'Тарифы питания'])
      expect(await nav.getByRole('link', { name: hotelOnly, exact: true }).count(), hotelOnly).toBe(0);
    for (const shared of ['Сотрудники', 'Типы оплат', 'Настройки объекта'])
      expect(await nav.getByRole('link', { name: shared }).count(), shared).toBe(1);

    // An activity.
    await nav.getByRole('link', { name: 'Активности' }).click();
    await page.getByRole('heading', { name: 'Активности' }).waitFor();
    await page.getByRole('button', { name: 'Добавить активность' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByText('Фото можно добавить после сохранения активности.').waitFor();
    await dialog.getByLabel('Название').fill('Тюбинг');
    await dialog.getByLabel('Описание').fill('Спуск на ватрушках с горки у озера');
    await dialog.getByRole('button', { name: 'Сохранить' }).click();
    await page.getByText('Успешно добавлено!').last().waitFor();
    await dialog.waitFor({ state: 'hidden' });
    // The API as the screens call it: for the company chosen in the switcher, which the app sends.
    const companyId = await page.evaluate("localStorage.getItem('pms.companyId')");
    const get = async <T>(apiPath: string) => {
      const res = await page.request.get(`${app.url}${apiPath}`, {
        headers: { 'X-Company-Id': String(companyId) },
      });
      expect(res.status()).toBe(200);
      return (await res.json()) as T;
    };
    const activity = async () =>
      (await get<{ results: StoredActivity[] }>('/api/v2/categories/leisure/?search=Тюбинг')).results.find(
        (row) => row.name === 'Тюбинг',
      );
    const activityId = (await activity())?.id;
    expect(activityId).toBeGreaterThan(0);

    // Its picture, uploaded in the reopened form, then replaced in place: a new file, still the main one.
    await page.getByRole('button', { name: 'Изменить «Тюбинг»' }).click();
    await dialog.getByLabel('Фотографии').setInputFiles({
      name: 'hill.png',
      mimeType: 'image/png',
      buffer: await picture('#4a90c2'),
    });
    await page.getByText('Фото загружено').waitFor();
    await dialog.getByRole('img', { name: 'Фото' }).waitFor();
    const [uploaded] = (await activity())?.images ?? [];
    expect(uploaded?.is_main).toBe(true);
    const chooser = page.waitForEvent('filechooser');
    await dialog.getByRole('button', { name: 'Заменить фото' }).click();
    await (await chooser).setFiles({
      name: 'hill-winter.png',
      mimeType: 'image/png',
      buffer: await picture('#e8f1f8'),
    });
    await page.getByText('Фото заменено').waitFor();
    await expect
      .poll(async () => (await activity())?.images.map((i) => [i.id, i.is_main]))
      .toEqual([[uploaded?.id, true]]);
    expect((await activity())?.images[0]?.url).not.toBe(uploaded?.url);
    await dialog.getByRole('button', { name: 'Отмена' }).click();
    await page
      .getByRole('row')
      .filter({ hasText: 'Тюбинг' })
      .getByRole('img', { name: 'Главное фото' })
      .waitFor();

    // A tariff of the activity: evenings Tuesday to Sunday, all year, adult and child prices.
    await nav.getByRole('link', { name: 'Тарифы', exact: true }).click();
    await page.getByRole('heading', { name: 'Тарифы', exact: true }).waitFor();
    await page.getByRole('button', { name: 'Добавить тариф' }).click();
    // 'Название' is the tariff's own, the first of the form's names (the price rows' come after it).
    await dialog.getByLabel('Название').first().fill('Ночной спуск');
    await chooseOption(page, 'Активность', 'Тюбинг', dialog);
    await dialog.getByLabel('Мест в день').fill('30');
    await dialog.getByLabel('Начало').fill('17:00');
    await dialog.getByLabel('Окончание').fill('21:00');
    await dialog.getByTestId('tariff-weekdays').getByText('Пн', { exact: true }).click();
    // A new tariff starts with an adult row; a second row is added for children.
    expect(await dialog.getByLabel('Название цены 1').inputValue()).toBe('Взрослый');
    await dialog.getByLabel('Цена 1').fill('4000');
    await dialog.getByRole('button', { name: 'Добавить цену' }).click();
    await dialog.getByLabel('Название цены 2').fill('Детский');
    await dialog.getByLabel('Цена 2').fill('2500');
    await page.screenshot({ path: path.join(screenshotsDir, 'leisure-admin-tariff-form.png') });
    await dialog.getByRole('button', { name: 'Сохранить' }).click();
    await page.getByText('Успешно добавлено!').last().waitFor();
    await dialog.waitFor({ state: 'hidden' });

    const tariff = async () =>
      (
        await get<{ results: StoredTariff[] }>(`/api/v2/categories/leisure-tariffs/?category=${activityId}`)
      ).results.find((row) => row.enum === 'Ночной спуск');
    expect(await tariff()).toMatchObject({
      category: activityId,
      stock_number: 30,
      start_time: '17:00',
      end_time: '21:00',
      weekdays: ['tue', 'wed', 'thu', 'fri', 'sat', 'san'],
      months: ['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'okt', 'nov', 'dec'],
      price_list: [
        { name: 'Взрослый', price: '4000.00' },
        { name: 'Детский', price: '2500.00' },
      ],
    });

    // Listed under its activity, with its hours, days and prices.
    await chooseOption(page, 'Активность', 'Тюбинг', page.getByRole('main'));
    const row = page.getByRole('row').filter({ hasText: 'Ночной спуск' });
    await expect.poll(async () => plain(await row.textContent())).toContain('17:00–21:00');
    const listed = plain(await row.textContent());
    for (const part of ['Тюбинг', '30', 'Вт–Вс', 'круглый год', 'Взрослый', '4 000 ₸', 'Детский', '2 500 ₸'])
      expect(listed).toContain(part);

    // More places a day: the stored price items keep their ids.
    const before = await tariff();
    await page.getByRole('button', { name: 'Изменить «Ночной спуск»' }).click();
    expect(await dialog.getByLabel('Цена 2').inputValue()).toBe('2 500');
    await dialog.getByLabel('Мест в день').fill('45');
    await dialog.getByRole('button', { name: 'Сохранить' }).click();
    await page.getByText('Изменено!').waitFor();
    await dialog.waitFor({ state: 'hidden' });
    const after = await tariff();
    expect(after?.stock_number).toBe(45);
    expect(after?.price_list.map((p) => p.id)).toEqual(before?.price_list.map((p) => p.id));
    await expect.poll(async () => plain(await row.textContent())).toContain('45');

    // Fewer places a day than a coming day has sold (the demo sells today's morning ride) is refused
    // under 'Мест в день', with the server's sentence.
    await chooseOption(page, 'Активность', 'Конные прогулки', page.getByRole('main'));
    await page.getByRole('button', { name: 'Изменить «Утренняя прогулка»' }).click();
    await dialog.getByLabel('Мест в день').fill('1');
    await dialog.getByRole('button', { name: 'Сохранить' }).click();
    await dialog.getByText(/^Нельзя уменьшить сток до 1: на .+ уже продано \d+$/).waitFor();
    expect(await dialog.getByLabel('Мест в день').getAttribute('aria-invalid')).toBe('true');
    await page.screenshot({ path: path.join(screenshotsDir, 'leisure-admin-stock-below-sold.png') });
    await dialog.getByRole('button', { name: 'Отмена' }).click();

    // The list and the form at a wide screen, a laptop and a phone; nothing sticks out of the page.
    for (const width of [1600, 1366, 390]) {
      await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
      await page.goto(`${app.url}/admin/leisure-tariffs`);
      await page.getByRole('row').filter({ hasText: 'Ночной спуск' }).waitFor();
      expect(await page.evaluate('document.documentElement.scrollWidth')).toBeLessThanOrEqual(width);
      await page.screenshot({ path: path.join(screenshotsDir, `leisure-admin-tariffs-${width}.png`) });
      await page.getByRole('button', { name: 'Изменить «Ночной спуск»' }).click();
      await dialog.getByLabel('Название цены 2').waitFor();
      // The rightmost control of the price rows stays on the screen.
      const box = await dialog.getByRole('button', { name: 'Удалить цену 2' }).boundingBox();
      expect(box && box.x >= 0 && box.x + box.width <= width).toBe(true);
      await page.screenshot({ path: path.join(screenshotsDir, `leisure-admin-tariff-form-${width}.png`) });
      // The price rows, lower in the dialog on a phone.
      await dialog.getByRole('button', { name: 'Добавить цену' }).scrollIntoViewIfNeeded();
      await page.screenshot({ path: path.join(screenshotsDir, `leisure-admin-tariff-prices-${width}.png`) });
      await dialog.getByRole('button', { name: 'Отмена' }).click();
    }

    // The refused stock's 409 is the one expected failed request.
    expect(errors.filter((line) => !/status of 409/.test(line))).toEqual([]);
    await page.context().close();
  });
});
