/**
 * 'Интеграции' → 'Вебхуки' (issue 34 part 2): the administrator adds a partner's address, copies the
 * secret shown once, sends a test event that a receiver on loopback verifies with the Standard Webhooks
 * reference code, reads the delivery log with the request and the answer, replays it, rotates the secret
 * (the receiver still verifies with the new one alone), and the screen passes axe at 1440 and 390 px.
 */
import { once } from 'node:events';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { Webhook } from 'standardwebhooks';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { axeViolations, blocking } from './axe.ts';
import { useJourneys } from './journeys.ts';

// The receiver listens on loopback, which the server refuses unless the operator allows it.
const app = useJourneys({ OUTBOUND_ALLOWED_HOSTS: '127.0.0.1' });

/** The partner's side: verifies each request with the secret it was given, and keeps what it accepted. */
const received: { id: string; type: string }[] = [];
let secret = '';
let unverified = 0;
const receiver = http.createServer(async (req, res) => {
  const chunks: Buffer[] = [];
  for await (const c of req) chunks.push(c as Buffer);
  try {
    const event = new Webhook(secret).verify(Buffer.concat(chunks).toString('utf8'), {
      'webhook-id': String(req.headers['webhook-id']),
      'webhook-timestamp': String(req.headers['webhook-timestamp']),
      'webhook-signature': String(req.headers['webhook-signature']),
    }) as { type: string };
    received.push({ id: String(req.headers['webhook-id']), type: event.type });
    res.writeHead(204).end();
  } catch {
    unverified++;
    res.writeHead(401).end();
  }
});
let hookUrl = '';
beforeAll(async () => {
  receiver.listen(0, '127.0.0.1');
  await once(receiver, 'listening');
  hookUrl = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/pms/webhooks`;
});
afterAll(() => new Promise<void>((r) => receiver.close(() => r())));

const arrived = (n: number) =>
  expect.poll(() => received.length, { timeout: 15_000 }).toBeGreaterThanOrEqual(n);

describe('webhooks journey', () => {
  it('adds an address, tests it, reads and replays its log, rotates the secret; axe-clean at 1440 and 390 px', async () => {
    const { page, errors } = await app.signedIn();
    await page.goto(`${app.url}/admin/integrations?tab=webhooks`);
    await page.getByText('Адресов пока нет').waitFor();

    // A host the operator did not allow is refused under the field, in Russian.
    await page.getByRole('button', { name: 'Добавить адрес' }).click();
    const dialog = page.getByRole('dialog', { name: 'Новый адрес вебхука' });
    await dialog.getByRole('textbox', { name: 'Адрес (URL)' }).fill('http://10.1.2.3/hook');
    await dialog.getByRole('checkbox', { name: /Оплата/ }).check();
    await dialog.getByRole('button', { name: 'Сохранить' }).click();
    await dialog.getByText('Этот адрес не разрешён администратором сервера').waitFor();
    expect(blocking(await axeViolations(page)), 'the form').toEqual([]);

    await dialog.getByRole('textbox', { name: 'Адрес (URL)' }).fill(hookUrl);
    await dialog.getByRole('textbox', { name: 'Описание' }).fill('Бухгалтерия');
    await dialog.getByRole('button', { name: 'Сохранить' }).click();
    // The secret, shown this once.
    const shown = page.getByRole('dialog', { name: 'Секрет подписи' });
    secret = ((await shown.getByTestId('webhook-secret').textContent()) ?? '').trim();
    expect(secret).toMatch(/^whsec_/);
    expect(blocking(await axeViolations(page)), 'the secret').toEqual([]);
    await shown.getByRole('button', { name: 'Готово' }).click();
    const card = page.getByTestId('webhook-endpoint');
    await card.getByText('Бухгалтерия').waitFor();
    await expect.poll(() => card.getByText(secret).count()).toBe(0);

    // The test event arrives signed; the log shows it delivered, with the request and the answer.
    await card.getByRole('button', { name: 'Отправить тестовое' }).click();
    await arrived(1);
    expect(received[0]!.type).toBe('webhook.test');
    const delivery = card.getByTestId('webhook-delivery').first();
    await delivery.getByText('Доставлено').waitFor({ timeout: 15_000 });
    await delivery.getByRole('button', { name: 'Подробно' }).click();
    const detail = page.getByRole('dialog', { name: /Доставка/ });
    await detail.getByText('Попытка 1').waitFor();
    await detail.getByText('HTTP 204').waitFor();
    await detail.getByText(`webhook-id: ${received[0]!.id}`).waitFor();
    expect(blocking(await axeViolations(page)), 'a delivery').toEqual([]);
    await page.keyboard.press('Escape');

    // 'Повторить': the same event once more.
    await delivery.getByRole('button', { name: 'Повторить' }).click();
    await arrived(2);
    expect(received[1]!.id).toBe(received[0]!.id);

    // 'Сменить секрет': a new one shown once; the receiver that knows only it still verifies.
    await card.getByRole('button', { name: 'Сменить секрет' }).click();
    await page
      .getByRole('dialog', { name: 'Сменить секрет?' })
      .getByRole('button', { name: 'Сменить' })
      .click();
    const rotated = page.getByRole('dialog', { name: 'Секрет подписи' });
    const next = ((await rotated.getByTestId('webhook-secret').textContent()) ?? '').trim();
    expect(next).not.toBe(secret);
    secret = next;
    await rotated.getByRole('button', { name: 'Готово' }).click();
    await card.getByText(/Старый секрет подписывает до/).waitFor();
    await card.getByRole('button', { name: 'Отправить тестовое' }).click();
    await arrived(3);
    expect(unverified).toBe(0);
    expect(blocking(await axeViolations(page)), 'the tab at 1440 px').toEqual([]);

    // A phone: nothing of the tab wider than the screen (a toast may still be fading out), still axe-clean.
    await page.setViewportSize({ width: 390, height: 844 });
    await card.getByText('Бухгалтерия').waitFor();
    const widest = `Math.max(...[...document.querySelectorAll('[data-testid=webhook-endpoint], [data-testid=webhook-endpoint] *')]
      .map((e) => e.getBoundingClientRect().right))`;
    await expect.poll(() => page.evaluate<number>(widest)).toBeLessThanOrEqual(390);
    expect(blocking(await axeViolations(page)), 'the tab at 390 px').toEqual([]);
    // The refused address was a 400 the browser logs; nothing else may fail.
    expect(errors.filter((e) => !e.includes('/webhooks/endpoints/'))).toEqual([]);
  });
});
