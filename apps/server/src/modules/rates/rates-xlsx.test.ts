/**
 * The price grid as a workbook (issue 32: 'the manager's spreadsheet round-trips') on both databases:
 * the export is a real .xlsx of plans × categories × dates; uploading it unchanged changes nothing;
 * an edited file applies exactly its edits in one journal line; a bad cell, or a change on a derived
 * plan's read-only line, is refused naming the cell and changes nothing.
 */
import { sql } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/client.ts';
import { buildCategory, TEST_PASSWORD } from '../../test/factories.ts';
import {
  login,
  signInElsewhere,
  startWorld,
  stopWorld,
  type TestClient,
  type TestDb,
} from '../../test/harness.ts';

let t: TestDb;
let app: FastifyInstance;
let api: TestClient;
let token: string;
let companyId: number;
let lux: number;
let base: { id: number; name: string };
let derived: number;

const flat = (price: string) =>
  Object.fromEntries(['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'san'].map((k) => [k, price]));
const window = 'start=2026-12-28&end=2027-01-03';

beforeAll(async () => {
  let employee: { email: string };
  ({ t, app, api, companyId, employee } = await startWorld());
  token = (await login(app, employee.email, TEST_PASSWORD)).token;
  lux = (
    await buildCategory(t.database.db, companyId, {
      name: 'Люкс',
      rates: { price_type: 'week', rows: { base: flat('30000.00') } },
    })
  ).id;
  await buildCategory(t.database.db, companyId, {
    name: 'Стандартный',
    rates: { price_type: 'week', rows: { base: flat('20000.00') } },
  });
  base = (await api.get('/api/v2/rate-plans/')).json()[0];
  derived = (
    await api.post('/api/v2/rate-plans/', {
      name: 'Невозвратный',
      parent: base.id,
      adjustment_kind: 'percent',
      adjustment_value: '-10',
    })
  ).json().id;
  // New Year at 45 000 with a 3-night minimum in «Люкс».
  const bulk = await api.post('/api/v2/rate-grid/bulk/', {
    rate_plan: base.id,
    categories: [lux],
    from: '2026-12-30',
    to: '2027-01-02',
    prices: { base: 45000 },
    restrictions: { min_stay: 3 },
  });
  expect(bulk.statusCode, bulk.body).toBe(200);
});
afterAll(() => stopWorld({ t, app }));

async function exported(): Promise<ExcelJS.Workbook> {
  const res = await api.get(`/api/v2/rate-grid/xlsx/?${window}`);
  expect(res.statusCode, res.body).toBe(200);
  expect(res.headers['content-type']).toContain('spreadsheetml');
  const book = new ExcelJS.Workbook();
  await book.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
  return book;
}

/** A multipart form with the workbook in `file`, as the browser's FormData sends it. */
async function upload(book: ExcelJS.Workbook | Buffer, as = token) {
  const bytes = Buffer.isBuffer(book) ? book : Buffer.from(await book.xlsx.writeBuffer());
  const boundary = `----pms${Math.random().toString(16).slice(2)}`;
  const payload = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="prices.xlsx"\r\n` +
        'Content-Type: application/vnd.openxmlformats-officedocument.spreadsheetml.sheet\r\n\r\n',
    ),
    bytes,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return app.inject({
    method: 'POST',
    url: '/api/v2/rate-grid/xlsx/',
    payload,
    headers: { authorization: `Bearer ${as}`, 'content-type': `multipart/form-data; boundary=${boundary}` },
  });
}

interface Cell {
  rate_plan_id: number;
  category_id: number;
  date: string;
}

/** Everything the grid keeps for the company: its date prices, restrictions and journal lines. */
async function state() {
  const [prices, restrictions, journal] = await Promise.all([
    queryRows<Cell & { base: string | null; single: string | null }>(
      t.database.db,
      sql`select rate_plan_id, category_id, to_char(date, 'YYYY-MM-DD') as date, base::text, single::text
            from rate_prices where company_id = ${companyId} order by 1, 2, 3`,
    ),
    queryRows<Cell & Record<string, unknown>>(
      t.database.db,
      sql`select rate_plan_id, category_id, to_char(date, 'YYYY-MM-DD') as date, min_stay, max_stay,
                 closed_to_arrival, closed_to_departure, stop_sell
            from rate_restrictions where company_id = ${companyId} order by 1, 2, 3`,
    ),
    queryRows<{ n: number }>(
      t.database.db,
      sql`select count(*)::int as n from audit_log where company_id = ${companyId}`,
    ),
  ]);
  return { prices, restrictions, journal: journal[0]!.n };
}

/** The sheet's row of a plan × category line ('Цена', 'Мин. ночей'…), and a date's column. */
function lineRow(sheet: ExcelJS.Worksheet, plan: string, category: string, label: string): number {
  let found = 0;
  sheet.eachRow((row, n) => {
    if (row.getCell(1).text === plan && row.getCell(2).text === category && row.getCell(3).text === label)
      found = n;
  });
  expect(found, `${plan} / ${category} / ${label}`).toBeGreaterThan(0);
  return found;
}
function dateColumn(sheet: ExcelJS.Worksheet, ddmmyyyy: string): number {
  let found = 0;
  sheet.getRow(1).eachCell((cell, c) => {
    if (cell.text === ddmmyyyy) found = c;
  });
  expect(found, ddmmyyyy).toBeGreaterThan(0);
  return found;
}

describe('the grid as a workbook', () => {
  it('exports plans × categories × dates with prices, restrictions and the read-only derived lines', async () => {
    const sheet = (await exported()).getWorksheet('Цены')!;
    expect(sheet.getRow(1).getCell(4).text).toBe('28.12.2026');
    expect(sheet.getRow(2).getCell(4).text).toBe('пн');
    const col = dateColumn(sheet, '31.12.2026');
    expect(sheet.getCell(lineRow(sheet, 'Стандарт', 'Люкс', 'Цена'), col).value).toBe(45000);
    expect(sheet.getCell(lineRow(sheet, 'Стандарт', 'Люкс', 'Мин. ночей'), col).value).toBe(3);
    expect(sheet.getCell(lineRow(sheet, 'Стандарт', 'Стандартный', 'Цена'), col).value).toBe(20000);
    expect(sheet.getCell(lineRow(sheet, 'Невозвратный', 'Люкс', 'Цена'), col).value).toBe(40500);
    expect(sheet.getCell(lineRow(sheet, 'Невозвратный', 'Люкс', 'Цена'), 1).note).toBeTruthy();
    // Two plans × two categories × six lines under the two header rows.
    expect(sheet.actualRowCount).toBe(2 + 2 * 2 * 6);
  });

  it('uploading the unchanged file changes nothing and journals nothing', async () => {
    const before = await state();
    const res = await upload(await exported());
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ changed: 0 });
    expect(await state()).toEqual(before);
  });

  it('an edited file applies exactly its edits, in one journal line', async () => {
    const book = await exported();
    const sheet = book.getWorksheet('Цены')!;
    const before = await state();
    // A price on a date that followed the scheme, a date price given back to the scheme, a typed
    // price with spaces, a stop-sell, and the minimum taken off one date.
    sheet.getCell(lineRow(sheet, 'Стандарт', 'Стандартный', 'Цена'), dateColumn(sheet, '28.12.2026')).value =
      25000;
    sheet.getCell(lineRow(sheet, 'Стандарт', 'Люкс', 'Цена'), dateColumn(sheet, '02.01.2027')).value = null;
    sheet.getCell(lineRow(sheet, 'Стандарт', 'Люкс', 'Цена'), dateColumn(sheet, '31.12.2026')).value =
      '50 000';
    sheet.getCell(lineRow(sheet, 'Стандарт', 'Люкс', 'Стоп-продажа'), dateColumn(sheet, '01.01.2027')).value =
      'да';
    sheet.getCell(lineRow(sheet, 'Стандарт', 'Люкс', 'Мин. ночей'), dateColumn(sheet, '30.12.2026')).value =
      null;
    const res = await upload(book);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ changed: 5 });

    const after = await state();
    expect(after.journal).toBe(before.journal + 1);
    const priceOf = (s: typeof before, category: number, date: string) =>
      s.prices.find((p) => p.rate_plan_id === base.id && p.category_id === category && p.date === date);
    const standard = (await api.get(`/api/v2/rate-grid/?${window}`))
      .json()
      .categories.find((c: { name: string }) => c.name === 'Стандартный').id;
    expect(priceOf(after, standard, '2026-12-28')).toMatchObject({ base: '25000.00' });
    expect(priceOf(after, lux, '2027-01-02')).toBeUndefined();
    expect(priceOf(after, lux, '2026-12-31')).toMatchObject({ base: '50000.00' });
    // Nothing else among the prices moved.
    const untouched = (s: typeof before) =>
      s.prices.filter(
        (p) =>
          !(
            (p.category_id === standard && p.date === '2026-12-28') ||
            (p.category_id === lux && ['2027-01-02', '2026-12-31'].includes(p.date as string))
          ),
      );
    expect(untouched(after)).toEqual(untouched(before));
    const restrictionOf = (date: string) =>
      after.restrictions.find((r) => r.rate_plan_id === base.id && r.category_id === lux && r.date === date);
    expect(restrictionOf('2026-12-30')).toBeUndefined();
    expect(restrictionOf('2026-12-31')).toMatchObject({ min_stay: 3, stop_sell: false });
    expect(restrictionOf('2027-01-01')).toMatchObject({ min_stay: 3, stop_sell: true });

    // The derived plan follows at once, and the journal says what came from where.
    const g = (await api.get(`/api/v2/rate-grid/?${window}`)).json();
    const derivedLux = g.rows.find(
      (r: { rate_plan: number; category: number }) => r.rate_plan === derived && r.category === lux,
    );
    expect(derivedLux.price[3]).toBe('45000.00');
    const [line] = await queryRows<{ entity: string; data: { source: string; cells: number } }>(
      t.database.db,
      sql`select entity, data from audit_log where company_id = ${companyId} order by id desc limit 1`,
    );
    expect(line).toMatchObject({ entity: 'rate_grid', data: { source: 'xlsx', cells: 5 } });

    // And the file exported now uploads as unchanged again.
    expect((await upload(await exported())).json()).toEqual({ changed: 0 });
  });

  it.each<[string, (s: ExcelJS.Worksheet) => string]>([
    [
      'a price that is not a number',
      (s) => {
        const row = lineRow(s, 'Стандарт', 'Люкс', 'Цена');
        const col = dateColumn(s, '29.12.2026');
        s.getCell(row, col).value = 'дорого';
        return `${s.getCell(row, col).address}: цена должна быть числом`;
      },
    ],
    [
      'a negative price',
      (s) => {
        const row = lineRow(s, 'Стандарт', 'Стандартный', 'Цена');
        s.getCell(row, 5).value = -1;
        return `${s.getCell(row, 5).address}: цена не может быть отрицательной`;
      },
    ],
    [
      'a stay limit out of range',
      (s) => {
        const row = lineRow(s, 'Стандарт', 'Люкс', 'Макс. ночей');
        s.getCell(row, 6).value = 400;
        return `${s.getCell(row, 6).address}: срок — целое число ночей от 1 до 366`;
      },
    ],
    [
      'a mark that is neither «да» nor empty',
      (s) => {
        const row = lineRow(s, 'Стандарт', 'Люкс', 'Закрыт заезд');
        s.getCell(row, 4).value = 'может быть';
        return `${s.getCell(row, 4).address}: отметка — «да» или пусто`;
      },
    ],
    [
      'a maximum below the minimum',
      (s) => {
        const row = lineRow(s, 'Стандарт', 'Люкс', 'Макс. ночей');
        const col = dateColumn(s, '31.12.2026');
        s.getCell(row, col).value = 2;
        return `${s.getCell(row, col).address}: максимальный срок меньше минимального`;
      },
    ],
    [
      "a changed price on the derived plan's read-only line",
      (s) => {
        const row = lineRow(s, 'Невозвратный', 'Люкс', 'Цена');
        s.getCell(row, 4).value = 1000;
        return `${s.getCell(row, 4).address}: строки тарифа «Невозвратный» только для чтения`;
      },
    ],
    [
      'an unknown plan',
      (s) => {
        const row = lineRow(s, 'Стандарт', 'Люкс', 'Цена');
        s.getCell(row, 1).value = 'Корпоративный';
        return `A${row}: тариф «Корпоративный» не найден`;
      },
    ],
    [
      'a header that is no date',
      (s) => {
        s.getCell(1, 5).value = 'завтра';
        return 'E1: дата должна быть в формате ДД.ММ.ГГГГ';
      },
    ],
  ])(
    '%s is refused naming the cell, and nothing changes, not even the good edits beside it',
    async (_name, spoil) => {
      const book = await exported();
      const sheet = book.getWorksheet('Цены')!;
      // A good edit beside the bad one: it must not be kept either.
      sheet.getCell(
        lineRow(sheet, 'Стандарт', 'Стандартный', 'Цена'),
        dateColumn(sheet, '03.01.2027'),
      ).value = 99000;
      const expected = spoil(sheet);
      const before = await state();
      const res = await upload(book);
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json().field).toBe('file');
      expect(res.json().error).toContain('ничего не изменено');
      expect(res.json().error).toContain(expected);
      expect(await state()).toEqual(before);
    },
  );

  it('refuses what is no workbook, a file without the sheet, and no file', async () => {
    const before = await state();
    const junk = await upload(Buffer.from('not a spreadsheet'));
    expect(junk.statusCode).toBe(400);
    expect(junk.json()).toEqual({ error: 'Файл не читается как книга Excel (.xlsx)', field: 'file' });
    const other = new ExcelJS.Workbook();
    other.addWorksheet('Лист1').addRow(['x']);
    expect((await upload(other)).json()).toEqual({ error: 'В книге нет листа «Цены»', field: 'file' });
    const none = await api.post('/api/v2/rate-grid/xlsx/', {});
    expect(none.statusCode).toBe(400);
    expect(await state()).toEqual(before);
  });

  it('refuses a file over 2 МБ with 413 before reading it', async () => {
    const res = await upload(Buffer.alloc(2 * 1024 * 1024 + 10, 1));
    expect(res.statusCode).toBe(413);
    expect(res.json()).toEqual({ error: 'Файл больше 2 МБ', field: 'file' });
  });

  it("another company's employee changes nothing of ours: the names are read in their own company", async () => {
    const other = await signInElsewhere(t, app);
    const before = await state();
    const res = await upload(await exported(), other.token);
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toContain('Люкс');
    expect(await state()).toEqual(before);
  });
});
