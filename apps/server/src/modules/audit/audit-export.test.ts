/**
 * 'Журнал действий' exported (issue 29, item 18): GET /api/v2/audit/export/ answers the rows the journal
 * shows for the same filters, read back with exceljs: Russian headers, real date cells on the property's
 * clock, the changes in the screen's words, A4 landscape one page wide with the header repeated.
 */
import { toLocal } from '@pms/domain';
import ExcelJS from 'exceljs';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildEmployee, TEST_PASSWORD } from '../../test/factories.ts';
import { client, login, startWorld, stopWorld, type TestClient, type TestDb } from '../../test/harness.ts';

let t: TestDb;
let app: FastifyInstance;
let api: TestClient;
let companyId: number;

const week = (price: number) =>
  Object.fromEntries(['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'san'].map((d) => [d, price]));
const category = (mon: number) => ({
  name: 'Стандарт',
  category_type: 'room',
  place_number: 2,
  additional_place: 0,
  rates: { price_type: 'week', rows: { base: { ...week(20_000), mon } } },
});

async function workbook(query: string) {
  const res = await api.get(`/api/v2/audit/export/${query}`);
  expect(res.statusCode, res.body).toBe(200);
  const book = new ExcelJS.Workbook();
  await book.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
  return { res, sheet: book.getWorksheet('Журнал действий')! };
}
const texts = (sheet: ExcelJS.Worksheet, column: number) =>
  sheet
    .getColumn(column)
    .values.slice(2)
    .map((v) => String(v));

beforeAll(async () => {
  ({ t, app, api, companyId } = await startWorld());
  const made = await api.post('/api/v2/categories/', category(20_000));
  expect(made.statusCode, made.body).toBe(201);
  const changed = await api.put(`/api/v2/categories/${made.json().id}/`, category(22_000));
  expect(changed.statusCode, changed.body).toBe(200);
  const room = await api.post('/api/v2/categories/rooms/', { name: '101', category: made.json().id });
  expect(room.statusCode, room.body).toBe(201);
});
afterAll(() => stopWorld({ t, app }));

describe('GET /api/v2/audit/export/', () => {
  it('answers the rows the journal shows for the same filter, in its words', async () => {
    const shown = (await api.get('/api/v2/audit/?entity=category')).json();
    const { res, sheet } = await workbook('?entity=category');
    expect(res.headers['content-type']).toContain('spreadsheetml');
    expect(res.headers['content-disposition']).toContain(
      `filename*=UTF-8''${encodeURIComponent('Журнал действий.xlsx')}`,
    );
    expect(sheet.getRow(1).values).toEqual([
      undefined,
      'Когда',
      'Сотрудник',
      'Запись',
      'Действие',
      'Что изменилось',
    ]);
    expect(sheet.rowCount - 1).toBe(shown.count);
    expect(texts(sheet, 4)).toEqual(shown.results.map((r: { action_label: string }) => r.action_label));
    // The price change reads field by field, not 'Тарифы: изменены → изменены'.
    expect(texts(sheet, 5)[0]).toBe('Цена пн: 20\u00a0000\u00a0₸ → 22\u00a0000\u00a0₸\nСтандарт');
    expect(texts(sheet, 3)[0]).toMatch(/^Категория №\d+$/);
  });

  it("writes 'Когда' as a real date of the property's clock", async () => {
    const shown = (await api.get('/api/v2/audit/?entity=room')).json();
    const { sheet } = await workbook('?entity=room');
    const cell = sheet.getCell(2, 1);
    expect(cell.value).toBeInstanceOf(Date);
    expect(cell.numFmt).toBe('dd.mm.yyyy hh:mm');
    const local = toLocal(shown.results[0].at, 'Asia/Almaty');
    expect((cell.value as Date).toISOString().slice(0, 16)).toBe(`${local.date}T${local.time}`);
  });

  it('prints on A4 in landscape, one page wide, its header on every page', async () => {
    const { sheet } = await workbook('');
    expect(sheet.pageSetup).toMatchObject({
      paperSize: 9,
      orientation: 'landscape',
      fitToPage: true,
      fitToWidth: 1,
      fitToHeight: 0,
      printTitlesRow: '1:1',
    });
  });

  it('keeps to the period filter and refuses a bad one in Russian', async () => {
    const { sheet } = await workbook('?start=2020-01-01&end=2020-01-31');
    expect(sheet.rowCount).toBe(1);
    const bad = await api.get('/api/v2/audit/export/?entity=zzz');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error).toBe('Неизвестный раздел журнала');
  });

  it('is for those who read the journal', async () => {
    const maid = await buildEmployee(t.database.db, companyId, {}, 'housekeeper');
    const housekeeper = client(app, (await login(app, maid.email, TEST_PASSWORD)).token);
    expect((await housekeeper.get('/api/v2/audit/export/')).statusCode).toBe(403);
  });
});
