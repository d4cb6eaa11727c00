/**
 * The addressee's side of account mail in tests: what the built-in outbox (the app's own SMTP server when
 * SMTP_URL is unset) received for an address, read as the person holding that mailbox would read it.
 */
import { asc, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/client.ts';
import { outboxMessages } from '../db/schema.ts';
import { readMessage } from '../smtp/read-message.ts';

/** Every message delivered to `address`, oldest first, with its subject and text. */
export async function inbox(db: Db, address: string) {
  const rows = await db
    .select({ raw: outboxMessages.raw })
    .from(outboxMessages)
    .where(sql`${outboxMessages.rcptTo} @> ${JSON.stringify([address.toLowerCase()])}::jsonb`)
    .orderBy(asc(outboxMessages.id));
  return Promise.all(rows.map(async (r) => readMessage(r.raw)));
}

/** The token of the newest invitation link mailed to `address` (the part after '/invite#'). */
export async function invitationToken(db: Db, address: string) {
  const mails = await inbox(db, address);
  const link = mails
    .map((m) => /\/invite#([\w-]+)/.exec(m.text)?.[1])
    .filter(Boolean)
    .at(-1);
  if (!link) throw new Error(`no invitation link was mailed to ${address}`);
  return link;
}

/** The newest e-mail change code mailed to `address`. */
export async function emailCode(db: Db, address: string) {
  const code = (await inbox(db, address))
    .map((m) => /Код подтверждения: (\d{6})/.exec(m.text)?.[1])
    .filter(Boolean)
    .at(-1);
  if (!code) throw new Error(`no code was mailed to ${address}`);
  return code;
}

/**
 * The invitee opens the newest invitation link mailed to `address` and sets `password`: how an invited
 * address becomes an account one can sign in to. Answers the session, as a login does.
 */
export async function joinByLink(app: FastifyInstance, db: Db, address: string, password: string) {
  const token = await invitationToken(db, address);
  const res = await app.inject({
    method: 'POST',
    url: '/api/v2/auth/invitation/accept/',
    payload: { token, password },
  });
  if (res.statusCode !== 200) throw new Error(`joining by the link failed: ${res.statusCode} ${res.body}`);
  return res.json() as { token: string; company_id: number | null };
}
