/**
 * Issue 29, items 3 and 4: one group (three rooms, the group's transfer on the parent, a part payment
 * taken on the parent) and one single booking (part paid), each read back from every place that shows
 * its money: the bookings list, the SFTP register, the calendar's bars, the confirmation PDF
 * (pdftotext), the invoice (exceljs) and the e-mail's body (the built-in outbox, postal-mime). All of
 * them state the same total, paid and owed, the figures of the one rule (domain room-duty.ts
 * groupMoney) worked out by hand.
 */
import ExcelJS from 'exceljs';
import type { FastifyInstance } from 'fastify';
import PostalMime from 'postal-mime';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { paymentTypes, services } from '../../../db/schema.ts';
import { REGISTER_HEADER_ROW } from '../../../render/register-xlsx.ts';
import { decemberInAlmaty as day, everyWeekday } from '../../../test/factories.ts';
import {
  reserveInGroup,
  startWorld,
  stopWorld,
  type TestClient,
  type TestDb,
} from '../../../test/harness.ts';
import { pdfText } from '../../../test/pdf-text.ts';
import { SFTP_PASSWORD, startSftpServer, type TestSftpServer } from '../../../test/sftp-server.ts';

let t: TestDb;
let app: FastifyInstance;
let api: TestClient;
let sftp: TestSftpServer;
let categoryId: number;
let cash: number;
let transfer: number;
let roomNo = 600;

/** Total, paid and owed in tenge. */
type Money = [total: number, paid: number, owed: number];

const guest = {
  first_name: 'Айгуль',
  last_name: 'Серикова',
  phone_number: '+7 701 111 22 33',
  email: 'aigul@example.com',
};
const stayLocal = { check_in: '2026-12-10 14:00', check_out: '2026-12-12 12:00' };
const stayUnix = (room: number) => ({ room, check_in: day(10), check_out: day(12, 12) });
/** '165 000 ₸', '165 000,50', '165000.00' → 165000. */
const tenge = (text: string) => Number(text.replace(/[\s\u00a0\u202f₸]/g, '').replace(',', '.'));

async function newRoom() {
  roomNo += 1;
  return (await api.post('/api/v2/categories/rooms/', { name: String(roomNo), category: categoryId })).json()
    .id as number;
}
const versionOf = async (id: number) => (await api.get(`/api/v2/booking/${id}/`)).json().version as number;
async function pay(booking: number, value: number) {
  const res = await api.post('/api/v2/booking/payments/', {
    booking,
    value,
    payment_method: cash,
    comment: 'Касса',
  });
  expect(res.statusCode, res.body).toBe(201);
}

/** Three rooms of two days at 20 000, the transfer (15 000 × 3 rooms) on the parent; 100 000 paid. */
async function buildGroup() {
  const rooms = [await newRoom(), await newRoom(), await newRoom()];
  const ids = [await reserveInGroup(api, stayUnix(rooms[0]!))];
  for (const room of rooms.slice(1)) ids.push(await reserveInGroup(api, stayUnix(room), ids[0]));
  const parent = ids[0]!;
  const g = (await api.get(`/api/v2/booking/group/${parent}/`)).json();
  const version = (id: number) => g.child_list.find((c: { id: number }) => c.id === id)?.version;
  const saved = await api.put(`/api/v2/booking/group/${parent}/`, {
    clients: [guest],
    version: g.version,
    service_list: [{ service: transfer, quantity: 1 }],
    child_list: ids.map((id, i) => ({ id, room: rooms[i], ...stayLocal, version: version(id) })),
  });
  expect(saved.statusCode, saved.body).toBe(200);
  await pay(parent, 100_000);
  return { parent, ids };
}

/** Two days at 20 000, 10 000 paid. */
async function buildSingle() {
  const room = await newRoom();
  const id = (await api.post('/api/booking/', stayUnix(room))).json().id as number;
  const saved = await api.put(`/api/v2/booking/${id}/`, {
    version: await versionOf(id),
    room,
    ...stayLocal,
    clients: [guest],
  });
  expect(saved.statusCode, saved.body).toBe(200);
  await pay(id, 10_000);
  return id;
}

/** 'Брони': each row's total, paid and owed. */
async function fromList(ids: number[]) {
  const res = await api.get('/api/v2/booking/list/?page[size]=200');
  expect(res.statusCode, res.body).toBe(200);
  const rows = res.json().results as { id: number; total: string; paid: string; duty: string }[];
  return ids.map((id) => {
    const r = rows.find((row) => row.id === id)!;
    return [tenge(r.total), tenge(r.paid), tenge(r.duty)] as Money;
  });
}

/** Today's register as uploaded: each booking's 'Сумма', 'Оплачено', 'Долг'. */
async function fromRegister(ids: number[]) {
  const res = await api.post('/api/v2/companies/info/sftp-export/', {});
  expect(res.statusCode, res.body).toBe(200);
  expect(res.json().status).toBe('ok');
  const book = new ExcelJS.Workbook();
  await book.xlsx.load(sftp.files.get(`/upload/${res.json().file_name}`) as unknown as ArrayBuffer);
  const sheet = book.getWorksheet('Брони')!;
  const header = (sheet.getRow(REGISTER_HEADER_ROW).values as unknown[]).slice(1);
  const col = (name: string) => header.indexOf(name);
  const rows = new Map<number, unknown[]>();
  sheet.eachRow((row, n) => {
    const values = (row.values as unknown[]).slice(1);
    if (n > REGISTER_HEADER_ROW) rows.set(values[0] as number, values);
  });
  return ids.map((id) => {
    const r = rows.get(id)!;
    return [r[col('Сумма')], r[col('Оплачено')], r[col('Долг')]] as Money;
  });
}

/** The calendar's bars: the amount and what is left to pay (the bar shows no paid: amount − duty). */
async function fromCalendar(ids: number[]) {
  const res = await api.get(`/api/v2/main/calendar/?start=${day(9)}&end=${day(13)}`);
  expect(res.statusCode, res.body).toBe(200);
  const cal = res.json() as {
    categories: { room_list: { booking_list: { id: number; common_amount: number; duty: number }[] }[] }[];
  };
  const bars = cal.categories.flatMap((c) => c.room_list.flatMap((r) => r.booking_list));
  return ids.map((id) => {
    const bar = bars.find((b) => b.id === id)!;
    return [bar.common_amount, bar.common_amount - bar.duty, bar.duty] as Money;
  });
}

/** The confirmation PDF's 'Итого', 'Оплачено', 'Осталось оплатить', read back with pdftotext. */
async function fromConfirmation(path: string): Promise<Money> {
  const res = await api.get(`/api/v2/booking/${path}/ticket/`);
  expect(res.statusCode, res.body).toBe(200);
  const pdf = await app.inject({ method: 'GET', url: new URL(res.json().ticket).pathname });
  const text = (await pdfText(pdf.rawPayload)).replace(/[\u00a0\u202f]/g, ' ');
  const amount = (label: string) => tenge(new RegExp(`${label}\\s+([\\d ,]*\\d)\\s*₸`).exec(text)![1]!);
  return [amount('Итого'), amount('Оплачено'), amount('Осталось оплатить')];
}

/** The invoice's 'Итого:', 'Оплачено:' and 'Остаток к оплате:' rows. */
async function fromInvoice(path: string): Promise<Money> {
  const res = await api.get(`/api/v2/booking/invoice/${path}/`);
  expect(res.statusCode, res.body).toBe(200);
  const book = new ExcelJS.Workbook();
  await book.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
  const sheet = book.worksheets[0]!;
  const byLabel = new Map<string, number>();
  sheet.eachRow((row) => {
    const label = row.getCell(1).value;
    const value = row.getCell(7).value;
    if (typeof label === 'string' && typeof value === 'number') byLabel.set(label, value);
  });
  return [byLabel.get('Итого:')!, byLabel.get('Оплачено:')!, byLabel.get('Остаток к оплате:')!];
}

/** The confirmation e-mail's body (the built-in template's money line), from the outbox's raw message. */
async function fromMail(path: string, id: number): Promise<Money> {
  const res = await api.post(`/api/v2/booking/${path}/send-email/`, { version: await versionOf(id) });
  expect(res.statusCode, res.body).toBe(200);
  const raw = await api.get(`/api/v2/mail/${res.json().mail.id}/raw/`);
  const body = ((await PostalMime.parse(raw.rawPayload)).text ?? '').replace(/[\u00a0\u202f]/g, ' ');
  const line = /Итого: ([\d ,]+) ₸, оплачено: ([\d ,]+) ₸, к оплате: ([\d ,]+) ₸/.exec(body)!;
  return [tenge(line[1]!), tenge(line[2]!), tenge(line[3]!)];
}

beforeAll(async () => {
  let companyId: number;
  ({ t, app, api, companyId } = await startWorld({ companyName: 'Бурабай' }));
  const db = t.database.db;
  sftp = await startSftpServer({ folders: ['/', '/upload'] });
  const patched = await api.patch('/api/v2/companies/info/', {
    email: 'hotel@burabay.kz',
    requisites: {
      legal_name: 'ТОО «Бурабай»',
      bin: '940140000385',
      legal_address: 'пос. Бурабай, ул. Кенесары, 24',
      bank: 'АО «Народный Банк Казахстана»',
      iik: 'KZ86125KZT5004100100',
      bik: 'HSBKKZKX',
      kbe: '17',
      director: 'Ахметов Ерлан Серикович',
    },
    sftp: {
      host: '127.0.0.1',
      port: sftp.port,
      username: 'hotel',
      folder: '/upload',
      auth_method: 'password',
      secret: SFTP_PASSWORD,
    },
  });
  expect(patched.statusCode, patched.body).toBe(200);
  categoryId = (
    await api.post('/api/v2/categories/', {
      name: 'Стандарт',
      category_type: 'room',
      place_number: 2,
      additional_place: 0,
      rates: { price_type: 'week', rows: { base: everyWeekday(20_000) } },
    })
  ).json().id;
  cash = (await db.insert(paymentTypes).values({ companyId, name: 'Наличные' }).returning())[0]!.id;
  transfer = (
    await db
      .insert(services)
      .values({ companyId, name: 'Трансфер', price: '15000.00', serviceType: 'once' })
      .returning()
  )[0]!.id;
});
afterAll(async () => {
  await sftp.close();
  await stopWorld({ t, app });
});

describe('one read of a booking’s money', () => {
  it('the list, the register, the calendar, the confirmation, the invoice and the e-mail agree', async () => {
    const { parent, ids } = await buildGroup();
    const single = await buildSingle();

    // By hand: the parent 40 000 + the transfer 45 000 = 85 000, the others 40 000 each: 165 000. The
    // 100 000 paid on the parent covers it (85 000), then the second room (15 000 of 40 000).
    const rooms: Money[] = [
      [85_000, 85_000, 0],
      [40_000, 15_000, 25_000],
      [40_000, 0, 40_000],
    ];
    const group: Money = [165_000, 100_000, 65_000];
    const alone: Money = [40_000, 10_000, 30_000];
    const all = [...ids, single];

    const list = await fromList(all);
    const register = await fromRegister(all);
    const calendar = await fromCalendar(all);
    expect({ list, register, calendar }).toEqual({
      list: [...rooms, alone],
      register: [...rooms, alone],
      calendar: [...rooms, alone],
    });

    const documents = {
      confirmation: [await fromConfirmation(`group/${parent}`), await fromConfirmation(String(single))],
      invoice: [await fromInvoice(`group/${parent}`), await fromInvoice(String(single))],
      mail: [await fromMail(`group/${parent}`, parent), await fromMail(String(single), single)],
    };
    expect(documents).toEqual({
      confirmation: [group, alone],
      invoice: [group, alone],
      mail: [group, alone],
    });
    // The group's figures are its rooms' together.
    expect([0, 1, 2].map((k) => rooms.reduce((s, r) => s + r[k]!, 0))).toEqual(group);
  });

  it('a room of a group printed alone states its own share', async () => {
    const { ids } = await buildGroup();
    // The parent alone: its room and the group's transfer, covered first by the group's payment.
    expect(await fromConfirmation(String(ids[0]))).toEqual([85_000, 85_000, 0]);
    expect(await fromConfirmation(String(ids[1]))).toEqual([40_000, 15_000, 25_000]);
    expect(await fromInvoice(String(ids[1]))).toEqual([40_000, 15_000, 25_000]);
  });
});
