/**
 * A webhook receiver on loopback, as a partner would write one: every request is verified with the
 * Standard Webhooks reference code (the `standardwebhooks` package's Webhook.verify) against the secrets
 * it was given; an unverified request is answered 401 and counted. It can fail the next requests, or
 * hold them unanswered, and it waits for what tests expect.
 */
import { once } from 'node:events';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { Webhook } from 'standardwebhooks';

export interface Received {
  id: string;
  type: string;
  data: { id?: number; [key: string]: unknown };
  headers: http.IncomingHttpHeaders;
  body: string;
  /** Which secret verified it (index into `secrets`). */
  verifiedBy: number;
}

export interface WebhookReceiver {
  url: string;
  port: number;
  /** Secrets to verify with; a request any of them verifies is accepted. */
  secrets: string[];
  /** Every request that came, verified or not, in arrival order (its webhook-id). */
  requests: string[];
  /** Requests answered 2xx, in order. */
  accepted: Received[];
  /** Requests no secret verified. */
  unverified: number;
  /** The next `n` verified requests are answered 500. */
  failNext(n: number): void;
  /** Requests are left unanswered until `release()` (a server killed mid-delivery). */
  hold(): void;
  release(): void;
  /** Answers each request after this many ms. */
  delayMs: number;
  /** Resolves once `count` requests were accepted. */
  waitFor(count: number, timeoutMs?: number): Promise<Received[]>;
  /** Resolves once an accepted event passes `test`. */
  waitForEvent(test: (e: Received) => boolean, timeoutMs?: number): Promise<Received>;
  /** Resolves once `count` requests came at all. */
  waitForRequests(count: number, timeoutMs?: number): Promise<void>;
  close(): Promise<void>;
}

export async function startWebhookReceiver(port = 0): Promise<WebhookReceiver> {
  let failing = 0;
  let holding = false;
  const held: http.ServerResponse[] = [];
  const waiters: (() => void)[] = [];
  const notify = () => {
    for (const w of waiters.splice(0)) w();
  };
  const server = http.createServer(async (req, res) => {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const body = Buffer.concat(chunks).toString('utf8');
    const id = String(req.headers['webhook-id'] ?? '');
    receiver.requests.push(id);
    notify();
    if (holding) {
      held.push(res);
      return;
    }
    const headers = {
      'webhook-id': id,
      'webhook-timestamp': String(req.headers['webhook-timestamp'] ?? ''),
      'webhook-signature': String(req.headers['webhook-signature'] ?? ''),
    };
    let verifiedBy = -1;
    let payload: { type: string; data: Received['data'] } | undefined;
    for (const [i, secret] of receiver.secrets.entries()) {
      try {
        payload = new Webhook(secret).verify(body, headers) as typeof payload;
        verifiedBy = i;
        break;
      } catch {}
    }
    if (receiver.delayMs) await new Promise((r) => setTimeout(r, receiver.delayMs));
    if (verifiedBy < 0 || !payload) {
      receiver.unverified++;
      res.writeHead(401).end('bad signature');
      notify();
      return;
    }
    if (failing > 0) {
      failing--;
      res.writeHead(500, { 'content-type': 'text/plain' }).end('Временная ошибка приёмника');
      notify();
      return;
    }
    receiver.accepted.push({
      id,
      type: payload.type,
      data: payload.data,
      headers: req.headers,
      body,
      verifiedBy,
    });
    res.writeHead(204).end();
    notify();
  });
  server.listen(port, '127.0.0.1');
  await once(server, 'listening');
  const actual = (server.address() as AddressInfo).port;
  const until = async (done: () => boolean, timeoutMs: number, what: string) => {
    const deadline = setTimeout(notify, timeoutMs);
    const started = Date.now();
    try {
      while (!done()) {
        if (Date.now() - started >= timeoutMs) throw new Error(`the receiver waited in vain for ${what}`);
        await new Promise<void>((r) => waiters.push(r));
      }
    } finally {
      clearTimeout(deadline);
    }
  };
  const receiver: WebhookReceiver = {
    url: `http://127.0.0.1:${actual}/hook`,
    port: actual,
    secrets: [],
    requests: [],
    accepted: [],
    unverified: 0,
    delayMs: 0,
    failNext(n) {
      failing = n;
    },
    hold() {
      holding = true;
    },
    release() {
      holding = false;
      for (const res of held.splice(0)) res.destroy();
    },
    async waitFor(count, timeoutMs = 15_000) {
      await until(() => receiver.accepted.length >= count, timeoutMs, `${count} accepted events`);
      return receiver.accepted;
    },
    async waitForEvent(test, timeoutMs = 15_000) {
      await until(() => receiver.accepted.some(test), timeoutMs, 'an event');
      return receiver.accepted.find(test)!;
    },
    async waitForRequests(count, timeoutMs = 15_000) {
      await until(() => receiver.requests.length >= count, timeoutMs, `${count} requests`);
    },
    async close() {
      receiver.release();
      server.closeAllConnections();
      await new Promise<void>((r) => server.close(() => r()));
    },
  };
  return receiver;
}
