/**
 * 'Отправить на почту' end to end: the app delivers over SMTP to a real server the test starts (SMTP_URL
 * set for that app) or to its built-in outbox (unset); the mail is read back with postal-mime and its PDF
 * with pdftotext; refusals, a stopped server, retries and the outbox calls, on both databases.
 */
import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import PostalMime from 'postal-mime';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outboxMessages } from '../../db/schema.ts';
import { startTestSmtpServer, type TestSmtpServer } from '../../smtp/test-smtp-server.ts';
import {
  buildCompany,
  buildEmployee,
  decemberInAlmaty as day,
  everyWeekday,
  TEST_PASSWORD,
} from '../../test/factories.ts';
import {
  client,
  createTestApp,
  createTestDb,
  login,
  reserveInGroup,
  signInElsewhere,
  type TestClient,
  type TestDb,
} from '../../test/harness.ts';
import { pdfText } from '../../test/pdf-text.ts';
import { asciiName } from '../../test/xlsx.ts';

let t: TestDb;
let smtp: TestSmtpServer;
/** Delivers to `smtp` (SMTP_URL set). */
let app: FastifyInstance;
/** The same database, no SMTP_URL: the built-in outbox. */
let outboxApp: FastifyInstance;
let api: TestClient;
let viaOutbox: TestClient;
let stranger: TestClient;
let categoryId: number;
let roomNo = 100;
const guest = {
  first_name: 'Айгуль',
  last_name: 'Серикова',
  phone_number: '+7 701 111 22 33',
  email: 'aigul@example.com',
};

async function newRoom() {
  roomNo += 1;
  const res = await api.post('/api/v2/categories/rooms/', { name: String(roomNo), category: categoryId });
  return { id: res.json().id as number, name: String(roomNo) };
}

const stayLocal = { check_in: '2026-12-10 14:00', check_out: '2026-12-12 12:00' };
const stayUnix = (room: number) => ({ room, check_in: day(10), check_out: day(12, 12) });

/** A booking saved in the editor (status 'reserved') with `clients`; answers its id and version. */
async function savedBooking(clients: object[] = [guest]) {
  const room = await newRoom();
  const id = (await api.post('/api/booking/', stayUnix(room.id))).json().id as number;
  const { version } = (await api.get(`/api/v2/booking/${id}/`)).json();
  const saved = await api.put(`/api/v2/booking/${id}/`, { version, room: room.id, ...stayLocal, clients });
  expect(saved.statusCode, saved.body).toBe(200);
  return { id, version: saved.json().version as number, room };
}

const send = (c: TestClient, id: number, version: number) =>
  c.post(`/api/v2/booking/${id}/send-email/`, { version });
/** The booking's number in the company (issue 29, item 15): what the letter and its PDF say, not the id. */
const numberOf = async (id: number) => (await api.get(`/api/v2/booking/${id}/`)).json().number as number;
const mailCount = async () => (await api.get('/api/v2/mail/')).json().count as number;

beforeAll(async () => {
  t = await createTestDb();
  // Ids run ahead of the company's booking numbers, as in a database many hotels share: a letter that
  // said the id would show.
  await t.database.db.execute(sql`select setval('bookings_id_seq', 5000)`);
  smtp = await startTestSmtpServer();
  app = await createTestApp(t.database, { SMTP_URL: smtp.url });
  outboxApp = await createTestApp(t.database);
  const company = await buildCompany(t.database.db, {
    name: 'Бурабай',
    email: 'hotel@burabay.kz',
    phone: '+7 716 360 00 00',
  });
  const employee = await buildEmployee(t.database.db, company.id, { firstName: 'Дана', lastName: 'Омарова' });
  const { token } = await login(app, employee.email, TEST_PASSWORD);
  api = client(app, token);
  viaOutbox = client(outboxApp, token);
  stranger = (await signInElsewhere(t, app)).api;
  categoryId = (
    await api.post('/api/v2/categories/', {
      name: 'Люкс',
      category_type: 'room',
      place_number: 2,
      additional_place: 0,
      rates: { price_type: 'week', rows: { base: everyWeekday(30_000) } },
    })
  ).json().id;
});
afterAll(async () => {
  await app.close();
  await outboxApp.close();
  await smtp.stop();
  await t.dispose();
});

describe("'Отправить на почту' to SMTP_URL", () => {
  it("sends the company's template, filled with the booking and guest, and the confirmation PDF", async () => {
    const template = {
      subject: 'Бронь №{{ booking.number }} — {{ guest.full_name }}',
      body: 'Здравствуйте, {{ guest.first_name }}!\nНомер {{ booking.room }}, заезд {{ booking.check_in }}.\n{{ company.name }}',
    };
    expect((await api.put('/api/v2/companies/info/template/', template)).statusCode).toBe(200);
    const { id, version, room } = await savedBooking();
    const number = await numberOf(id);
    expect(id).toBeGreaterThan(5000);
    const res = await send(api, id, version);
    expect(res.statusCode, res.body).toBe(200);
    const { message, mail } = res.json();
    expect(message).toBe('Отправлено!');
    expect(mail).toMatchObject({
      booking: id,
      booking_number: number,
      is_group: false,
      from: 'hotel@burabay.kz',
      to: 'aigul@example.com',
      subject: `Бронь №${number} — Серикова Айгуль`,
      status: 'sent',
      response: `250 Accepted as test-${smtp.received.length}`,
      error: null,
      attempts: 1,
      created_by: { name: 'Омарова Дана' },
    });

    const got = smtp.received.at(-1)!;
    expect(got).toMatchObject({ from: 'hotel@burabay.kz', to: ['aigul@example.com'] });
    const parsed = await PostalMime.parse(got.raw);
    expect(parsed.subject).toBe(`Бронь №${number} — Серикова Айгуль`);
    expect(parsed.from).toMatchObject({ name: 'Бурабай', address: 'hotel@burabay.kz' });
    expect(parsed.to).toEqual([{ name: 'Серикова Айгуль', address: 'aigul@example.com' }]);
    expect(parsed.messageId).toBe(mail.message_id);
    expect(parsed.text?.trim()).toBe(
      `Здравствуйте, Айгуль!\nНомер ${room.name}, заезд 10.12.2026 14:00.\nБурабай`,
    );
    expect(parsed.attachments).toHaveLength(1);
    const pdf = parsed.attachments[0]!;
    expect(pdf).toMatchObject({
      filename: `Подтверждение брони №${number}.pdf`,
      mimeType: 'application/pdf',
    });
    const text = await pdfText(Buffer.from(pdf.content as ArrayBuffer));
    expect(text).toContain(`Подтверждение бронирования № ${number}`);
    expect(text).toContain('Серикова Айгуль');

    // What the log keeps is what the server received.
    const raw = await api.get(`/api/v2/mail/${mail.id}/raw/`);
    expect(raw.rawPayload.equals(got.raw)).toBe(true);
    await api.put('/api/v2/companies/info/template/', {
      subject: 'Подтверждение бронирования №{{ booking.number }} — {{ company.name }}',
      body: 'Здравствуйте!',
    });
  });

  it('records a refusal (5xx) with the server answer, then a retry to an accepting server delivers', async () => {
    const { id, version } = await savedBooking();
    smtp.refuse({ at: 'rcpt', answer: '550 5.1.1 Mailbox unavailable' });
    const refused = await send(api, id, version);
    smtp.refuse(null);
    expect(refused.statusCode).toBe(502);
    const body = refused.json();
    expect(body.error).toBe(
      'Письмо не отправлено: почтовый сервер отклонил адрес получателя или отправителя (550 5.1.1 Mailbox unavailable)',
    );
    expect(body.mail).toMatchObject({
      booking: id,
      status: 'refused',
      response: '550 5.1.1 Mailbox unavailable',
      error: 'почтовый сервер отклонил адрес получателя или отправителя (550 5.1.1 Mailbox unavailable)',
      attempts: 1,
    });
    const listed = (await api.get('/api/v2/mail/?status=refused,failed')).json();
    expect(listed.results.map((m: { id: number }) => m.id)).toContain(body.mail.id);

    const before = smtp.received.length;
    const retried = await api.post(`/api/v2/mail/${body.mail.id}/retry/`);
    expect(retried.statusCode, retried.body).toBe(200);
    expect(retried.json()).toMatchObject({
      message: 'Отправлено!',
      mail: { id: body.mail.id, status: 'sent', error: null, attempts: 2 },
    });
    expect(retried.json().mail.attempt_log.map((a: { status: string }) => a.status)).toEqual([
      'refused',
      'sent',
    ]);
    expect(smtp.received).toHaveLength(before + 1);
    const raw = await api.get(`/api/v2/mail/${body.mail.id}/raw/`);
    expect(raw.rawPayload.equals(smtp.received.at(-1)!.raw)).toBe(true);

    const again = await api.post(`/api/v2/mail/${body.mail.id}/retry/`);
    expect(again.statusCode).toBe(400);
    expect(again.json().error).toBe('Письмо уже отправлено');
    expect(smtp.received).toHaveLength(before + 1);
  });

  it('records a server that does not answer (connection refused) as failed, with the reason', async () => {
    const stopped = await startTestSmtpServer();
    await stopped.stop();
    const downApp = await createTestApp(t.database, { SMTP_URL: stopped.url });
    try {
      const { id, version } = await savedBooking();
      const down = client(downApp, (await loginAgain()).token);
      const res = await send(down, id, version);
      expect(res.statusCode).toBe(502);
      expect(res.json().error).toMatch(
        /^Письмо не отправлено: почтовый сервер не принимает соединения \(.*ECONNREFUSED/,
      );
      expect(res.json().mail).toMatchObject({ status: 'failed', response: null, attempts: 1 });
      const failed = (await api.get(`/api/v2/mail/?status=failed&booking=${id}`)).json();
      expect(failed.count).toBe(1);
      expect(failed.results[0].error).toMatch(/^почтовый сервер не принимает соединения/);
    } finally {
      await downApp.close();
    }
  });

  it('sends a group by its parent, with the group confirmation attached', async () => {
    const roomA = await newRoom();
    const roomB = await newRoom();
    const parent = await reserveInGroup(api, stayUnix(roomA.id));
    const second = await reserveInGroup(api, stayUnix(roomB.id), parent);
    const g = (await api.get(`/api/v2/booking/group/${parent}/`)).json();
    const versionOf = (id: number) => g.child_list.find((c: { id: number }) => c.id === id)?.version;
    const saved = await api.put(`/api/v2/booking/group/${parent}/`, {
      clients: [{ ...guest, first_name: 'Группа', last_name: 'Алтын', email: 'altyn@example.com' }],
      version: g.version,
      child_list: [
        { id: parent, room: roomA.id, ...stayLocal, version: versionOf(parent) },
        { id: second, room: roomB.id, ...stayLocal, version: versionOf(second) },
      ],
    });
    expect(saved.statusCode, saved.body).toBe(200);

    const stale = await api.post(`/api/v2/booking/group/${parent}/send-email/`, { version: g.version });
    expect(stale.statusCode).toBe(400);
    expect(stale.json()).toEqual({ error: 'Сохраните изменения!', field: 'version' });
    const notParent = await api.post(`/api/v2/booking/group/${second}/send-email/`, {
      version: saved.json().version,
    });
    expect(notParent.statusCode).toBe(404);

    const res = await api.post(`/api/v2/booking/group/${parent}/send-email/`, {
      version: saved.json().version,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().mail).toMatchObject({
      booking: parent,
      is_group: true,
      to: 'altyn@example.com',
      status: 'sent',
    });
    const parsed = await PostalMime.parse(smtp.received.at(-1)!.raw);
    expect(parsed.subject).toBe(`Подтверждение бронирования №${await numberOf(parent)} — Бурабай`);
    const text = await pdfText(Buffer.from(parsed.attachments[0]!.content as ArrayBuffer));
    expect(text).toContain(`Подтверждение групповой брони № ${await numberOf(parent)}`);
  });
});

/** A fresh session of the same clerk (each app reads sessions from the shared database). */
async function loginAgain() {
  const me = (await api.get('/api/v2/user/employees/profile/')).json();
  return login(app, me.email, TEST_PASSWORD);
}

describe('what cannot be sent', () => {
  it('refuses an editor with unsaved changes, a draft and a guest without e-mail, logging nothing', async () => {
    const before = await mailCount();
    const { id, version } = await savedBooking();
    const stale = await send(api, id, version - 1);
    expect(stale.statusCode).toBe(400);
    expect(stale.json()).toEqual({ error: 'Сохраните изменения!', field: 'version' });
    const missing = await api.post(`/api/v2/booking/${id}/send-email/`, {});
    expect(missing.statusCode).toBe(400);
    expect(missing.json().field).toBe('version');

    const room = await newRoom();
    const draft = (await api.post('/api/booking/', stayUnix(room.id))).json();
    const draftRes = await send(
      api,
      draft.id,
      (await api.get(`/api/v2/booking/${draft.id}/`)).json().version,
    );
    expect(draftRes.statusCode).toBe(400);
    expect(draftRes.json().error).toBe('Сохраните изменения!');

    const noEmail = await savedBooking([{ ...guest, email: '' }]);
    const noEmailRes = await send(api, noEmail.id, noEmail.version);
    expect(noEmailRes.statusCode).toBe(400);
    expect(noEmailRes.json()).toEqual({ error: 'Введите email и сохраните!', field: 'email' });

    // A single booking on the group path is a group mode not saved yet.
    const single = await send(api, id, version);
    expect(single.statusCode).toBe(200);
    const viaGroup = await api.post(`/api/v2/booking/group/${id}/send-email/`, { version });
    expect(viaGroup.statusCode).toBe(400);
    expect(viaGroup.json().error).toBe('Сохраните изменения!');
    expect(await mailCount()).toBe(before + 1);
  });

  it("keeps another company's bookings and mail out of reach (404)", async () => {
    const { id, version } = await savedBooking();
    expect((await send(stranger, id, version)).statusCode).toBe(404);
    const mine = (await send(api, id, version)).json().mail.id as number;
    for (const path of [`${mine}/`, `${mine}/raw/`, `${mine}/attachments/0/`]) {
      const res = await stranger.get(`/api/v2/mail/${path}`);
      expect(res.statusCode, path).toBe(404);
      expect(res.json().error).toBe('Письмо не найдено');
    }
    expect((await stranger.post(`/api/v2/mail/${mine}/retry/`)).statusCode).toBe(404);
    expect((await stranger.get('/api/v2/mail/')).json()).toEqual({ count: 0, results: [] });
  });
});

describe('the built-in outbox (no SMTP_URL)', () => {
  it('stores the delivered message, and the outbox calls read it back', async () => {
    const { id, version } = await savedBooking();
    const number = await numberOf(id);
    const res = await send(viaOutbox, id, version);
    expect(res.statusCode, res.body).toBe(200);
    const mail = res.json().mail;
    expect(mail.response).toMatch(/^250 Message stored in the outbox as #\d+$/);

    const [stored] = await t.database.db
      .select()
      .from(outboxMessages)
      .where(eq(outboxMessages.messageId, mail.message_id));
    expect(stored).toMatchObject({ mailFrom: 'hotel@burabay.kz', rcptTo: ['aigul@example.com'] });

    const raw = await viaOutbox.get(`/api/v2/mail/${mail.id}/raw/`);
    expect(raw.statusCode).toBe(200);
    expect(raw.headers['content-type']).toBe('message/rfc822');
    expect(raw.headers['content-disposition']).toContain(`mail-${mail.id}.eml`);
    expect(raw.rawPayload.equals(stored!.raw)).toBe(true);

    const detail = await viaOutbox.get(`/api/v2/mail/${mail.id}/`);
    expect(detail.statusCode).toBe(200);
    expect(detail.json()).toMatchObject({
      id: mail.id,
      status: 'sent',
      headers: {
        from: 'Бурабай <hotel@burabay.kz>',
        to: 'Серикова Айгуль <aigul@example.com>',
        subject: `Подтверждение бронирования №${number} — Бурабай`,
        message_id: mail.message_id,
      },
      text: 'Здравствуйте!',
      attachments: [
        { index: 0, filename: `Подтверждение брони №${number}.pdf`, content_type: 'application/pdf' },
      ],
    });
    const attachment = await viaOutbox.get(`/api/v2/mail/${mail.id}/attachments/0/`);
    expect(attachment.statusCode).toBe(200);
    expect(attachment.headers['content-type']).toBe('application/pdf');
    expect(attachment.headers['content-disposition']).toContain(
      encodeURIComponent(`Подтверждение брони №${number}.pdf`),
    );
    // The same header helper as every download: the plain name in Latin, not underscores.
    expect(asciiName(attachment.headers['content-disposition'])).toBe(`Podtverzhdenie broni No${number}.pdf`);
    expect(await pdfText(attachment.rawPayload)).toContain(`Подтверждение бронирования № ${number}`);
    expect((await viaOutbox.get(`/api/v2/mail/${mail.id}/attachments/1/`)).statusCode).toBe(404);

    // Newest first, one page at a time, narrowed to a booking.
    const page = (await viaOutbox.get('/api/v2/mail/?page[number]=1&page[size]=2')).json();
    expect(page.results).toHaveLength(2);
    expect(page.results[0].id).toBe(mail.id);
    expect(page.results[0].id).toBeGreaterThan(page.results[1].id);
    const ofBooking = (await viaOutbox.get(`/api/v2/mail/?booking=${id}`)).json();
    expect(ofBooking.results.map((m: { id: number }) => m.id)).toEqual([mail.id]);
    // The same by the number staff see and type in the outbox's filter.
    const ofNumber = (await viaOutbox.get(`/api/v2/mail/?booking_number=${number}`)).json();
    expect(
      ofNumber.results.map((m: { id: number; booking_number: number }) => [m.id, m.booking_number]),
    ).toEqual([[mail.id, number]]);
    expect((await viaOutbox.get('/api/v2/mail/?status=lost')).statusCode).toBe(400);
  });
});
