/**
 * Bodies larger than a route takes, over a real socket (app.inject never sends `100 Continue` nor resets
 * a connection): a 413 with a Russian sentence naming what is too large and the limit, whether the client
 * waits for `100 Continue` or sends everything at once, and nothing stored.
 */
import { request } from 'node:http';
import { count, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { images } from '../db/schema.ts';
import { buildCategory, TEST_PASSWORD } from '../test/factories.ts';
import { login, startWorld, stopWorld, type TestDb } from '../test/harness.ts';

let t: TestDb;
let app: FastifyInstance;
let base: URL;
let token: string;
let companyId: number;

beforeAll(async () => {
  const world = await startWorld();
  ({ t, app, companyId } = world);
  token = (await login(app, world.employee.email, TEST_PASSWORD)).token;
  base = new URL(await app.listen({ port: 0, host: '127.0.0.1' }));
});
afterAll(() => stopWorld({ t, app }));

interface Answer {
  status: number;
  json: { error?: string; field?: string };
  /** Whether the server asked for the body with `100 Continue`. */
  continued: boolean;
}

/**
 * Sends `body` with node:http. With `expectContinue` the body goes only after the server's
 * `100 Continue`, as curl and browsers' upload libraries do; without it, at once. The answer counts as
 * soon as it arrives: a server that answers before reading everything is right to do so.
 */
function send(path: string, contentType: string, body: Buffer, expectContinue: boolean): Promise<Answer> {
  return new Promise((resolve, reject) => {
    let continued = false;
    let answered = false;
    const req = request(
      new URL(path, base),
      {
        method: 'POST',
        headers: {
          authorization: `Bearer ${token}`,
          'content-type': contentType,
          'content-length': String(body.length),
          ...(expectContinue ? { expect: '100-continue' } : {}),
        },
      },
      (res) => {
        answered = true;
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => {
          const text = Buffer.concat(chunks).toString('utf8');
          try {
            resolve({ status: res.statusCode ?? 0, json: JSON.parse(text), continued });
          } catch {
            reject(new Error(`not JSON (${res.statusCode}): ${text.slice(0, 200)}`));
          }
        });
        res.on('error', reject);
      },
    );
    // Writing into a connection the server closed after answering is the client's problem, not an answer.
    req.on('error', (err) => {
      if (!answered) reject(err);
    });
    if (expectContinue) {
      req.on('continue', () => {
        continued = true;
        req.end(body);
      });
    } else {
      req.end(body);
    }
  });
}

const storedPictures = async () =>
  (await t.database.db.select({ n: count() }).from(images).where(eq(images.companyId, companyId)))[0]!.n;

describe('a body over the limit', () => {
  const sixMb = Buffer.alloc(6 * 1024 * 1024, 1);
  const tooBigImage = { error: 'Изображение больше 5 МБ', field: 'image' };

  it('a raw picture over 5 МБ with Expect: 100-continue: 413 in Russian, and the body is never asked for', async () => {
    const category = (await buildCategory(t.database.db, companyId)).id;
    const answer = await send(`/api/v2/categories/images/?category=${category}`, 'image/png', sixMb, true);
    expect(answer.status).toBe(413);
    expect(answer.json).toEqual(tooBigImage);
    expect(answer.continued).toBe(false);
    expect(await storedPictures()).toBe(0);
  });

  it('a raw picture over 5 МБ sent at once: 413 in Russian', async () => {
    const category = (await buildCategory(t.database.db, companyId)).id;
    const answer = await send(`/api/v2/categories/images/?category=${category}`, 'image/png', sixMb, false);
    expect(answer.status).toBe(413);
    expect(answer.json).toEqual(tooBigImage);
    expect(await storedPictures()).toBe(0);
  });

  it('a multipart form over 5 МБ: 413 in Russian', async () => {
    const boundary = 'pmsLimitBoundary';
    const form = Buffer.concat([
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="image"; filename="big.png"\r\n` +
          'Content-Type: image/png\r\n\r\n',
      ),
      sixMb,
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]);
    for (const expectContinue of [true, false]) {
      const answer = await send(
        '/api/v2/companies/images/',
        `multipart/form-data; boundary=${boundary}`,
        form,
        expectContinue,
      );
      expect(answer.status).toBe(413);
      expect(answer.json).toEqual(tooBigImage);
    }
    expect(await storedPictures()).toBe(0);
  });

  it('a JSON body over 1 МБ: 413 that says what is too large and the limit', async () => {
    const json = Buffer.from(JSON.stringify({ name: 'x'.repeat(1024 * 1024 + 10) }));
    for (const expectContinue of [true, false]) {
      const answer = await send('/api/v2/clients/', 'application/json', json, expectContinue);
      expect(answer.status).toBe(413);
      expect(answer.json).toEqual({ error: 'Запрос больше 1 МБ: столько сервер не принимает' });
      expect(answer.continued).toBe(false);
    }
  });
});
