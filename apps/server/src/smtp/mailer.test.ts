/**
 * The transport against real SMTP servers: one the test starts (accepting, refusing with 5xx or 4xx,
 * stopped) and the built-in outbox the mailer starts itself when SMTP_URL is unset.
 */
import { createConnection } from 'node:net';
import { eq } from 'drizzle-orm';
import PostalMime from 'postal-mime';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outboxMessages } from '../db/schema.ts';
import { createTestDb, type TestDb } from '../test/harness.ts';
import { composeMail } from './compose.ts';
import { Mailer } from './mailer.ts';
import { startTestSmtpServer, type TestSmtpServer } from './test-smtp-server.ts';

let t: TestDb;
let smtp: TestSmtpServer;
const errors: unknown[] = [];
const log = (err: unknown) => errors.push(err);

const message = () =>
  composeMail({
    from: { name: 'Отель «Бурабай»', address: 'hotel@example.com' },
    to: { name: 'Серикова Айгуль', address: 'guest@example.com' },
    subject: 'Подтверждение бронирования №7',
    text: 'Здравствуйте, Айгуль!\nЖдём вас.',
    attachments: [
      { filename: 'Подтверждение.pdf', content: Buffer.from('%PDF-1.4'), contentType: 'application/pdf' },
    ],
  });

/** Whether anything listens on a loopback port. */
const listening = (port: number) =>
  new Promise<boolean>((resolve) => {
    const socket = createConnection({ host: '127.0.0.1', port });
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });

beforeAll(async () => {
  t = await createTestDb();
  smtp = await startTestSmtpServer();
});
afterAll(async () => {
  await smtp.stop();
  await t.dispose();
});

describe('delivery to SMTP_URL', () => {
  let mailer: Mailer;
  beforeAll(async () => {
    mailer = new Mailer({ smtpUrl: smtp.url, db: t.database.db, log });
    await mailer.start();
  });
  afterAll(() => mailer.stop());

  it('hands the server the composed bytes unchanged, to the envelope', async () => {
    smtp.refuse(null);
    const mail = await message();
    const delivery = await mailer.deliver(mail.envelope, mail.raw);
    expect(delivery).toEqual({ status: 'sent', response: `250 Accepted as test-${smtp.received.length}` });
    const got = smtp.received.at(-1)!;
    expect(got).toMatchObject({ from: 'hotel@example.com', to: ['guest@example.com'] });
    expect(got.raw.equals(mail.raw)).toBe(true);
    const parsed = await PostalMime.parse(got.raw);
    expect(parsed.subject).toBe('Подтверждение бронирования №7');
    expect(parsed.from).toMatchObject({ name: 'Отель «Бурабай»', address: 'hotel@example.com' });
    expect(parsed.messageId).toBe(mail.messageId);
    expect(parsed.attachments.map((a) => a.filename)).toEqual(['Подтверждение.pdf']);
  });

  it('records a 5xx as refused, with the server answer', async () => {
    const mail = await message();
    smtp.refuse({ at: 'rcpt', answer: '550 5.1.1 Mailbox unavailable' });
    expect(await mailer.deliver(mail.envelope, mail.raw)).toEqual({
      status: 'refused',
      response: '550 5.1.1 Mailbox unavailable',
      reason: 'почтовый сервер отклонил адрес получателя или отправителя (550 5.1.1 Mailbox unavailable)',
    });
    smtp.refuse({ at: 'data', answer: '554 5.7.1 Message rejected as spam' });
    expect(await mailer.deliver(mail.envelope, mail.raw)).toMatchObject({
      status: 'refused',
      reason: 'почтовый сервер отклонил письмо (554 5.7.1 Message rejected as spam)',
    });
  });

  it('records a temporary 4xx as failed: worth a retry', async () => {
    const mail = await message();
    smtp.refuse({ at: 'data', answer: '451 4.3.0 Try again later' });
    expect(await mailer.deliver(mail.envelope, mail.raw)).toMatchObject({
      status: 'failed',
      response: '451 4.3.0 Try again later',
      reason: expect.stringMatching(
        /^почтовый сервер временно не принял письмо.*\(451 4\.3\.0 Try again later\)$/,
      ),
    });
    smtp.refuse(null);
  });

  it('records a server that is not running as failed, with the network reason', async () => {
    const stopped = await startTestSmtpServer();
    await stopped.stop();
    const down = new Mailer({ smtpUrl: stopped.url, db: t.database.db, log });
    await down.start();
    const mail = await message();
    const delivery = await down.deliver(mail.envelope, mail.raw);
    await down.stop();
    expect(delivery).toMatchObject({ status: 'failed', response: null });
    expect(delivery.status !== 'sent' && delivery.reason).toMatch(
      /^почтовый сервер не принимает соединения \(.*ECONNREFUSED/,
    );
  });
});

describe('the built-in outbox (no SMTP_URL)', () => {
  it('is a real SMTP server on loopback that stores each message byte for byte, and stops with the app', async () => {
    const mailer = new Mailer({ db: t.database.db, log });
    await mailer.start();
    expect(mailer.kind).toBe('outbox');
    const port = mailer.outboxPort!;
    expect(await listening(port)).toBe(true);
    const mail = await message();
    const delivery = await mailer.deliver(mail.envelope, mail.raw);
    expect(delivery).toMatchObject({
      status: 'sent',
      response: expect.stringMatching(/^250 Message stored in the outbox as #\d+$/),
    });
    const [stored] = await t.database.db
      .select()
      .from(outboxMessages)
      .where(eq(outboxMessages.messageId, mail.messageId));
    expect(stored).toMatchObject({ mailFrom: 'hotel@example.com', rcptTo: ['guest@example.com'] });
    expect(stored!.raw.equals(mail.raw)).toBe(true);
    await mailer.stop();
    expect(await listening(port)).toBe(false);
    expect(errors).toEqual([]);
  });
});
