/**
 * Renders docs/documents/ again, reproducibly: every document the product makes, issued through the real
 * HTTP API (app.inject, signed in as the administrator) on a fresh in-memory database with the demo
 * resort seeded, so the pictures are exactly what staff get. The xlsx documents go through LibreOffice
 * to PDF; the first page of each PDF is drawn to docs/documents/<name>.png with poppler's pdftoppm.
 * A docs tool, not a test: it needs `soffice` and `pdftoppm` on the PATH.
 *   node --import tsx scripts/render-documents.ts [--keep]   (npm run docs:documents)
 */
import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { addDays, fromLocal, toLocal } from '@pms/domain';
import { and, asc, eq } from 'drizzle-orm';
import { buildApp } from '../apps/server/src/app.ts';
import { loadConfig } from '../apps/server/src/config.ts';
import { openDatabase } from '../apps/server/src/db/client.ts';
import {
  bookings,
  categories,
  discounts,
  foodTariffs,
  paymentTypes,
  rooms,
  services,
} from '../apps/server/src/db/schema.ts';
import { bootstrapAdmin } from '../apps/server/src/modules/auth/auth.service.ts';
import { RESORT } from '../apps/server/src/seed/seed-catalogue.ts';
import { seedIfEmpty } from '../apps/server/src/seed/seed-if-empty.ts';
import { SFTP_PASSWORD, SFTP_USER, startSftpServer } from '../apps/server/src/test/sftp-server.ts';

const out = path.resolve(import.meta.dirname, '../docs/documents');
const work = mkdtempSync(path.join(tmpdir(), 'render-documents-'));
// --keep leaves the documents (PDF and xlsx) in the temporary folder, to open them whole.
const keep = process.argv.includes('--keep');

const ADMIN = { email: 'admin@example.com', password: 'admin12345' };
const config = loadConfig({
  NODE_ENV: 'production',
  LOG_LEVEL: 'silent',
  SEED_DEMO: '0',
  SWEEP_INTERVAL_SECONDS: '0',
  SFTP_NIGHTLY: 'off',
  // The register goes through the real upload, to an SFTP server of this process on 127.0.0.1.
  OUTBOUND_ALLOWED_HOSTS: '127.0.0.1',
  WEB_DIST: '/nonexistent',
  ADMIN_EMAIL: ADMIN.email,
  ADMIN_PASSWORD: ADMIN.password,
});

const database = openDatabase({ dataDir: null });
await database.migrate();
const db = database.db;
await bootstrapAdmin(db, config);
await seedIfEmpty(db);
const app = await buildApp({ config, database });
await app.ready();
const sftp = await startSftpServer({ folders: ['/', '/upload'] });

try {
  const login = await app.inject({ method: 'POST', url: '/api/v2/auth/login/', payload: ADMIN });
  const { token } = login.json() as { token: string };
  const company = (await db.query.companies.findFirst({ where: (c, { eq }) => eq(c.name, RESORT.name) }))!;
  const headers = { authorization: `Bearer ${token}`, 'x-company-id': String(company.id) };

  type Method = 'GET' | 'POST' | 'PUT' | 'PATCH';
  const call = async (method: Method, url: string, body?: unknown) => {
    const res = await app.inject({ method, url, headers, payload: body as Record<string, unknown> });
    if (res.statusCode >= 300) throw new Error(`${method} ${url}: ${res.statusCode} ${res.body}`);
    return res;
  };
  const json = async <T>(method: Method, url: string, body?: unknown) =>
    (await call(method, url, body)).json() as T;
  /** A document answered as a 24-hour link: follow it, as the browser does. */
  const linked = async (link: string) => {
    const url = new URL(link, 'http://localhost');
    return (await call('GET', url.pathname + url.search)).rawPayload;
  };

  const timeZone = RESORT.timezone;
  const today = toLocal(Math.floor(Date.now() / 1000), timeZone).date;
  /** The id of the demo catalogue's row of that name (the ids are the catalogue's, not fixed here). */
  const idOf = (rows: { id: number; name: string }[], name: string) => {
    const row = rows.find((r) => r.name === name);
    if (!row) throw new Error(`no '${name}' in the demo catalogue`);
    return row.id;
  };
  const typeRows = await db.select().from(paymentTypes).where(eq(paymentTypes.companyId, company.id));
  const cash = idOf(typeRows, 'Наличные');
  const kaspi = idOf(typeRows, 'Kaspi QR');
  const serviceRows = await db.select().from(services).where(eq(services.companyId, company.id));
  const transfer = idOf(serviceRows, 'Трансфер из аэропорта Астаны');
  const bike = idOf(serviceRows, 'Прокат велосипеда');
  const regular = idOf(
    await db.select().from(discounts).where(eq(discounts.companyId, company.id)),
    'Постоянный гость',
  );
  const breakfast = idOf(
    await db.select().from(foodTariffs).where(eq(foodTariffs.companyId, company.id)),
    'Завтрак «Шведский стол»',
  );

  // The single booking: a family of two adults and a child in a junior suite, three nights a month ahead
  // (past the demo's busy fortnight), breakfast, a transfer and bike hire, the regular guest's discount.
  const from = addDays(today, 30);
  const to = addDays(today, 33);
  const suite = (await db.select().from(categories).where(eq(categories.companyId, company.id))).find(
    (c) => c.name === 'Полулюкс',
  )!;
  const suiteRooms = await db
    .select()
    .from(rooms)
    .where(eq(rooms.categoryId, suite.id))
    .orderBy(asc(rooms.id));
  let single: { id: number; room: number } | undefined;
  for (const room of suiteRooms) {
    const res = await app.inject({
      method: 'POST',
      url: '/api/booking/',
      headers,
      payload: {
        room: room.id,
        check_in: fromLocal(from, '14:00', timeZone),
        check_out: fromLocal(to, '12:00', timeZone),
      },
    });
    if (res.statusCode === 201) {
      single = { id: res.json().id, room: room.id };
      break;
    }
  }
  if (!single) throw new Error('no free junior suite a month ahead');
  const body = {
    check_in: `${from} 14:00`,
    check_out: `${to} 12:00`,
    room: single.room,
    main_adult_count: 2,
    main_child_count: 1,
    clients: [
      {
        last_name: 'Серикова',
        first_name: 'Айгуль',
        middle_name: 'Маратовна',
        phone_number: '+7 701 111 22 33',
        email: 'aigul.serikova@example.kz',
        id_card: '045678123',
      },
      {
        last_name: 'Сериков',
        first_name: 'Данияр',
        middle_name: 'Болатович',
        phone_number: '+7 701 444 55 66',
      },
      { last_name: 'Серикова', first_name: 'Амина', phone_number: '+7 701 111 22 33' },
    ],
    service_list: [
      { service: transfer, quantity: 1 },
      { service: bike, quantity: 2 },
    ],
    discount_list: [{ discount: regular, quantity: 1 }],
  };
  const draft = await json<{ version: number }>('GET', `/api/v2/booking/${single.id}/`);
  const saved = await json<{ version: number }>('PUT', `/api/v2/booking/${single.id}/`, {
    ...body,
    version: draft.version,
  });
  // Meals only once the booking is saved (a draft takes none).
  await call('PUT', `/api/v2/booking/${single.id}/`, {
    ...body,
    version: saved.version,
    food_list: [{ tariff: breakfast, start_date: from, end_date: to, is_advance: true }],
  });
  // A part payment in cash (КО-1), a second by Kaspi QR, and a cash refund (КО-2).
  const receipt = await json<{ id: number }>('POST', '/api/v2/booking/payments/', {
    booking: single.id,
    value: 60_000,
    payment_method: cash,
    comment: 'Предоплата',
  });
  await call('POST', '/api/v2/booking/payments/', {
    booking: single.id,
    value: 25_000,
    payment_method: kaspi,
    comment: 'Доплата по Kaspi QR',
  });
  const refund = await json<{ id: number }>('POST', '/api/v2/booking/payments/', {
    booking: single.id,
    value: 5_000,
    payment_type: 'return',
    payment_method: cash,
    comment: 'Отказ от прогулки',
  });

  // The demo's group (three rooms from the agency; each room points at the first, its parent); its payments
  // are the demo's.
  const [group] = await db
    .select()
    .from(bookings)
    .where(and(eq(bookings.companyId, company.id), eq(bookings.isGroup, true)))
    .orderBy(asc(bookings.id))
    .limit(1);
  if (!group) throw new Error('the demo has no group');

  // The day's register, through 'Выгрузить на SFTP' itself: the file the SFTP server received.
  await call('PATCH', '/api/v2/companies/info/', {
    sftp: {
      host: '127.0.0.1',
      port: sftp.port,
      username: SFTP_USER,
      folder: '/upload',
      auth_method: 'password',
      secret: SFTP_PASSWORD,
    },
  });
  const run = await json<{ status: string; message: string; file_name: string }>(
    'POST',
    '/api/v2/companies/info/sftp-export/',
    { date: today },
  );
  if (run.status !== 'ok') throw new Error(`the register was not uploaded: ${run.message}`);

  const documents: [name: string, content: Buffer, ext: 'pdf' | 'xlsx'][] = [
    [
      'confirmation-single',
      await linked((await json<{ ticket: string }>('GET', `/api/v2/booking/${single.id}/ticket/`)).ticket),
      'pdf',
    ],
    [
      'confirmation-group',
      await linked(
        (await json<{ ticket: string }>('GET', `/api/v2/booking/group/${group.id}/ticket/`)).ticket,
      ),
      'pdf',
    ],
    [
      'coupons',
      await linked(
        (await json<{ coupons: string }>('POST', `/api/v2/booking/${single.id}/coupons/`)).coupons,
      ),
      'pdf',
    ],
    [
      'cash-receipt-ko1',
      await linked(
        (await json<{ prihodnik: string }>('GET', `/api/v2/booking/parishioner/${receipt.id}/`)).prihodnik,
      ),
      'pdf',
    ],
    [
      'cash-expense-ko2',
      await linked(
        (await json<{ prihodnik: string }>('GET', `/api/v2/booking/parishioner/${refund.id}/`)).prihodnik,
      ),
      'pdf',
    ],
    [
      'cash-report',
      await linked(
        (await json<{ document: string }>('GET', `/api/v2/reports/cash/document/?date=${today}`)).document,
      ),
      'pdf',
    ],
    [
      'invoice',
      (
        await call('POST', `/api/v2/booking/invoice/${single.id}/`, {
          buyer: {
            kind: 'organisation',
            name: 'ТОО «Астана Энерджи»',
            bin: '940140000385',
            address: 'г. Астана, пр. Мангилик Ел, 55',
          },
        })
      ).rawPayload,
      'xlsx',
    ],
    ['register', sftp.files.get(`/upload/${run.file_name}`)!, 'xlsx'],
  ];

  for (const [name, content, ext] of documents) {
    const file = path.join(work, `${name}.${ext}`);
    writeFileSync(file, content);
    let pdf = file;
    if (ext === 'xlsx') {
      // ru_RU so that LibreOffice writes figures as 24 000,00; a profile of its own, so that a LibreOffice
      // already open on this machine neither takes the job over nor is disturbed.
      const profile = pathToFileURL(path.join(work, 'libreoffice-profile')).href;
      const args = [
        `-env:UserInstallation=${profile}`,
        '--headless',
        '--convert-to',
        'pdf',
        '--outdir',
        work,
      ];
      execFileSync('soffice', [...args, file], {
        env: { ...process.env, LANG: 'ru_RU.UTF-8', LC_ALL: 'ru_RU.UTF-8' },
        stdio: 'ignore',
      });
      pdf = path.join(work, `${name}.pdf`);
      if (!existsSync(pdf)) throw new Error(`LibreOffice did not convert ${name}.xlsx`);
    }
    // A4 at 80 dpi (662 × 936); the cash orders and the workbooks at 110, for their small print.
    const dpi =
      ext === 'xlsx' || name.startsWith('cash-receipt') || name.startsWith('cash-expense') ? '110' : '80';
    execFileSync('pdftoppm', [
      '-png',
      '-r',
      dpi,
      '-f',
      '1',
      '-l',
      '1',
      '-singlefile',
      pdf,
      path.join(out, name),
    ]);
    console.log(
      `${name}: ${Math.round(readFileSync(pdf).length / 1024)} kB PDF → docs/documents/${name}.png${keep ? ` (${file})` : ''}`,
    );
  }
} finally {
  await sftp.close();
  await app.close();
  await database.close();
  if (!keep) rmSync(work, { recursive: true, force: true });
}
