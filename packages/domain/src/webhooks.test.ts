import { describe, expect, it } from 'vitest';
import {
  WEBHOOK_MAX_DELAY_MS,
  WEBHOOK_RETRY_WINDOW_MS,
  webhookDelivered,
  webhookEndpointInput,
  webhookRetryAt,
} from './webhooks.ts';

describe('webhookRetryAt', () => {
  const base = 5000;
  it.each([
    [1, 5_000],
    [2, 10_000],
    [3, 20_000],
    [4, 40_000],
    [11, 5_120_000],
    [12, WEBHOOK_MAX_DELAY_MS],
    [40, WEBHOOK_MAX_DELAY_MS],
  ])('waits after attempt %i: %i ms', (attempt, wait) => {
    expect(webhookRetryAt(attempt, 0, 1000, base)).toBe(1000 + wait);
  });
  it('gives up when the next attempt would fall after a day', () => {
    expect(webhookRetryAt(20, 0, WEBHOOK_RETRY_WINDOW_MS - 1000, base)).toBeNull();
    expect(webhookRetryAt(1, 0, WEBHOOK_RETRY_WINDOW_MS - 5000, base)).toBe(WEBHOOK_RETRY_WINDOW_MS);
  });
});

describe('webhookDelivered', () => {
  it.each([
    [200, true],
    [204, true],
    [299, true],
    [301, false],
    [400, false],
    [500, false],
  ])('%i → %s', (status, ok) => expect(webhookDelivered(status)).toBe(ok));
});

describe('webhookEndpointInput', () => {
  it('keeps the events in the listed order, each once', () => {
    const parsed = webhookEndpointInput.parse({
      url: ' https://x.kz/hook ',
      events: ['refund.created', 'booking.created', 'refund.created'],
    });
    expect(parsed).toEqual({
      url: 'https://x.kz/hook',
      description: '',
      events: ['booking.created', 'refund.created'],
      enabled: true,
    });
  });
  it.each([
    [{ url: 'https://x.kz', events: [] }, 'Выберите хотя бы одно событие'],
    [{ url: 'https://x.kz', events: ['booking.deleted'] }, undefined],
    [{ url: '', events: ['booking.created'] }, 'Укажите адрес'],
  ])('refuses %j', (input, message) => {
    const r = webhookEndpointInput.safeParse(input);
    expect(r.success).toBe(false);
    if (message) expect(r.error?.issues[0]?.message).toBe(message);
  });
});
