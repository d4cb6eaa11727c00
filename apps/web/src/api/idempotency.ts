/**
 * Idempotency keys for creates (issue 15): one key per user intent, so a double click or a retry after a
 * lost answer makes one payment, not two. The server replays the first answer to a repeated key.
 *
 * A key lives as long as the form that uses it. It is kept while the same body is sent again (a double
 * click, a retry after a network error or a 5xx) and replaced when the body changes (the clerk corrected
 * something: a new intent, which the server would otherwise refuse with 422 for that key).
 *
 * The intent is also the one submit-once guard of every create form. A second send while the first is on
 * its way joins it (one request, one answer): validation is asynchronous, so a second Enter's turn can
 * come at any time. Once answered, the same body again is the first answer, nothing is sent: a late
 * twin of the submit must not go out as a new payment. A new intent starts when the body changes, when
 * the form opens again (a new mount or `useIdempotencyKey(scope)` with another scope) or on `renew()`.
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
  /** A new intent (the form was cleared or reopened): the next send is a create of its own. */
  renew(): void;
  /** See `sendOnce`. */
  send<T>(body: unknown, send: (options: CallOptions) => Promise<T>): Promise<T>;
}

/** Pure state behind the hook, for tests and for callers outside React. */
export function idempotencyIntent(makeKey: () => string = newIdempotencyKey): IdempotencyIntent {
  let key = makeKey();
  let sent: string | null = null;
  let inFlight: Promise<unknown> | null = null;
  let answered: { json: string; answer: unknown } | null = null;
  // A renew while a send is on its way: that send's end no longer speaks for the intent.
  let generation = 0;
  const intent: IdempotencyIntent = {
    keyFor(body) {
      const json = JSON.stringify(body ?? null);
      if (sent !== null && sent !== json) key = makeKey();
      sent = json;
      return key;
    },
    renew() {
      key = makeKey();
      sent = null;
      inFlight = null;
      answered = null;
      generation += 1;
    },
    send<T>(body: unknown, send: (options: CallOptions) => Promise<T>): Promise<T> {
      if (inFlight) return inFlight as Promise<T>;
      const json = JSON.stringify(body ?? null);
      if (answered?.json === json) return Promise.resolve(answered.answer as T);
      answered = null;
      const own = generation;
      const request = send({ idempotencyKey: intent.keyFor(body) }).then(
        (answer) => {
          if (own === generation) {
            inFlight = null;
            answered = { json, answer };
          }
          return answer;
        },
        (error: unknown) => {
          // Refused or lost: free for the retry, which keeps the key.
          if (own === generation) inFlight = null;
          throw error;
        },
      );
      inFlight = request;
      return request;
    },
  };
  return intent;
}

/**
 * One intent per mounted form or dialog: opened gets a key, closed and reopened gets another. A dialog
 * that stays mounted between openings passes what it was opened for as `scope`: another scope, another
 * intent.
 */
export function useIdempotencyKey(scope?: unknown): IdempotencyIntent {
  const intent = useRef<IdempotencyIntent | null>(null);
  const openedFor = useRef(scope);
  intent.current ??= idempotencyIntent();
  if (!Object.is(openedFor.current, scope)) {
    openedFor.current = scope;
    intent.current.renew();
  }
  return intent.current;
}

/**
 * Sends `body` with the intent's key for it, once: a second call while the first is on its way returns
 * the same promise, one after its answer with the same body returns that answer, and a failure frees
 * the intent for the retry with the same key.
 */
export function sendOnce<T>(
  intent: IdempotencyIntent,
  body: unknown,
  send: (options: CallOptions) => Promise<T>,
): Promise<T> {
  return intent.send(body, send);
}
