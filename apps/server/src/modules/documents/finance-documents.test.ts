/**
 * The payment documents through the API, read back as a person reads them: the cash order's PDF by
 * pdftotext, the invoice's workbook by exceljs. Bookings are made and priced by the editor's own calls,
 * and the invoice's lines are checked against the price worked out by hand.
 */
import { and, eq, sql } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  discounts,
  issuedDocuments,
  payments,
  paymentTypes,
  salesChannels,
  services,
} from '../../db/schema.ts';
import {
  buildBooking,
  buildCategory,
  buildFoodTariff,
  buildRoom,
  decemberInAlmaty as day,
} from '../../test/factories.ts';
import {
  reserveInGroup,
  signInElsewhere,
  startWorld,
  stopWorld,
  type TestClient,
  type TestDb,
} from '../../test/harness.ts';
import { pdfText } from '../../test/pdf-text.ts';
import { asciiName, expectPrintable, readXlsx } from '../../test/xlsx.ts';

let t: TestDb;
let app: FastifyInstance;
let api: TestClient;
let companyId: number;
let cashierSurname: string;
const rooms: number[] = [];
let cash: number;
let parking: number;
let transfer: number;
let regular: number;
let breakfast: number;
let corporate: number;
let standard: number;

const requisites = {
  legal_name: 'ТОО «Тест Резорт»',
  bin: '940140000385',
  legal_address: 'Акмолинская область, пос. Бурабай, ул. Кенесары, 24',
  bank: 'АО «Народный Банк Казахстана»',
  iik: 'KZ86125KZT5004100100',
  bik: 'HSBKKZKX',
  kbe: '17',
  director: 'Ахметов Ерлан Серикович',
  accountant: 'Садыкова Айгуль Маратовна',
};
const week = (weekday: number, weekend: number) => ({
  mon: weekday,
  tue: weekday,
  wed: weekday,
  thu: weekday,
  fri: weekend,
  sat: weekend,
  san: weekend,
});
const guest = { first_name: 'Айгуль', last_name: 'Серикова', phone_number: '+7 701 111 22 33' };

const versionOf = async (id: number) => (await api.get(`/api/v2/booking/${id}/`)).json().version as number;
/** The booking's number in the company (issue 29, item 15): what the documents print, not the id. */
const numberOf = async (id: number) => (await api.get(`/api/v2/booking/${id}/`)).json().number as number;
const save = async (id: number, body: object) => {
  const res = await api.put(`/api/v2/booking/${id}/`, { version: await versionOf(id), ...body });
  expect(res.statusCode).toBe(200);
  return res.json();
};
const pay = async (booking: number, value: number, payment_type: 'payment' | 'return', comment: string) => {
  const res = await api.post('/api/v2/booking/payments/', {
    booking,
    value,
    payment_type,
    payment_method: cash,
    comment,
  });
  expect(res.statusCode).toBe(201);
  return res.json().id as number;
};

/** The PDF a cash order's link opens, as text. */
async function cashOrderText(client: TestClient, paymentId: number) {
  const res = await client.get(`/api/v2/booking/parishioner/${paymentId}/`);
  expect(res.statusCode).toBe(200);
  const url = new URL(res.json().prihodnik);
  const pdf = await app.inject({ method: 'GET', url: url.pathname });
  expect(pdf.headers['content-type']).toBe('application/pdf');
  return (await pdfText(pdf.rawPayload)).replace(/ +/g, ' ');
}

/** A workbook's rows as their cells' texts, a merged range once, spaces made plain. */
async function invoiceRows(body: Buffer) {
  const wb = new ExcelJS.Workbook();
  await wb.xlsx.load(body as unknown as ArrayBuffer);
  const ws = wb.worksheets[0]!;
  const rows: (string | number)[][] = [];
  ws.eachRow((row) => {
    const cells: (string | number)[] = [];
    row.eachCell((cell) => {
      if (cell.isMerged && cell.master !== cell) return;
      const v = cell.value;
      if (typeof v === 'number') cells.push(v);
      else if (v && typeof v === 'object' && 'richText' in v)
        cells.push(v.richText.map((p) => p.text).join(''));
      else if (v !== null && v !== undefined) cells.push(String(v).replace(/[\u00a0\u202f]/g, ' '));
    });
    rows.push(cells);
  });
  return rows;
}

/** The table between the header 'Наименование' and 'Итого:'. */
function linesOf(rows: (string | number)[][]) {
  const start = rows.findIndex((r) => r.includes('Наименование')) + 1;
  const end = rows.findIndex((r) => r.includes('Итого:'));
  return { lines: rows.slice(start, end), total: rows[end]![1] };
}

/** The invoice of `path` (a booking's id, or 'group/{parent}'): GET, or POST with `body` (its buyer). */
async function invoiceResponse(client: TestClient, path: string, body?: object) {
  const url = `/api/v2/booking/invoice/${path}/`;
  return body === undefined ? client.get(url) : client.post(url, body);
}

async function invoice(client: TestClient, path: string, body?: object) {
  const res = await invoiceResponse(client, path, body);
  expect(res.statusCode, res.body).toBe(200);
  expect(res.headers['content-type']).toBe(
    'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  );
  const name = /filename\*=UTF-8''(.+)$/.exec(String(res.headers['content-disposition']))![1]!;
  const rows = await invoiceRows(res.rawPayload);
  // A4 portrait, one page wide; a long list of lines goes on with its column headings on each page.
  const book = await readXlsx(res.rawPayload);
  const sheet = book.worksheets[0]!;
  let headings = 0;
  sheet.eachRow((row, n) => {
    if (row.getCell(3).value === 'Наименование') headings = n;
  });
  expectPrintable(book, { [sheet.name]: `${headings}:${headings}` });
  expect(sheet.pageSetup.orientation).toBe('portrait');
  return {
    body: res.rawPayload,
    name: decodeURIComponent(name),
    ascii: asciiName(res.headers['content-disposition']),
    rows,
    text: rows.flat().join('\n'),
  };
}

beforeAll(async () => {
  let employee: { lastName: string | null };
  ({ t, app, api, companyId, employee } = await startWorld());
  cashierSurname = employee.lastName!;
  const db = t.database.db;
  // Ids run ahead of the company's booking numbers, as in a database many hotels share: a document that
  // printed the id would show.
  await db.execute(sql`select setval('bookings_id_seq', 5000)`);
  expect((await api.patch('/api/v2/companies/info/', { requisites })).statusCode).toBe(200);
  const category = (
    await api.post('/api/v2/categories/', {
      name: 'Стандарт',
      category_type: 'room',
      place_number: 2,
      additional_place: 1,
      rates: { price_type: 'week', rows: { base: week(20_000, 24_000) } },
    })
  ).json();
  standard = category.id;
  for (const name of ['101', '102', '103', '104']) {
    rooms.push((await api.post('/api/v2/categories/rooms/', { name, category: category.id })).json().id);
  }
  cash = (await db.insert(paymentTypes).values({ companyId, name: 'Наличные' }).returning())[0]!.id;
  [parking, transfer] = (
    await db
      .insert(services)
      .values([
        { companyId, name: 'Парковка', price: '2000.00', serviceType: 'day' },
        { companyId, name: 'Трансфер', price: '15000.00', serviceType: 'once' },
      ])
      .returning()
  ).map((r) => r.id) as [number, number];
  regular = (
    await db
      .insert(discounts)
      .values({ companyId, name: 'Постоянный гость', discountKind: 'percent', value: '10' })
      .returning()
  )[0]!.id;
  corporate = (
    await db
      .insert(salesChannels)
      .values({ companyId, name: 'ТОО «Казахтелеком»', kind: 'corporate' })
      .returning()
  )[0]!.id;
  // Adults 4 000 a breakfast when ordered in advance.
  breakfast = await buildFoodTariff(db, companyId, (i) => 4_000 - i * 500);
});
afterAll(() => stopWorld({ t, app }));

describe('a single booking with meals, a service, a discount, a payment and a refund', () => {
  let id: number;
  let paymentId: number;
  let refundId: number;
  const stay = { check_in: '2026-12-01 14:00', check_out: '2026-12-03 12:00' };

  beforeAll(async () => {
    const draft = await api.post('/api/booking/', {
      room: rooms[0],
      check_in: day(1),
      check_out: day(3, 12),
    });
    id = draft.json().id;
    const body = {
      ...stay,
      room: rooms[0],
      clients: [guest],
      service_list: [{ service: parking, quantity: 1 }],
      discount_list: [{ discount: regular, quantity: 1 }],
    };
    await save(id, body);
    // Meals go on once the booking is saved (the editor's rule).
    const saved = await save(id, {
      ...body,
      food_list: [
        {
          tariff: breakfast,
          adult_count: 2,
          child_count: 0,
          start_date: '2026-12-01',
          end_date: '2026-12-03',
          is_advance: true,
        },
      ],
    });
    // Tue + Wed at 20 000; breakfast for two on the 2nd and 3rd at 4 000; parking 2 000 × 2 days;
    // 10 % off 60 000.
    expect(saved.calculated_by.total).toBe('54000.00');
    paymentId = await pay(id, 15_000, 'payment', 'Предоплата');
    refundId = await pay(id, 5_000, 'return', 'Отказ от парковки');
  });

  it('prints the payment as a КО-1 with its receipt', async () => {
    const text = await cashOrderText(api, paymentId);
    for (const expected of [
      'ПРИХОДНЫЙ КАССОВЫЙ ОРДЕР',
      'Форма КО-1',
      'ТОО «Тест Резорт»',
      '940140000385',
      'Принято от: Серикова Айгуль',
      `Оплата по брони №${await numberOf(id)}. Предоплата`,
      '1010 1210 15 000,00',
      '15 000 ₸',
      'Пятнадцать тысяч тенге 00 тиын',
      'Садыкова А. М.',
      `${cashierSurname} А.`,
      'КВИТАНЦИЯ',
      'к приходному кассовому ордеру № 1',
    ]) {
      expect(text).toContain(expected);
    }
  });

  it('reprints the same payment as the same document', async () => {
    await cashOrderText(api, paymentId);
    const issued = await t.database.db
      .select({ number: issuedDocuments.number })
      .from(issuedDocuments)
      .where(eq(issuedDocuments.paymentId, paymentId));
    expect(issued).toEqual([{ number: 1 }]);
  });

  it('prints no cash order for a card payment: no cash went through the till', async () => {
    const card = (
      await t.database.db
        .insert(paymentTypes)
        .values({ companyId, name: 'Kaspi POS', kind: 'card' })
        .returning()
    )[0]!.id;
    const res = await api.post('/api/v2/booking/payments/', {
      booking: id,
      value: 1000,
      payment_type: 'payment',
      payment_method: card,
      comment: 'Мини-бар',
    });
    expect(res.statusCode).toBe(201);
    const order = await api.get(`/api/v2/booking/parishioner/${res.json().id}/`);
    expect(order.statusCode).toBe(400);
    expect(order.json().error).toBe(
      'КО-1 и КО-2 печатаются только для оплаты наличными; этот платёж — «Kaspi POS»',
    );
    // Refused, nothing is issued: no number is taken.
    const issued = await t.database.db
      .select()
      .from(issuedDocuments)
      .where(eq(issuedDocuments.paymentId, res.json().id));
    expect(issued).toEqual([]);
    // A payment whose method is unknown (none recorded) is not taken for cash either.
    await t.database.db.update(payments).set({ paymentMethodId: null }).where(eq(payments.id, res.json().id));
    const unknown = await api.get(`/api/v2/booking/parishioner/${res.json().id}/`);
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().error).toBe(
      'КО-1 и КО-2 печатаются только для оплаты наличными; у этого платежа не указан способ оплаты',
    );
  });

  it('prints a refund as a КО-2', async () => {
    const text = await cashOrderText(api, refundId);
    for (const expected of [
      'РАСХОДНЫЙ КАССОВЫЙ ОРДЕР',
      'Форма КО-2',
      'Выдать: Серикова Айгуль',
      `Возврат по брони №${await numberOf(id)}. Отказ от парковки`,
      '1210 1010 5 000,00',
      'Пять тысяч тенге 00 тиын',
      'Ахметов Е. С.',
    ]) {
      expect(text).toContain(expected);
    }
    expect(text).not.toContain('КВИТАНЦИЯ');
    const [doc] = await t.database.db
      .select({ kind: issuedDocuments.kind, number: issuedDocuments.number })
      .from(issuedDocuments)
      .where(eq(issuedDocuments.paymentId, refundId));
    expect(doc).toEqual({ kind: 'expense', number: 1 });
  });

  it('bills the booking: its lines add up to the price the editor shows', async () => {
    const inv = await invoice(api, String(id));
    expect(inv.name).toBe('Счет на оплату №1.xlsx');
    expect(inv.ascii).toBe('Schet na oplatu No1.xlsx');
    const { lines, total } = linesOf(inv.rows);
    // The columns of a Kazakh invoice: №, Код, Наименование, Кол-во, Ед., Цена, Сумма; a catalogue's
    // item is coded by its id there (docs/documents/README.md).
    expect(inv.rows.find((r) => r.includes('Наименование'))).toEqual([
      '№',
      'Код',
      'Наименование',
      'Кол-во',
      'Ед.',
      'Цена',
      'Сумма',
    ]);
    expect(lines).toEqual([
      [
        1,
        `ПРЖ-${standard}`,
        'Проживание: Стандарт, номер 101, 01.12.2026–03.12.2026',
        2,
        'сут.',
        20_000,
        40_000,
      ],
      [2, `ПИТ-${breakfast}`, 'Питание: Завтрак (2 взр.), 02.12.2026–03.12.2026', 2, 'дн.', 8_000, 16_000],
      [3, `УСЛ-${parking}`, 'Парковка', 2, 'сут.', 2_000, 4_000],
      [4, `СК-${regular}`, 'Скидка «Постоянный гость» 10%', 1, 'усл.', -6_000, -6_000],
    ]);
    expect(total).toBe(54_000);
    for (const expected of [
      'Образец платежного поручения',
      'ТОО «Тест Резорт»\nБИН: 940140000385',
      'KZ86125KZT5004100100',
      'HSBKKZKX',
      '859',
      'Счет на оплату № 1 от',
      'Поставщик: БИН / ИИН 940140000385, ТОО «Тест Резорт», Акмолинская область',
      'Покупатель: Серикова Айгуль',
      'Без НДС',
      'Всего наименований 4, на сумму 54 000,00 KZT',
      // 15 000 and 1 000 paid, 5 000 refunded: the invoice asks for the balance (issue 29).
      'Оплачено:\n11000',
      'Остаток к оплате:\n43000',
      'Всего к оплате: Сорок три тысячи тенге 00 тиын',
      'Исполнитель ____________________ /Ахметов Е. С./',
      // The note's {{ booking.number }}: the company's number.
      `бронь №${await numberOf(id)} не гарантируется`,
      '«Оплата по счету №1 от',
    ]) {
      expect(inv.text).toContain(expected);
    }
  });

  it('gives the same booking the same number, and a changed booking the next one', async () => {
    expect((await invoice(api, String(id))).name).toBe('Счет на оплату №1.xlsx');
    const body = (await api.get(`/api/v2/booking/${id}/`)).json();
    await save(id, {
      ...stay,
      room: rooms[0],
      clients: [guest],
      food_list: body.food_list.map((f: Record<string, unknown>) => ({ ...f, id: undefined })),
      service_list: [
        { service: parking, quantity: 1 },
        { service: transfer, quantity: 1 },
      ],
      discount_list: [{ discount: regular, quantity: 1 }],
    });
    const changed = await invoice(api, String(id));
    expect(changed.name).toBe('Счет на оплату №2.xlsx');
    // The transfer joins the discounted subtotal: (60 000 + 15 000) × 0.9.
    expect(linesOf(changed.rows).total).toBe(67_500);
  });
});

describe('an invoice made out to an organisation (issue 29, item 7)', () => {
  const organisation = {
    kind: 'organisation',
    name: 'ТОО «Степь Логистик»',
    bin: '0503 4000 1235',
    address: 'г. Астана, ул. Сыганак, 70, офис 12',
  };
  let id: number;
  const issued = async () =>
    (
      await t.database.db
        .select({ number: issuedDocuments.number })
        .from(issuedDocuments)
        .where(and(eq(issuedDocuments.companyId, companyId), eq(issuedDocuments.kind, 'invoice')))
    )
      .map((d) => d.number)
      .sort((a, b) => a - b);

  beforeAll(async () => {
    const draft = await api.post('/api/booking/', {
      room: rooms[3],
      check_in: day(8),
      check_out: day(9, 12),
    });
    id = draft.json().id;
    await save(id, {
      room: rooms[3],
      check_in: '2026-12-08 14:00',
      check_out: '2026-12-09 12:00',
      clients: [guest],
    });
  });

  it('refuses a БИН/ИИН whose check digit is wrong on its field, and takes no number', async () => {
    const before = await issued();
    for (const [bin, error] of [
      ['050340001236', 'Неверный БИН/ИИН: контрольная цифра не совпадает'],
      ['0503400012', 'БИН/ИИН: 12 цифр'],
    ]) {
      const res = await invoiceResponse(api, String(id), { buyer: { ...organisation, bin } });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ error, field: 'buyer.bin' });
    }
    const noAddress = await invoiceResponse(api, String(id), { buyer: { ...organisation, address: ' ' } });
    expect(noAddress.json()).toEqual({ error: 'Обязательное поле для заполнения', field: 'buyer.address' });
    expect(await issued()).toEqual(before);
  });

  it('names the organisation as the buyer by its БИН/ИИН, name and address; a reprint is the same file', async () => {
    const before = await issued();
    const inv = await invoice(api, String(id), { buyer: organisation });
    // The next number: the refused ones above took none.
    const number = Math.max(0, ...before) + 1;
    expect(inv.name).toBe(`Счет на оплату №${number}.xlsx`);
    expect(inv.text).toContain(
      'Покупатель: БИН / ИИН 050340001235, ТОО «Степь Логистик», г. Астана, ул. Сыганак, 70, офис 12',
    );
    expect(inv.text).not.toContain('Серикова');
    expect(linesOf(inv.rows).lines).toEqual([
      [
        1,
        `ПРЖ-${standard}`,
        'Проживание: Стандарт, номер 104, 08.12.2026–09.12.2026',
        1,
        'сут.',
        20_000,
        20_000,
      ],
    ]);
    // Kept with the invoice: printed again, it is the same document, byte for byte.
    const again = await invoice(api, String(id), { buyer: organisation });
    expect(again.name).toBe(inv.name);
    expect(Buffer.compare(again.body, inv.body)).toBe(0);
    const [stored] = await t.database.db
      .select({ snapshot: issuedDocuments.snapshot, content: issuedDocuments.content })
      .from(issuedDocuments)
      .where(and(eq(issuedDocuments.companyId, companyId), eq(issuedDocuments.number, number)));
    expect(stored!.snapshot).toMatchObject({
      organisation: { name: 'ТОО «Степь Логистик»', bin: '050340001235', address: organisation.address },
    });
    expect(Buffer.compare(Buffer.from(stored!.content), inv.body)).toBe(0);
    // The guest's invoice is another document, with the next number.
    const toGuest = await invoice(api, String(id));
    expect(toGuest.name).toBe(`Счет на оплату №${number + 1}.xlsx`);
    expect(toGuest.text).toContain('Покупатель: Серикова Айгуль');
  });

  it('remembers the organisations invoiced, for this company only', async () => {
    const res = await api.get('/api/v2/booking/invoice/organisations/');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual([
      { name: 'ТОО «Степь Логистик»', bin: '050340001235', address: 'г. Астана, ул. Сыганак, 70, офис 12' },
    ]);
    const elsewhere = await signInElsewhere(t, app, 'Отель без счетов');
    expect((await elsewhere.api.get('/api/v2/booking/invoice/organisations/')).json()).toEqual([]);
  });
});

describe('a group of two rooms', () => {
  it('bills every room and the shared service, to the corporate client it came through', async () => {
    const stay = (room: number) => ({ room, check_in: day(5), check_out: day(7, 12) });
    const parent = await reserveInGroup(api, stay(rooms[1]!));
    const second = await reserveInGroup(api, stay(rooms[2]!), parent);
    const g = (await api.get(`/api/v2/booking/group/${parent}/`)).json();
    const version = (id: number) => g.child_list.find((c: { id: number }) => c.id === id)?.version;
    const child = (id: number, room: number) => ({
      id,
      room,
      check_in: '2026-12-05 14:00',
      check_out: '2026-12-07 12:00',
      version: version(id),
    });
    const saved = await api.put(`/api/v2/booking/group/${parent}/`, {
      version: g.version,
      source: corporate,
      clients: [guest],
      service_list: [{ service: transfer, quantity: 1 }],
      child_list: [child(parent, rooms[1]!), child(second, rooms[2]!)],
    });
    expect(saved.statusCode, saved.body).toBe(200);
    // Two rooms × Sat + Sun at 24 000; a transfer for each room.
    expect(saved.json().group_calculation.total).toBe('126000.00');

    const inv = await invoice(api, `group/${parent}`);
    const { lines, total } = linesOf(inv.rows);
    expect(lines).toEqual([
      [
        1,
        `ПРЖ-${standard}`,
        'Проживание: Стандарт, номера 102, 103, 05.12.2026–07.12.2026',
        4,
        'сут.',
        24_000,
        96_000,
      ],
      [2, `УСЛ-${transfer}`, 'Трансфер', 2, 'усл.', 15_000, 30_000],
    ]);
    expect(total).toBe(126_000);
    expect(inv.text).toContain('Покупатель: ТОО «Казахтелеком»');
    expect(inv.text).toContain('Всего к оплате: Сто двадцать шесть тысяч тенге 00 тиын');

    // The group may be billed to another organisation, named by its БИН/ИИН, instead of the channel.
    const billed = await invoice(api, `group/${parent}`, {
      buyer: { kind: 'organisation', name: 'ИП Ахметов', bin: '850715300122', address: 'г. Кокшетау' },
    });
    expect(billed.text).toContain('Покупатель: БИН / ИИН 850715300122, ИП Ахметов, г. Кокшетау');
    expect(linesOf(billed.rows).total).toBe(126_000);
    const refused = await api.post(`/api/v2/booking/invoice/group/${parent}/`, {
      buyer: { kind: 'organisation', name: 'ИП Ахметов', bin: '850715300123', address: 'г. Кокшетау' },
    });
    expect(refused.json()).toEqual({
      error: 'Неверный БИН/ИИН: контрольная цифра не совпадает',
      field: 'buyer.bin',
    });
  });
});

describe('what cannot be printed', () => {
  it('answers 404 for another company’s payment or booking, and for an unknown one', async () => {
    const [payment] = await t.database.db
      .select({ id: payments.id, booking: payments.bookingId })
      .from(payments)
      .where(and(eq(payments.companyId, companyId), eq(payments.paymentType, 'payment')));
    const elsewhere = await signInElsewhere(t, app);
    for (const path of [
      `/api/v2/booking/parishioner/${payment!.id}/`,
      `/api/v2/booking/invoice/${payment!.booking}/`,
      `/api/v2/booking/invoice/group/${payment!.booking}/`,
      '/api/v2/booking/parishioner/999999/',
      '/api/v2/booking/invoice/999999/',
    ]) {
      const res = await (path.includes('999999') ? api : elsewhere.api).get(path);
      expect(res.statusCode, path).toBe(404);
    }
  });

  it('names the requisites a company has not filled in', async () => {
    const elsewhere = await signInElsewhere(t, app, 'Отель без реквизитов');
    const db = t.database.db;
    const category = await buildCategory(db, elsewhere.companyId);
    const room = await buildRoom(db, elsewhere.companyId, category.id);
    const booking = await buildBooking(db, room);
    const [method] = await db
      .insert(paymentTypes)
      .values({ companyId: elsewhere.companyId, name: 'Наличные' })
      .returning();
    const [payment] = await db
      .insert(payments)
      .values({
        companyId: elsewhere.companyId,
        bookingId: booking.id,
        value: '1000.00',
        paymentMethodId: method!.id,
      })
      .returning();
    const bill = await elsewhere.api.get(`/api/v2/booking/invoice/${booking.id}/`);
    expect(bill.statusCode).toBe(400);
    expect(bill.json()).toEqual({
      error: 'Заполните в реквизитах компании: БИН, ИИК, БИК',
      field: 'requisites',
    });
    const order = await elsewhere.api.get(`/api/v2/booking/parishioner/${payment!.id}/`);
    expect(order.statusCode).toBe(400);
    expect(order.json()).toEqual({ error: 'Заполните в реквизитах компании: БИН', field: 'requisites' });
  });

  it('refuses to save an invoice note that would not print', async () => {
    const res = await api.patch('/api/v2/companies/info/', {
      requisites: { ...requisites, invoice_note: 'Оплатите счёт №{{ invoice.numbr }}' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ field: 'requisites.invoice_note' });
    expect(res.json().error).toContain('неизвестная подстановка {{ invoice.numbr }}');
  });
});
