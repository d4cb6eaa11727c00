/**
 * 'Интеграции' → 'API-ключи' (issue 34) against a really started server with the demo: the owner opens
 * the page from the navbar, creates a key with two permissions, copies its token from the dialog that
 * shows it once, and a partner's client uses it (its permission 200, another 403); the owner revokes it
 * after the question, and the key is refused at once. The manager has the calendars and webhooks, not
 * the keys. axe on the page, the form and the token's dialog; screenshots at 390, 1366 and 1600 px.
 */
import path from 'node:path';
import { type Page, request } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { axeViolations, blocking } from './axe.ts';
import { chooseOption } from './editorSteps.ts';
import { animationsDone, screenshotsDir } from './harness.ts';
import { useJourneys } from './journeys.ts';

const app = useJourneys();
const KEY_NAME = 'Channel manager (e2e)';

async function axeClean(page: Page, screen: string) {
  expect(blocking(await axeViolations(page)), screen).toEqual([]);
}

/** What a partner's program gets for a GET with the key. */
async function withKey(token: string, apiPath: string): Promise<number> {
  const partner = await request.newContext({ baseURL: app.url });
  try {
    return (await partner.get(apiPath, { headers: { authorization: `Bearer ${token}` } })).status();
  } finally {
    await partner.dispose();
  }
}

describe("'Интеграции': API keys", () => {
  it('the owner creates a key, copies it once, and revokes it; the key works, then fails at once', async () => {
    const { page, context, errors } = await app.logIn();
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: app.url });
    await page.getByRole('navigation').getByRole('link', { name: 'Интеграции' }).click();
    await page.getByRole('heading', { name: 'Интеграции', level: 1 }).waitFor();
    await page.getByRole('tab', { name: 'Календари' }).waitFor();
    await page.getByRole('tab', { name: 'Вебхуки' }).waitFor();
    await page.getByRole('tab', { name: 'API-ключи' }).click();
    await page.getByRole('button', { name: 'Создать ключ' }).waitFor();
    expect(new URL(page.url()).searchParams.get('tab')).toBe('api-keys');
    await axeClean(page, 'API-ключи');

    // The form: a name, two permissions, 90 days.
    await page.getByRole('button', { name: 'Создать ключ' }).click();
    const form = page.getByRole('dialog', { name: 'Новый API-ключ' });
    await form.getByLabel('Название').fill(KEY_NAME);
    await form.getByRole('checkbox', { name: 'Календарь и состояние на сегодня' }).check();
    await form.getByRole('checkbox', { name: 'Просмотр броней и их сумм' }).check();
    // A key is never given what only a person does.
    expect(await form.getByRole('checkbox', { name: 'Назначение ролей' }).count()).toBe(0);
    await chooseOption(page, 'Срок действия', '90 дней', form);
    await axeClean(page, 'Новый API-ключ');
    await page.screenshot({ path: path.join(screenshotsDir, 'api-key-form-1440.png') });
    await form.getByRole('button', { name: 'Сохранить' }).click();

    // Shown once, with its copy button.
    const shown = page.getByRole('dialog', { name: 'Ключ создан' });
    const token = (await shown.getByTestId('api-key-token').textContent())?.trim() ?? '';
    expect(token).toMatch(/^pmsk_[A-Za-z0-9_-]{43}$/);
    await shown.getByRole('button', { name: 'Скопировать' }).click();
    await shown.getByRole('button', { name: 'Скопировано' }).waitFor();
    expect(await page.evaluate<string>('navigator.clipboard.readText()')).toBe(token);
    await axeClean(page, 'Ключ создан');
    await page.screenshot({ path: path.join(screenshotsDir, 'api-key-created-1366.png') });
    await shown.getByRole('button', { name: 'Готово' }).click();
    await shown.waitFor({ state: 'hidden' });

    // The partner's program: its permission answers, another is refused.
    expect(await withKey(token, '/api/v2/booking/list/')).toBe(200);
    expect(await withKey(token, '/api/v2/audit/')).toBe(403);

    // The list names it, never shows the token, and the screens at three widths.
    const row = page.getByTestId('api-key-row').filter({ hasText: KEY_NAME });
    await row.getByText('Действует', { exact: true }).waitFor();
    expect(await row.textContent()).toContain(token.slice(0, 13));
    expect(await page.content()).not.toContain(token);
    for (const width of [1600, 1366, 390]) {
      await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
      await row.getByText('Действует', { exact: true }).waitFor();
      await animationsDone(page);
      await page.screenshot({ path: path.join(screenshotsDir, `api-keys-${width}.png`) });
    }
    await page.setViewportSize({ width: 1366, height: 900 });

    // Revoked after the question: refused from the next request on.
    await row.getByRole('button', { name: `Отозвать ключ «${KEY_NAME}»` }).click();
    const question = page.getByRole('dialog', { name: 'Отозвать ключ?' });
    await question.getByText('перестанет работать сразу на всех серверах').waitFor();
    await question.getByRole('button', { name: 'Отозвать' }).click();
    await row.getByText('Отозван', { exact: true }).waitFor();
    expect(await withKey(token, '/api/v2/booking/list/')).toBe(401);
    expect(errors).toEqual([]);
  });

  it("the manager has 'Календари' and 'Вебхуки' in 'Интеграции', not 'API-ключи'", async () => {
    const { page, errors } = await app.logIn('olga@example.com');
    await page.getByRole('navigation').getByRole('link', { name: 'Интеграции' }).click();
    const tabs = page.getByRole('tablist', { name: 'Разделы интеграций' });
    await tabs.getByRole('tab', { name: 'Вебхуки' }).waitFor();
    expect(await tabs.getByRole('tab').allTextContents()).toEqual(['Календари', 'Вебхуки']);
    await page.goto(`${app.url}/admin/integrations?tab=api-keys`);
    await tabs.getByRole('tab', { name: 'Календари', selected: true }).waitFor();
    expect(errors).toEqual([]);
  });
});
