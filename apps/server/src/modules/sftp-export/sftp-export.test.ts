/**
 * The day's register by SFTP, end to end: a real SFTP server started here receives the file, which is
 * read back and opened as a workbook; refusals are recorded in Russian; runs are the company's own; the
 * nightly pass uploads the ended day once, only where the property's midnight has passed.
 */
import { fromLocal, toLocal } from '@pms/domain';
import { and, eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../db/client.ts';
import { bookings, issuedDocuments, payments, paymentTypes, sftpExports } from '../../db/schema.ts';
import { lazySecretBox } from '../../lib/secret-box.ts';
import { REGISTER_HEADER_ROW } from '../../render/register-xlsx.ts';
import { buildCategory, buildEmployee, buildRoom } from '../../test/factories.ts';
import {
  signInElsewhere,
  startWorld,
  stopWorld,
  type TestClient,
  type TestDb,
  testConfig,
} from '../../test/harness.ts';
import { closedPort, SFTP_PASSWORD, startSftpServer, type TestSftpServer } from '../../test/sftp-server.ts';
import { expectPrintable, readXlsx } from '../../test/xlsx.ts';
import { sftpPolicy } from '../companies/sftp-check.ts';
import { nightlyPass } from './nightly.ts';

let t: TestDb;
let db: Db;
let app: FastifyInstance;
let api: TestClient;
let stranger: TestClient;
let companyId: number;
let clerk: string;
let sftp: TestSftpServer;

const PATH = '/api/v2/companies/info/sftp-export/';
const DAY = '2025-03-10';
const ALMATY = 'Asia/Almaty';
/** An instant of March 2025 at an Almaty wall-clock time (UTC+5 since 2024), as a Date. */
const almaty = (date: string, time: string) => new Date(fromLocal(date, time, ALMATY) * 1000);
const settings = (port: number, extra: Record<string, unknown> = {}) => ({
  sftp: {
    host: '127.0.0.1',
    port,
    username: 'hotel',
    folder: '/upload',
    auth_method: 'password',
    secret: SFTP_PASSWORD,
    ...extra,
  },
});

/** The property's wall clock 'YYYY-MM-DD HH:mm' as a spreadsheet stores it (the reading, as if UTC). */
const wall = (local: string) => new Date(`${local.replace(' ', 'T')}:00Z`);

/** The uploaded workbook's rows from the header on, as plain values. */
async function sheetRows(content: Buffer, name: string) {
  const book = await readXlsx(content);
  const sheet = book.getWorksheet(name)!;
  const rows: unknown[][] = [];
  sheet.eachRow((row, n) => {
    if (n > REGISTER_HEADER_ROW) rows.push((row.values as unknown[]).slice(1));
  });
  return {
    title: sheet.getCell(1, 1).value,
    header: (sheet.getRow(REGISTER_HEADER_ROW).values as unknown[]).slice(1),
    rows,
  };
}

let stayingId: number;
let bookedTodayId: number;
let cancelledId: number;
/** Each booking's number in the company (issue 29, item 15): what the register's '№' columns print. */
const numberOf = new Map<number, number>();

/**
 * The day 10.03.2025 at 'Бурабай': a guest staying through it who paid cash and card and got some cash
 * back, a booking made that day for later (paid the day before), a cancelled stay whose payment that
 * day is owed back; and what the register leaves out: an earlier stay, a draft, a payment after
 * midnight (its money is in the stay's paid and duty, which are the booking's own when issued).
 */
async function seedDay(employeeId: number) {
  const category = await buildCategory(db, companyId, { name: 'Люкс' });
  const room = await buildRoom(db, companyId, category.id, '201');
  const other = await buildRoom(db, companyId, category.id, '202');
  const [cash, card, kaspi] = await db
    .insert(paymentTypes)
    .values(['Наличные', 'Карта', 'Kaspi QR'].map((name) => ({ companyId, name })))
    .returning();
  const booking = async (values: Partial<typeof bookings.$inferInsert>) => {
    const [row] = await db
      .insert(bookings)
      .values({
        companyId,
        categoryId: category.id,
        roomId: room.id,
        checkIn: almaty('2025-03-09', '14:00'),
        checkOut: almaty('2025-03-11', '12:00'),
        ...values,
      })
      .returning();
    numberOf.set(row!.id, row!.number);
    return row!.id;
  };
  // Ids run ahead of the company's booking numbers, as in a database many hotels share: a register that
  // printed the id would show.
  await db.execute(sql`select setval('bookings_id_seq', 5000)`);
  stayingId = await booking({ status: 'check_in', guestName: 'Серикова Айгуль', commonAmount: '30000' });
  bookedTodayId = await booking({
    status: 'booked',
    guestName: 'Ахметов Ерлан',
    commonAmount: '15000',
    checkIn: almaty('2025-03-20', '14:00'),
    checkOut: almaty('2025-03-21', '12:00'),
    createdAt: almaty(DAY, '11:00'),
  });
  cancelledId = await booking({
    status: 'client_cancel',
    roomId: other.id,
    guestName: 'Ким Ольга',
    commonAmount: '12000',
  });
  await booking({
    status: 'check_out',
    guestName: 'Ранее Выехавший',
    checkIn: almaty('2025-03-01', '14:00'),
    checkOut: almaty('2025-03-03', '12:00'),
    createdAt: almaty('2025-02-20', '10:00'),
  });
  await booking({ status: 'new', roomId: other.id, createdAt: almaty('2025-02-20', '10:00') });
  const pay = (bookingId: number, value: string, method: number, at: Date, kind = 'payment') =>
    db.insert(payments).values({
      companyId,
      bookingId,
      value,
      paymentType: kind,
      paymentMethodId: method,
      createdBy: employeeId,
      createdAt: at,
      comment: 'тест',
    });
  await pay(stayingId, '20000', cash!.id, almaty(DAY, '10:15'));
  await pay(stayingId, '5000', card!.id, almaty(DAY, '18:40'));
  await pay(stayingId, '1000', cash!.id, almaty(DAY, '19:00'), 'return');
  await pay(bookedTodayId, '15000', kaspi!.id, almaty('2025-03-09', '16:00'));
  await pay(cancelledId, '5000', kaspi!.id, almaty(DAY, '23:30'));
  await pay(stayingId, '999', cash!.id, almaty('2025-03-11', '00:10'));
}

beforeAll(async () => {
  ({ t, app, api, companyId } = await startWorld({ companyName: 'Бурабай' }));
  db = t.database.db;
  // The day's payments were taken by a cashier whose name parts an old import left padded: the register
  // names her as every screen does, by the domain's personName, 'Фамилия Имя' (issue 28, item 16).
  const cashier = await buildEmployee(db, companyId, { lastName: ' Касымова ', firstName: 'Айгерим  ' });
  clerk = 'Касымова Айгерим';
  stranger = (await signInElsewhere(t, app)).api;
  sftp = await startSftpServer({ folders: ['/', '/upload', '/aqtobe'] });
  await seedDay(cashier.id);
});
afterAll(async () => {
  await sftp.close();
  await stopWorld({ t, app });
});

describe('the SFTP export of the day', () => {
  it('asks for the SFTP settings first and records nothing', async () => {
    const res = await api.post(PATH, { date: DAY });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ error: 'Сначала заполните настройки SFTP' });
    expect((await api.get(PATH)).json()).toEqual({ count: 0, results: [] });
  });

  it("uploads the day's register: the bookings and payments of that day with their money", async () => {
    expect((await api.patch('/api/v2/companies/info/', settings(sftp.port))).statusCode).toBe(200);
    const res = await api.post(PATH, { date: DAY });
    expect(res.statusCode, res.body).toBe(200);
    const run = res.json();
    expect(run).toMatchObject({
      date: DAY,
      trigger: 'manual',
      status: 'ok',
      message: 'Файл register-2025-03-10.xlsx выгружен в папку /upload',
      file_name: 'register-2025-03-10.xlsx',
    });
    expect(Date.parse(run.finished_at)).toBeGreaterThanOrEqual(Date.parse(run.started_at));

    const file = sftp.files.get('/upload/register-2025-03-10.xlsx')!;
    const booked = await sheetRows(file, 'Брони');
    expect(booked.title).toBe('Реестр №1 за 10.03.2025 — Бурабай');
    expect(booked.header).toEqual([
      '№',
      'Гость',
      'Номер',
      'Категория',
      'Заезд',
      'Выезд',
      'Статус',
      'Источник',
      'Сумма',
      'Оплачено',
      'Долг',
    ]);
    expect(booked.rows).toEqual([
      [
        numberOf.get(stayingId),
        'Серикова Айгуль',
        '201',
        'Люкс',
        wall('2025-03-09 14:00'),
        wall('2025-03-11 12:00'),
        'Заселен',
        'Прямая продажа',
        30000,
        24999,
        5001,
      ],
      [
        numberOf.get(cancelledId),
        'Ким Ольга',
        '202',
        'Люкс',
        wall('2025-03-09 14:00'),
        wall('2025-03-11 12:00'),
        'Отменена клиентом',
        'Прямая продажа',
        12000,
        5000,
        -5000,
      ],
      [
        numberOf.get(bookedTodayId),
        'Ахметов Ерлан',
        '201',
        'Люкс',
        wall('2025-03-20 14:00'),
        wall('2025-03-21 12:00'),
        'Бронь',
        'Прямая продажа',
        15000,
        15000,
        0,
      ],
    ]);

    // The moments are real dates in the property's time, in one format; the sheets print on A4.
    const book = await readXlsx(file);
    expectPrintable(book, { Брони: '3:3', Оплаты: '3:3' });
    const bookings = book.getWorksheet('Брони')!.getRow(REGISTER_HEADER_ROW + 1);
    for (const c of [5, 6]) expect(bookings.getCell(c).numFmt).toBe('dd.mm.yyyy hh:mm');
    expect(
      book
        .getWorksheet('Оплаты')!
        .getRow(REGISTER_HEADER_ROW + 1)
        .getCell(1).numFmt,
    ).toBe('dd.mm.yyyy hh:mm');

    const paid = await sheetRows(file, 'Оплаты');
    expect(paid.rows).toEqual([
      [
        wall('2025-03-10 10:15'),
        numberOf.get(stayingId),
        'Серикова Айгуль',
        'Наличные',
        'Платеж',
        20000,
        clerk,
      ],
      [wall('2025-03-10 18:40'), numberOf.get(stayingId), 'Серикова Айгуль', 'Карта', 'Платеж', 5000, clerk],
      [
        wall('2025-03-10 19:00'),
        numberOf.get(stayingId),
        'Серикова Айгуль',
        'Наличные',
        'Возврат',
        -1000,
        clerk,
      ],
      [wall('2025-03-10 23:30'), numberOf.get(cancelledId), 'Ким Ольга', 'Kaspi QR', 'Платеж', 5000, clerk],
      ['Итого по типам оплаты', undefined, undefined, 'Тип оплаты', 'Принято', 'Возвращено', 'Итого'],
      [undefined, undefined, undefined, 'Kaspi QR', 5000, 0, 5000],
      [undefined, undefined, undefined, 'Карта', 5000, 0, 5000],
      [undefined, undefined, undefined, 'Наличные', 20000, 1000, 19000],
      [undefined, undefined, undefined, 'Всего', 30000, 1000, 29000],
    ]);

    // The file uploaded is the register kept in the documents register, numbered.
    const [doc] = await db
      .select()
      .from(issuedDocuments)
      .where(and(eq(issuedDocuments.companyId, companyId), eq(issuedDocuments.kind, 'register')));
    expect(doc).toMatchObject({ number: 1, fileName: 'register-2025-03-10.xlsx' });
    expect(Buffer.compare(Buffer.from(doc!.content), file)).toBe(0);
  });

  it('records a refused login, a missing folder and a server that is down, answering 502 in Russian', async () => {
    const attempt = async (extra: Record<string, unknown>) => {
      await api.patch('/api/v2/companies/info/', settings(sftp.port, extra));
      const res = await api.post(PATH, { date: DAY });
      expect(res.statusCode).toBe(502);
      expect(res.json().error).toBe(res.json().message);
      return res.json();
    };
    expect(await attempt({ secret: 'wrong' })).toMatchObject({
      status: 'failed',
      message: 'Сервер отклонил логин, пароль или ключ',
      file_name: 'register-2025-03-10.xlsx',
    });
    expect((await attempt({ folder: '/nowhere' })).message).toBe('Соединение есть, но папки /nowhere нет');
    expect((await attempt({ port: await closedPort() })).message).toBe(
      'Не удалось подключиться к SFTP-серверу: проверьте адрес и порт',
    );

    const list = (await api.get(PATH)).json();
    expect(list.count).toBe(4);
    expect(list.results.map((r: { status: string }) => r.status)).toEqual([
      'failed',
      'failed',
      'failed',
      'ok',
    ]);
    expect(list.results[3].message).toBe('Файл register-2025-03-10.xlsx выгружен в папку /upload');
    expect((await api.get(`${PATH}?page[size]=2&page[number]=2`)).json().results).toHaveLength(2);
    // The same day's unchanged data is the same register, not a new number each try.
    const registers = await db.select().from(issuedDocuments).where(eq(issuedDocuments.kind, 'register'));
    expect(registers.map((d) => d.number)).toEqual([1]);
    await api.patch('/api/v2/companies/info/', settings(sftp.port));
  });

  it("defaults to the property's today and refuses a day that has not come or does not exist", async () => {
    const today = toLocal(Math.floor(Date.now() / 1000), ALMATY).date;
    const res = await api.post(PATH, {});
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ date: today, file_name: `register-${today}.xlsx`, status: 'ok' });
    expect(sftp.files.has(`/upload/register-${today}.xlsx`)).toBe(true);
    const future = await api.post(PATH, { date: '2099-01-01' });
    expect(future.statusCode).toBe(400);
    expect(future.json()).toEqual({ error: 'Этот день ещё не наступил: реестра за него нет', field: 'date' });
    expect((await api.post(PATH, { date: '2025-02-30' })).statusCode).toBe(400);
    expect((await api.post(PATH, { date: '10.03.2025' })).statusCode).toBe(400);
  });

  it("lists only the company's own runs", async () => {
    expect((await stranger.get(PATH)).json()).toEqual({ count: 0, results: [] });
    expect((await stranger.post(PATH, { date: DAY })).statusCode).toBe(400);
  });
});

describe('the nightly pass', () => {
  it("uploads the ended day once where the property's midnight has passed, and not where it has not", async () => {
    // A property in Aqtobe, and one in Almaty whose password is wrong: its failure stops no one.
    const aqtobe = await signInElsewhere(t, app, 'Актобе');
    await aqtobe.api.patch('/api/v2/companies/info/', {
      timezone: 'Asia/Aqtobe',
      ...settings(sftp.port, { folder: '/aqtobe' }),
    });
    const broken = await signInElsewhere(t, app, 'Неверный пароль');
    await broken.api.patch('/api/v2/companies/info/', settings(sftp.port, { secret: 'wrong' }));

    // Every property's export of 30 November ran the night before.
    await db.insert(sftpExports).values(
      [companyId, aqtobe.companyId, broken.companyId].map((id) => ({
        companyId: id,
        date: '2023-11-30',
        trigger: 'nightly',
        status: 'ok',
        fileName: 'register-2023-11-30.xlsx',
      })),
    );
    const config = testConfig();
    const access = { secrets: lazySecretBox(config), policy: sftpPolicy(config) };
    const errors: unknown[] = [];
    const pass = (at: string) => nightlyPass(db, access, new Date(at), (err) => errors.push(err));
    const file = (folder: string) => `/${folder}/register-2023-12-01.xlsx`;
    const uploadsOf = (path: string) => sftp.uploads.filter((u) => u === path).length;

    // 18:30 UTC on 1 December 2023: 00:30 on the 2nd in Almaty (then UTC+6), 23:30 on the 1st in Aqtobe.
    const first = await pass('2023-12-01T18:30:00Z');
    expect(first.map((r) => [r.date, r.status])).toEqual([
      ['2023-12-01', 'ok'],
      ['2023-12-01', 'failed'],
    ]);
    expect(uploadsOf(file('upload'))).toBe(1);
    expect(uploadsOf(file('aqtobe'))).toBe(0);

    expect(await pass('2023-12-01T18:45:00Z')).toEqual([]);
    expect(uploadsOf(file('upload'))).toBe(1);

    // Past Aqtobe's midnight: its turn; Almaty's day has run already.
    const later = await pass('2023-12-01T19:10:00Z');
    expect(later.map((r) => r.file_name)).toEqual(['register-2023-12-01.xlsx']);
    expect(uploadsOf(file('aqtobe'))).toBe(1);
    expect(uploadsOf(file('upload'))).toBe(1);
    expect(errors).toEqual([]);

    const nightly = await db
      .select()
      .from(sftpExports)
      .where(and(eq(sftpExports.trigger, 'nightly'), eq(sftpExports.date, '2023-12-01')));
    nightly.sort((a, b) => a.id - b.id);
    expect(nightly.map((r) => [r.companyId, r.date, r.status, r.createdBy])).toEqual([
      [companyId, '2023-12-01', 'ok', null],
      [broken.companyId, '2023-12-01', 'failed', null],
      [aqtobe.companyId, '2023-12-01', 'ok', null],
    ]);
    const listed = (await broken.api.get(PATH)).json().results[0];
    expect(listed).toMatchObject({ trigger: 'nightly', message: 'Сервер отклонил логин, пароль или ключ' });
  });
});
