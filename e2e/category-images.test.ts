/**
 * A manager gives a category its photos and tags and the property its logo: uploads two photos in the
 * category's form, makes the second one main, sees its thumbnail in the categories list, adds a tag, and
 * uploads a logo on 'Настройки объекта'. The pictures are real PNG/JPEG bytes made with sharp.
 */

import { mkdirSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { useJourneys } from './journeys.ts';

const app = useJourneys();
const docsScreens = path.resolve(import.meta.dirname, '..', 'docs', 'screens');

interface StoredCategory {
  id: number;
  name: string;
  images: { id: number; is_main: boolean; thumb_url: string }[];
  main_image: { id: number; url: string; thumb_url: string } | null;
  tags: { id: number; name: string }[];
}

/** A photo-like picture: a gradient in the given colours, so thumbnails look like something. */
async function photo(format: 'png' | 'jpeg', from: string, to: string) {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="800">
    <defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1">
      <stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs>
    <rect width="1200" height="800" fill="url(#g)"/>
    <circle cx="900" cy="220" r="110" fill="#fff6c8" opacity="0.85"/>
    <path d="M0 620 L300 420 L520 600 L760 380 L1200 640 L1200 800 L0 800 Z" fill="#2f4f3a" opacity="0.8"/>
  </svg>`;
  return sharp(Buffer.from(svg))[format]().toBuffer();
}

describe('category photos, tags and the company logo', () => {
  it('uploads photos, makes one main, sees it in the list, adds a tag, and uploads a logo', async () => {
    const { page, errors } = await app.logIn();
    await page.setViewportSize({ width: 1366, height: 900 });
    const stored = async (name: string) =>
      (
        await app.get<{ results: StoredCategory[] }>(
          page,
          `/api/v2/categories/?search=${encodeURIComponent(name)}`,
        )
      ).results.find((c) => c.name === name);

    await page.getByRole('navigation').getByRole('link', { name: 'Категории' }).click();
    await page.getByRole('button', { name: 'Изменить «Полулюкс»' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('heading', { name: 'Фотографии' }).scrollIntoViewIfNeeded();

    // The demo category has its own picture, which stays main while two more are uploaded in one go.
    const before = (await stored('Полулюкс'))!;
    const demoMain = before.main_image!.id;
    await dialog.getByLabel('Фотографии').setInputFiles([
      { name: 'lake.png', mimeType: 'image/png', buffer: await photo('png', '#5b8fd6', '#bfe3f2') },
      { name: 'sunset.jpg', mimeType: 'image/jpeg', buffer: await photo('jpeg', '#f0a35e', '#6b3e8f') },
    ]);
    await page.getByText('Фото загружено').waitFor();
    const count = before.images.length + 2;
    await expect.poll(() => dialog.getByRole('img', { name: 'Фото' }).count()).toBe(count);
    let category = await stored('Полулюкс');
    expect(category?.images).toHaveLength(count);
    const second = category!.images.at(-1);
    expect(category?.main_image?.id).toBe(demoMain);

    // The star on the last uploaded photo (the gallery is oldest first) makes it the main one, and only it.
    await dialog.getByRole('button', { name: 'Сделать главным' }).last().click();
    await page.getByText('Главное фото выбрано').waitFor();
    category = await stored('Полулюкс');
    expect(category?.main_image?.id).toBe(second!.id);
    expect(category?.images.filter((i) => i.is_main).map((i) => i.id)).toEqual([second!.id]);
    await expect.poll(() => dialog.getByRole('button', { name: 'Сделать главным' }).count()).toBe(count - 1);

    // A tag; the same name in other letters' case is refused.
    await dialog.getByLabel('Новый тег').fill('Камин');
    await dialog.getByRole('button', { name: 'Добавить' }).click();
    await page.getByText('Тег добавлен').waitFor();
    await dialog.getByTestId('category-tags').getByText('Камин').waitFor();
    await dialog.getByLabel('Новый тег').fill('Кофемашина');
    await dialog.getByLabel('Новый тег').press('Enter');
    await dialog.getByTestId('category-tags').getByText('Кофемашина').waitFor();
    await dialog.getByLabel('Новый тег').fill('камин');
    await dialog.getByRole('button', { name: 'Добавить' }).click();
    await dialog.getByText('Такой тег у категории уже есть').waitFor();
    // That refusal is the browser's one expected failed request.
    const refused = errors.findIndex((e) => e.includes('400') && e.includes('/api/v2/categories/tags/'));
    expect(refused).toBeGreaterThanOrEqual(0);
    errors.splice(refused, 1);
    await dialog.getByLabel('Новый тег').fill('');
    const tags = (await stored('Полулюкс'))!.tags.map((t) => t.name);
    expect(tags.toSorted()).toEqual([...before.tags.map((t) => t.name), 'Камин', 'Кофемашина'].toSorted());

    await dialog.getByRole('heading', { name: 'Фотографии' }).scrollIntoViewIfNeeded();
    // The screenshot without the toasts over the form.
    await page.getByText('Тег добавлен').first().waitFor({ state: 'hidden' });
    mkdirSync(docsScreens, { recursive: true });
    await page.screenshot({ path: path.join(docsScreens, 'admin-category-images.png') });

    // Closed without saving the form: photos and tags are already saved, and the list shows the main one.
    await dialog.getByRole('button', { name: 'Отмена' }).click();
    await dialog.waitFor({ state: 'hidden' });
    const row = page.getByRole('row').filter({ hasText: 'Полулюкс' });
    const thumb = row.getByRole('img', { name: 'Главное фото' });
    await expect.poll(() => thumb.getAttribute('src')).toBe(category!.main_image!.thumb_url);
    await expect
      .poll(() => thumb.evaluate((img) => (img as unknown as { naturalWidth: number }).naturalWidth))
      .toBeGreaterThan(0);

    // The logo on the property's settings.
    await page.getByRole('navigation').getByRole('link', { name: 'Настройки объекта' }).click();
    await page.getByText('Логотип не загружен').waitFor();
    await page.getByLabel('Логотип').setInputFiles({
      name: 'logo.png',
      mimeType: 'image/png',
      buffer: await sharp({
        create: { width: 480, height: 160, channels: 4, background: '#1f6f8b' },
      })
        .composite([
          {
            input: Buffer.from(
              '<svg xmlns="http://www.w3.org/2000/svg" width="480" height="160"><text x="40" y="105" font-size="72" font-family="DejaVu Sans" fill="#fff">Озеро</text></svg>',
            ),
          },
        ])
        .png()
        .toBuffer(),
    });
    await page.getByText('Логотип обновлён').waitFor();
    const logo = page.getByRole('img', { name: 'Логотип компании' });
    await expect
      .poll(() => logo.evaluate((img) => (img as unknown as { naturalWidth: number }).naturalWidth))
      .toBe(480);
    const stuck = await app.get<{ url: string } | null>(page, '/api/v2/companies/info/main-image/');
    expect(await logo.getAttribute('src')).toBe(stuck?.url);
    await page.getByText('Логотип обновлён').waitFor({ state: 'hidden' });
    await page.screenshot({ path: path.join(docsScreens, 'admin-company-logo.png') });

    expect(errors).toEqual([]);
  });

  it('publishes a news item with a picture and adds a banner through their screens', async () => {
    const { page, errors } = await app.logIn();
    await page.setViewportSize({ width: 1366, height: 900 });

    await page.getByRole('navigation').getByRole('link', { name: 'Новости' }).click();
    await page.getByRole('button', { name: 'Добавить новость' }).click();
    let dialog = page.getByRole('dialog');
    await dialog.getByLabel('Заголовок').fill('Открыли летнюю веранду');
    await dialog.getByLabel('Текст').fill('С 1 июня завтраки на веранде с видом на озеро.');
    await dialog.getByLabel('Изображение', { exact: true }).setInputFiles({
      name: 'veranda.jpg',
      mimeType: 'image/jpeg',
      buffer: await photo('jpeg', '#7fb36b', '#f3e3a1'),
    });
    await dialog.getByRole('img', { name: 'Выбранное изображение' }).waitFor();
    await dialog.getByRole('button', { name: 'Сохранить' }).click();
    await page.getByText('Успешно добавлено!').last().waitFor();
    await dialog.waitFor({ state: 'hidden' });
    const feed = await app.get<{
      results: { title: string; image: { thumb_url: string } | null; published: boolean }[];
    }>(page, '/api/v2/companies/feed/');
    const veranda = feed.results.filter((item) => item.title === 'Открыли летнюю веранду');
    expect(veranda).toMatchObject([{ published: true }]);
    const row = page.getByRole('row').filter({ hasText: 'Открыли летнюю веранду' });
    await expect
      .poll(() => row.getByRole('img', { name: 'Изображение' }).getAttribute('src'))
      .toBe(veranda[0]!.image!.thumb_url);

    // A banner needs a picture: refused without one, then saved with one uploaded in its form.
    await page.getByRole('navigation').getByRole('link', { name: 'Баннеры' }).click();
    await page.getByRole('button', { name: 'Добавить баннер' }).click();
    dialog = page.getByRole('dialog');
    await dialog.getByLabel('Подпись').fill('Летний сезон: скидка 10%');
    await dialog.getByLabel('Ссылка').fill('https://hotel.example/summer');
    await dialog.getByRole('button', { name: 'Сохранить' }).click();
    await dialog.getByText('Выберите изображение').waitFor();
    await dialog.getByLabel('Изображение', { exact: true }).setInputFiles({
      name: 'summer.png',
      mimeType: 'image/png',
      buffer: await photo('png', '#f6c453', '#e9724c'),
    });
    await dialog.getByRole('img', { name: 'Выбранное изображение' }).waitFor();
    await page.getByText('Успешно добавлено!').first().waitFor({ state: 'hidden' });
    mkdirSync(docsScreens, { recursive: true });
    await page.screenshot({ path: path.join(docsScreens, 'admin-banner-form.png') });
    await dialog.getByRole('button', { name: 'Сохранить' }).click();
    await page.getByText('Успешно добавлено!').last().waitFor();
    await dialog.waitFor({ state: 'hidden' });
    const strip = await app.get<{ results: { caption: string; link: string; image: unknown }[] }>(
      page,
      '/api/v2/companies/strip/',
    );
    const summer = strip.results.filter((banner) => banner.caption === 'Летний сезон: скидка 10%');
    expect(summer).toMatchObject([{ link: 'https://hotel.example/summer' }]);
    expect(summer[0]!.image).not.toBeNull();

    expect(errors).toEqual([]);
  });
});
