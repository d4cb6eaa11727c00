/**
 * A manager fills the property's requisites on 'Настройки объекта': a mistyped BIN is refused under its
 * field before anything is saved, the corrected one is saved compact and shown again after a reload;
 * the confirmation e-mail template is changed and previewed with a real booking of the demo resort.
 */
import { describe, expect, it } from 'vitest';
import { useJourneys } from './journeys.ts';

const app = useJourneys();

interface Info {
  requisites: Record<string, string>;
}

describe('company settings journey', () => {
  it('refuses a mistyped BIN under its field, saves the requisites, and previews the e-mail with a booking', async () => {
    const { page, errors } = await app.logIn();
    await page.getByRole('navigation').getByRole('link', { name: 'Настройки объекта' }).click();
    const field = (name: string) => page.getByRole('textbox', { name, exact: true });

    await field('Юридическое название').fill('ТОО «Озеро Боровое»');
    await field('БИН/ИИН').fill('9401 4000 0386');
    await field('ИИК (счёт)').fill('kz86 125k zt50 0410 0100');
    const save = page.getByRole('button', { name: 'Сохранить' }).first();
    await save.click();
    await expect
      .poll(() => page.getByText('Неверный БИН/ИИН: контрольная цифра не совпадает').count())
      .toBe(1);
    expect((await app.get<Info>(page, '/api/v2/companies/info/')).requisites.legal_name).toBe(
      'ТОО «Бурабай Резорт»',
    );

    await field('БИН/ИИН').fill('940140000385');
    await save.click();
    await page.getByText('Изменено!').first().waitFor();
    const saved = (await app.get<Info>(page, '/api/v2/companies/info/')).requisites;
    expect(saved).toMatchObject({
      legal_name: 'ТОО «Озеро Боровое»',
      bin: '940140000385',
      iik: 'KZ86125KZT5004100100',
    });
    await page.reload();
    expect(await field('ИИК (счёт)').inputValue()).toBe('KZ86125KZT5004100100');

    // The template: a new subject, previewed with booking №5 of the demo resort.
    await field('Тема').fill('Ждём вас, бронь №{{ booking.number }}');
    await page.getByRole('textbox', { name: 'Бронь для предпросмотра' }).fill('5');
    await page.getByRole('button', { name: 'Предпросмотр' }).click();
    const preview = page.getByLabel('Предпросмотр письма');
    await preview.getByText('Ждём вас, бронь №5').waitFor();
    // A misspelt placeholder is refused in Russian under the field, not mailed blank.
    await field('Тема').fill('Бронь {{ booking.nomer }}');
    await page.getByRole('button', { name: 'Предпросмотр' }).click();
    await page
      .getByText(/^Ошибка в шаблоне: .*nomer/)
      .first()
      .waitFor();
    // The browser logs that refused preview (400); nothing else may fail.
    expect(errors.filter((e) => !e.includes('/template/preview/'))).toEqual([]);
  });
});
