/**
 * Staff templates (the confirmation e-mail and the invoice note) are data, not code with a file system:
 * include, render and layout read nothing, whether previewed, saved or used to send or print; errors
 * name the line in Russian and never a path; a hostile template is stopped by its steps, time and output
 * size, answered 400, and changes nothing; and the server keeps answering while one renders.
 */
import { once } from 'node:events';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { companies } from '../../db/schema.ts';
import { renderEvents } from '../../render/liquid/render-liquid.ts';
import { startWorld, stopWorld, type TestClient, type TestDb } from '../../test/harness.ts';

let t: TestDb;
let app: FastifyInstance;
let api: TestClient;
let companyId: number;
let booking: { id: number; version: number };

// A file in the server's data folder, as the embedded database keeps its files there.
const secret = `s3cret-${process.pid}-${Date.now()}`;
const dataDir = path.resolve('data');
const secretName = `secret-${process.pid}.key`;
let madeDataDir = false;

const templateUrl = '/api/v2/companies/info/template/';
const previewUrl = '/api/v2/companies/info/template/preview/';
const savedTemplate = { subject: 'Бронь №{{ booking.number }}', body: 'Заезд {{ booking.check_in }}' };
const requisites = { bin: '940140000385', iik: 'KZ86125KZT5004100100', bik: 'HSBKKZKX', kbe: '17' };

beforeAll(async () => {
  ({ t, app, api, companyId } = await startWorld({ companyName: 'Бурабай' }));
  try {
    mkdirSync(dataDir);
    madeDataDir = true;
  } catch {
    // The folder is there already (a developer's embedded database): only our file is added and removed.
  }
  writeFileSync(path.join(dataDir, secretName), secret);
  const category = await api.post('/api/v2/categories/', {
    name: 'Люкс',
    category_type: 'room',
    place_number: 2,
    additional_place: 0,
    rates: { price_type: 'week', rows: { base: { mon: 1, tue: 1, wed: 1, thu: 1, fri: 1, sat: 1, san: 1 } } },
  });
  const room = await api.post('/api/v2/categories/rooms/', { name: '101', category: category.json().id });
  const id = (
    await api.post('/api/booking/', {
      room: room.json().id,
      check_in: Date.UTC(2026, 11, 10, 9) / 1000,
      check_out: Date.UTC(2026, 11, 12, 7) / 1000,
    })
  ).json().id as number;
  const { version } = (await api.get(`/api/v2/booking/${id}/`)).json();
  const saved = await api.put(`/api/v2/booking/${id}/`, {
    version,
    room: room.json().id,
    check_in: '2026-12-10 14:00',
    check_out: '2026-12-12 12:00',
    clients: [
      { first_name: 'Айгуль', last_name: 'Серикова', phone_number: '+77011112233', email: 'a@example.com' },
    ],
  });
  expect(saved.statusCode, saved.body).toBe(200);
  booking = { id, version: saved.json().version };
  expect((await api.put(templateUrl, savedTemplate)).statusCode).toBe(200);
  const info = await api.patch('/api/v2/companies/info/', { requisites });
  expect(info.statusCode, info.body).toBe(200);
});
afterAll(async () => {
  rmSync(madeDataDir ? dataDir : path.join(dataDir, secretName), { recursive: true, force: true });
  await stopWorld({ t, app });
});

/** What a refusal must never carry: a file's content or any path of the server. */
function expectNoLeak(res: { body: string; json: () => { error: string } }) {
  expect(res.body).not.toContain(secret);
  expect(res.body).not.toContain('hotel-pms');
  expect(res.body).not.toContain('"dependencies"');
  expect(res.json().error).not.toContain('/');
  expect(res.body).not.toContain(process.cwd());
}

const fileReaders = [
  ["{% include 'package.json' %}", 'include'],
  ['{% include "package.json" %}', 'include'],
  ["{% render 'package.json' %}", 'render'],
  ["{% layout 'package.json' %}", 'layout'],
  [`{% include 'data/${secretName}' %}`, 'include'],
  [`{% include '${path.join(dataDir, secretName)}' %}`, 'include'],
  ['{% include "/etc/hostname" %}', 'include'],
  ["{% assign f = 'package.json' %}{% include f %}", 'include'],
  ["{% render 'package.json' with booking %}", 'render'],
] as const;

describe('a template reaches no file', () => {
  it.each(fileReaders)(
    '%s is refused in the preview on its line, in Russian, naming no path',
    async (body, tag) => {
      const res = await api.post(previewUrl, {
        subject: 'Бронь',
        body: `Здравствуйте!\n${body}`,
        booking: booking.id,
      });
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json()).toEqual({
        error: `Ошибка в шаблоне: строка 2, тег ${tag} недоступен: шаблон не подключает файлы`,
        field: 'body',
      });
      expectNoLeak(res);
    },
  );

  it.each(fileReaders)('%s is refused on save and the saved template stays', async (body) => {
    const res = await api.put(templateUrl, { subject: 'Бронь', body });
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json().field).toBe('body');
    expectNoLeak(res);
    expect((await api.get(templateUrl)).json()).toMatchObject(savedTemplate);
  });

  it('in the subject too', async () => {
    const res = await api.post(previewUrl, {
      subject: "{% include 'package.json' %}",
      body: 'x',
      booking: booking.id,
    });
    expect(res.json()).toEqual({
      error: 'Ошибка в шаблоне: строка 1, тег include недоступен: шаблон не подключает файлы',
      field: 'subject',
    });
  });

  it('a parse error names the line and what is wrong, never a path', async () => {
    const res = await api.post(previewUrl, {
      subject: 'Бронь',
      body: 'Здравствуйте!\n\n{% if booking.number %}без конца',
      booking: booking.id,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toMatch(/^Ошибка в шаблоне: строка 3, /);
    expectNoLeak(res);
    const unknown = await api.post(previewUrl, {
      subject: 'Бронь',
      body: 'Здравствуйте!\n{{ booking.nomer }}',
      booking: booking.id,
    });
    expect(unknown.json().error).toBe(
      'Ошибка в шаблоне: строка 2, неизвестная подстановка {{ booking.nomer }}',
    );
  });

  it('a template saved before the fix sends nothing it read from a file', async () => {
    await t.database.db
      .update(companies)
      .set({ emailTemplate: { subject: 'Бронь', body: `{% include 'data/${secretName}' %}` } })
      .where(eq(companies.id, companyId));
    const res = await api.post(`/api/v2/booking/${booking.id}/send-email/`, { version: booking.version });
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json().error).toContain('тег include недоступен');
    expectNoLeak(res);
    expect((await api.get('/api/v2/mail/')).json().count).toBe(0);
    await api.put(templateUrl, savedTemplate);
  });

  it('the invoice note is refused on save and prints no file when saved before the fix', async () => {
    const note = await api.patch('/api/v2/companies/info/', {
      requisites: { ...requisites, invoice_note: "Оплата: {% include 'package.json' %}" },
    });
    expect(note.statusCode).toBe(400);
    expect(note.json().field).toBe('requisites.invoice_note');
    expect(note.json().error).toContain('тег include недоступен');
    expectNoLeak(note);
    const [row] = await t.database.db.select().from(companies).where(eq(companies.id, companyId));
    await t.database.db
      .update(companies)
      .set({ requisites: { ...row!.requisites, invoice_note: `{% include 'data/${secretName}' %}` } })
      .where(eq(companies.id, companyId));
    const invoice = await api.get(`/api/v2/booking/invoice/${booking.id}/`);
    expect(invoice.statusCode).toBe(400);
    expect(invoice.json().error).toContain('тег include недоступен');
    expectNoLeak(invoice);
    await t.database.db
      .update(companies)
      .set({ requisites: row!.requisites })
      .where(eq(companies.id, companyId));
  });
});

const million = '{% for i in (1..1000000) %}x{% endfor %}';
const nested = '{% for i in (1..2000) %}{% for j in (1..2000) %}{% assign k = j %}{% endfor %}{% endfor %}';
// Stopped by its steps, or by the clock first on a busy machine: either way, before it is done. The clock
// may be the worker's own, or the pool's that ends the worker (which cannot say on which line it was).
const tooMuchWork = /строка 1, шаблон делает слишком много шагов|шаблон заполняется слишком долго/;
const bigOutput = `{% for i in (1..200) %}${'Ж'.repeat(1000)}{% endfor %}`;

describe('a hostile template is stopped, answered 400 and changes nothing', () => {
  it.each([
    ['a 1,000,000-step loop', million, tooMuchWork],
    ['a nested loop', nested, tooMuchWork],
    ['200,000 characters of output', bigOutput, /текст после подстановки длиннее 100 000 знаков/],
  ])('%s, in the preview and on save', async (_, body, reason) => {
    const preview = await api.post(previewUrl, { subject: 'Бронь', body, booking: booking.id });
    expect(preview.statusCode, preview.body).toBe(400);
    expect(preview.json().error).toMatch(reason);
    expect(preview.json().field).toBe('body');
    expectNoLeak(preview);
    const save = await api.put(templateUrl, { subject: 'Бронь', body });
    expect(save.statusCode).toBe(400);
    expect(save.json().error).toMatch(reason);
    expect((await api.get(templateUrl)).json()).toMatchObject(savedTemplate);
  });

  it('a preview longer than 20,000 characters is the letter it fills, not a 500', async () => {
    const body = `{% for i in (1..30) %}${'Ж'.repeat(1000)}{% endfor %}`;
    const res = await api.post(previewUrl, { subject: 'Бронь', body, booking: booking.id });
    expect(res.statusCode, res.body.slice(0, 300)).toBe(200);
    expect(res.json().body).toHaveLength(30_000);
  });

  it('a template longer than 20,000 characters says so', async () => {
    const res = await api.post(previewUrl, {
      subject: 'Бронь',
      body: 'Ж'.repeat(20_001),
      booking: booking.id,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ error: 'Текст письма длиннее 20 000 знаков', field: 'body' });
  });
});

describe('the server while a hostile template renders', () => {
  it('answers /api/health/ before the hostile preview is answered', async () => {
    await app.listen({ port: 0, host: '127.0.0.1' });
    const address = app.server.address();
    const base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
    // The client's first call sets up its connection machinery; warm it so only the server is measured.
    expect((await fetch(`${base}/api/health/`)).status).toBe(200);
    const order: string[] = [];
    const started = once(renderEvents, 'start');
    const hostile = api
      .post(previewUrl, { subject: 'Бронь', body: nested, booking: booking.id })
      .then((res) => order.push(`preview ${res.statusCode}`));
    await started;
    const health = fetch(`${base}/api/health/`).then((res) => order.push(`health ${res.status}`));
    await Promise.all([hostile, health]);
    expect(order).toEqual(['health 200', 'preview 400']);
  });
});
