/**
 * Webhooks (issue 34 part 2, docs/integrations.md '## Вебхуки'): the events a company may subscribe to,
 * what staff type for an endpoint, what the API answers about endpoints and deliveries, and the retry
 * schedule every deliverer follows. The Standard Webhooks specification (standardwebhooks.com) fixes
 * the headers and the signature; these are the property's own choices.
 */
import { z } from 'zod';

/** Every event, in the order the screen lists them. The migration 0064's webhook_event_type() makes them. */
export const webhookEventTypes = [
  'booking.created',
  'booking.changed',
  'booking.cancelled',
  'booking.checked_in',
  'booking.checked_out',
  'payment.created',
  'refund.created',
  'leisure_order.created',
  'leisure_order.changed',
  'room_condition.changed',
] as const;
export type WebhookEventType = (typeof webhookEventTypes)[number];

/** The event 'Отправить тестовое' sends to one endpoint; nobody subscribes to it. */
export const webhookTestEvent = 'webhook.test';

export const webhookEventLabels: Record<WebhookEventType, string> = {
  'booking.created': 'Бронь создана',
  'booking.changed': 'Бронь изменена',
  'booking.cancelled': 'Бронь отменена',
  'booking.checked_in': 'Гость заселён',
  'booking.checked_out': 'Гость выселен',
  'payment.created': 'Оплата',
  'refund.created': 'Возврат',
  'leisure_order.created': 'Заказ досуга создан',
  'leisure_order.changed': 'Заказ досуга изменён',
  'room_condition.changed': 'Состояние номера изменено',
};

export const webhookMessages = {
  endpointNotFound: 'Адрес вебхука не найден',
  deliveryNotFound: 'Доставка не найдена',
  replayPending: 'Эта доставка ещё не завершена: дождитесь её или повторите после',
  noEvents: 'Выберите хотя бы одно событие',
  tooMany: 'У компании может быть не больше 20 адресов вебхуков',
  urlLong: 'Адрес слишком длинный (не больше 2000 символов)',
} as const;

/** At most this many endpoints per company: each change is sent to every one of them. */
export const WEBHOOK_ENDPOINT_LIMIT = 20;

export const webhookEndpointInput = z.object({
  url: z.string().trim().min(1, 'Укажите адрес').max(2000, webhookMessages.urlLong),
  description: z.string().trim().max(200, 'Описание не длиннее 200 символов').default(''),
  events: z
    .array(z.enum(webhookEventTypes))
    .min(1, webhookMessages.noEvents)
    .transform((list) => webhookEventTypes.filter((t) => list.includes(t))),
  enabled: z.boolean().default(true),
});
export type WebhookEndpointInput = z.input<typeof webhookEndpointInput>;

export const webhookEndpointView = z.object({
  id: z.number(),
  url: z.string(),
  description: z.string(),
  events: z.array(z.enum(webhookEventTypes)),
  enabled: z.boolean(),
  /** The secret's start and end ('whsec_Ab…x9'): the whole secret is shown once, when made. */
  secret_hint: z.string(),
  /** Unix seconds: until then the previous secret signs too (after a rotation). */
  previous_secret_until: z.number().nullable(),
  created_at: z.number(),
  /** Deliveries waiting (pending) and given up in the last day. */
  pending: z.number(),
  failed_recently: z.number(),
});
export type WebhookEndpointView = z.infer<typeof webhookEndpointView>;

/** An endpoint as created, or its secret as rotated: the only answers that carry the secret. */
export const webhookEndpointWithSecret = webhookEndpointView.extend({ secret: z.string() });
export type WebhookEndpointWithSecret = z.infer<typeof webhookEndpointWithSecret>;

export const webhookDeliveryStates = ['pending', 'delivered', 'failed'] as const;
export type WebhookDeliveryState = (typeof webhookDeliveryStates)[number];
export const webhookDeliveryStateLabels: Record<WebhookDeliveryState, string> = {
  pending: 'В очереди',
  delivered: 'Доставлено',
  failed: 'Не доставлено',
};

export const webhookAttemptView = z.object({
  attempt: z.number(),
  at: z.number(),
  duration_ms: z.number(),
  request_headers: z.record(z.string(), z.string()),
  request_body: z.string(),
  /** Null when no answer came (refused, unreachable, timed out). */
  response_status: z.number().nullable(),
  /** The answer's first 4 KB. */
  response_body: z.string(),
  error: z.string().nullable(),
});

export const webhookDeliveryView = z.object({
  id: z.number(),
  event_id: z.string(),
  event_type: z.string(),
  state: z.enum(webhookDeliveryStates),
  attempts: z.number(),
  created_at: z.number(),
  /** When the next attempt is due (pending only). */
  next_at: z.number().nullable(),
  finished_at: z.number().nullable(),
  last_status: z.number().nullable(),
  last_error: z.string().nullable(),
  /** The delivery this one replays. */
  replay_of: z.number().nullable(),
});
export type WebhookDeliveryView = z.infer<typeof webhookDeliveryView>;

export const webhookDeliveryDetailView = webhookDeliveryView.extend({ tries: z.array(webhookAttemptView) });
export type WebhookDeliveryDetailView = z.infer<typeof webhookDeliveryDetailView>;

/** Retries go on this long after the event, then the delivery is given up. */
export const WEBHOOK_RETRY_WINDOW_MS = 24 * 60 * 60 * 1000;
/** The longest wait between two attempts. */
export const WEBHOOK_MAX_DELAY_MS = 2 * 60 * 60 * 1000;

/**
 * After failed attempt `attempt` (1, 2, …) of an event made at `firstAt`: when to try again, or null to
 * give up. The waits double from `baseMs` (5 s in production: 5 s, 10 s, 20 s … then every 2 hours), and
 * no attempt is made later than a day after the event.
 */
export function webhookRetryAt(attempt: number, firstAt: number, now: number, baseMs: number): number | null {
  const delay = Math.min(baseMs * 2 ** Math.max(0, Math.min(attempt - 1, 30)), WEBHOOK_MAX_DELAY_MS);
  const next = now + delay;
  return next > firstAt + WEBHOOK_RETRY_WINDOW_MS ? null : next;
}

/** A 2xx answer delivers; anything else (a redirect too: we follow none) is a failure to retry. */
export const webhookDelivered = (status: number) => status >= 200 && status < 300;
