/**
 * Idempotency keys for creates (issue 15): one key per user intent, so a double click or a retry after a
 * lost answer makes one payment, not two. The server replays the first answer to a repeated key.
 *
 * A key lives as long as the form that uses it. It is kept while the same body is sent again (a double
 * click, a retry after a network error or a 5xx), replaced when the body changes (the clerk corrected
 * something: a new intent, which the server would otherwise refuse with 422 for that key), and renewed
 * after a success, so the next payment of the same amount is a payment of its own.
 */
import { useRef } from 'react';
import type { CallOptions } from './client.ts';

/** A random key: crypto.randomUUID where the page is a secure context, else the same from random bytes. */
export function newIdempotencyKey(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

export interface IdempotencyIntent {
  /** The key to send with `body`: the same as last time for the same body, a new one for another. */
  keyFor(body: unknown): string;
  /** The intent is done (its create succeeded): the next send is a new one. */
  renew(): void;
}

/** Pure state behind the hook, for tests and for callers outside React. */
export function idempotencyIntent(makeKey: () => string = newIdempotencyKey): IdempotencyIntent {
  let key = makeKey();
  let sent: string | null = null;
  return {
    keyFor(body) {
      const json = JSON.stringify(body ?? null);
      if (sent !== null && sent !== json) key = makeKey();
      sent = json;
      return key;
    },
    renew() {
      key = makeKey();
      sent = null;
    },
  };
}

/** One intent per mounted form or dialog: opened gets a key, closed and reopened gets another. */
export function useIdempotencyKey(): IdempotencyIntent {
  const intent = useRef<IdempotencyIntent | null>(null);
  intent.current ??= idempotencyIntent();
  return intent.current;
}

/** Sends `body` with the intent's key for it; a success ends the intent, a failure keeps it for the retry. */
export async function sendOnce<T>(
  intent: IdempotencyIntent,
  body: unknown,
  send: (options: CallOptions) => Promise<T>,
): Promise<T> {
  const answer = await send({ idempotencyKey: intent.keyFor(body) });
  intent.renew();
  return answer;
}
