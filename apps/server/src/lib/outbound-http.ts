/**
 * One HTTP request to a destination staff typed (a calendar feed, a webhook endpoint), bounded the way
 * every outbound connection is:
 *
 * - only http and https, no credentials in the address;
 * - the host passes `outboundDestination` (OUTBOUND_ALLOWED_HOSTS, else public addresses only), and the
 *   connection goes to the address that was checked, so DNS cannot slip an internal address in between;
 * - redirects are followed up to `maxRedirects`, each new address checked again;
 * - the whole exchange (connect, headers, body, every redirect) ends by `timeoutMs`;
 * - an answer longer than `maxBytes` fails as soon as it passes the limit, unread beyond it.
 *
 * It answers every status: what a status means is the caller's business. It throws `OutboundError`
 * whose `kind` says why nothing usable came back; `detail` is for the log, never for staff.
 */
import http from 'node:http';
import https from 'node:https';
import type { LookupFunction } from 'node:net';
import { isIP } from 'node:net';
import { type AllowedHosts, outboundDestination } from './outbound-destination.ts';

export interface OutboundPolicy {
  allowed: AllowedHosts | null;
  timeoutMs: number;
  maxBytes: number;
}

export interface OutboundRequest {
  method?: 'GET' | 'POST';
  headers?: Record<string, string>;
  body?: string | Buffer;
  /** 0 for webhooks (a redirect is the receiver's answer), a few for feeds. */
  maxRedirects?: number;
  /** Ends the request early, e.g. at shutdown. */
  signal?: AbortSignal;
}

export interface OutboundResponse {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: Buffer;
  /** The address that answered, after redirects. */
  url: string;
}

export type OutboundFailure = 'bad_url' | 'refused' | 'unreachable' | 'timeout' | 'too_large';

export class OutboundError extends Error {
  constructor(
    readonly kind: OutboundFailure,
    readonly detail: string,
  ) {
    super(`${kind}: ${detail}`);
    this.name = 'OutboundError';
  }
}

/** Russian sentences for staff, one per failure; the detail stays in the log. */
export const outboundMessages: Record<OutboundFailure, string> = {
  bad_url: 'Адрес должен начинаться с http:// или https:// и не содержать логина и пароля',
  refused: 'Этот адрес не разрешён администратором сервера',
  unreachable: 'Не удалось подключиться: проверьте адрес',
  timeout: 'Сервер не ответил вовремя',
  too_large: 'Ответ сервера слишком большой',
};

/** The address as staff may type it, or why not: http(s), a host, no user or password. */
export function parseOutboundUrl(raw: string): URL {
  let url: URL;
  try {
    url = new URL(raw.trim());
  } catch {
    throw new OutboundError('bad_url', `not a URL: ${raw.slice(0, 200)}`);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:')
    throw new OutboundError('bad_url', `protocol ${url.protocol}`);
  if (url.username || url.password) throw new OutboundError('bad_url', 'credentials in the URL');
  if (!url.hostname) throw new OutboundError('bad_url', 'no host');
  return url;
}

const REDIRECTS = new Set([301, 302, 303, 307, 308]);

export async function outboundRequest(
  raw: string,
  policy: OutboundPolicy,
  request: OutboundRequest = {},
): Promise<OutboundResponse> {
  const deadline = AbortSignal.timeout(policy.timeoutMs);
  const signal = request.signal ? AbortSignal.any([deadline, request.signal]) : deadline;
  let url = parseOutboundUrl(raw);
  let method = request.method ?? 'GET';
  let body = request.body;
  for (let hop = 0; ; hop++) {
    const answer = await once(url, method, body, request.headers ?? {}, policy, signal);
    const location = answer.headers.location;
    if (!REDIRECTS.has(answer.status) || !location || hop >= (request.maxRedirects ?? 0)) return answer;
    url = parseOutboundUrl(new URL(location, url).toString());
    // A 303, and a 301/302 after a POST, repeat as a GET without the body, as browsers do.
    if (answer.status === 303 || (method === 'POST' && answer.status !== 307 && answer.status !== 308)) {
      method = 'GET';
      body = undefined;
    }
  }
}

async function once(
  url: URL,
  method: string,
  body: string | Buffer | undefined,
  headers: Record<string, string>,
  policy: OutboundPolicy,
  signal: AbortSignal,
): Promise<OutboundResponse> {
  const destination = await outboundDestination(url.hostname, policy.allowed);
  if (!destination.ok)
    throw new OutboundError(destination.reason === 'listed' ? 'refused' : 'unreachable', destination.detail);
  // The checked address, whatever the name resolves to by the time the socket opens.
  const pinned: LookupFunction = (_host, options, callback) => {
    const family = isIP(destination.address) || 4;
    if ((options as { all?: boolean }).all)
      (callback as unknown as (e: null, a: { address: string; family: number }[]) => void)(null, [
        { address: destination.address, family },
      ]);
    else callback(null, destination.address, family);
  };
  const listedName = !isIP(destination.address);
  const transport = url.protocol === 'https:' ? https : http;
  return new Promise<OutboundResponse>((resolve, reject) => {
    const fail = (err: unknown) => {
      if (err instanceof OutboundError) return reject(err);
      if (signal.aborted) return reject(new OutboundError('timeout', `no answer from ${url.host} in time`));
      reject(new OutboundError('unreachable', `${url.host}: ${(err as Error).message}`));
    };
    const req = transport.request(
      url,
      {
        method,
        signal,
        // A host listed by name is trusted as named; any other goes to the address that was checked.
        ...(listedName ? {} : { lookup: pinned }),
        headers: {
          'user-agent': 'hotel-pms',
          'accept-encoding': 'identity',
          ...headers,
          ...(body === undefined ? {} : { 'content-length': String(Buffer.byteLength(body)) }),
        },
      },
      (res) => {
        const declared = Number(res.headers['content-length']);
        if (Number.isFinite(declared) && declared > policy.maxBytes) {
          reject(new OutboundError('too_large', `${url.host} declared ${declared} bytes`));
          return req.destroy();
        }
        const chunks: Buffer[] = [];
        let size = 0;
        res.on('data', (chunk: Buffer) => {
          size += chunk.length;
          if (size > policy.maxBytes) {
            // Rejected first: destroying the socket reports an error of its own, which must not win.
            reject(new OutboundError('too_large', `${url.host} sent more than ${policy.maxBytes} bytes`));
            return req.destroy();
          }
          chunks.push(chunk);
        });
        res.on('end', () =>
          resolve({
            status: res.statusCode ?? 0,
            headers: res.headers,
            body: Buffer.concat(chunks),
            url: url.toString(),
          }),
        );
        res.on('error', fail);
        res.on('aborted', () => fail(new Error('aborted')));
      },
    );
    req.on('error', fail);
    req.end(body);
  });
}

/** The policy every outbound HTTP request takes from the configuration. */
export const outboundPolicy = (config: {
  OUTBOUND_ALLOWED_HOSTS: AllowedHosts | null;
  OUTBOUND_TIMEOUT_MS: number;
  OUTBOUND_MAX_BYTES: number;
}): OutboundPolicy => ({
  allowed: config.OUTBOUND_ALLOWED_HOSTS,
  timeoutMs: config.OUTBOUND_TIMEOUT_MS,
  maxBytes: config.OUTBOUND_MAX_BYTES,
});
