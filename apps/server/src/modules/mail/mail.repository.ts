/** Queries of the send log (mail_messages); every one filters on the company. */
import { and, count, desc, eq, inArray, lt, or, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { bookings, employees, type MailAttempt, mailMessages } from '../../db/schema.ts';

export type MailStatus = 'sending' | 'sent' | 'refused' | 'failed';

/** A send left 'sending' this long was cut short (its attempt times out well before): it may be retried. */
const STUCK_AFTER = sql`interval '5 minutes'`;

/** The log's columns without the raw message, with the name of who sent it. */
const listColumns = {
  id: mailMessages.id,
  companyId: mailMessages.companyId,
  bookingId: mailMessages.bookingId,
  bookingNumber: bookings.number,
  isGroup: mailMessages.isGroup,
  fromAddress: mailMessages.fromAddress,
  toAddress: mailMessages.toAddress,
  subject: mailMessages.subject,
  messageId: mailMessages.messageId,
  status: mailMessages.status,
  response: mailMessages.response,
  error: mailMessages.error,
  attempts: mailMessages.attempts,
  attemptLog: mailMessages.attemptLog,
  createdBy: mailMessages.createdBy,
  createdAt: mailMessages.createdAt,
  updatedAt: mailMessages.updatedAt,
  creatorFirstName: employees.firstName,
  creatorLastName: employees.lastName,
};

/** The message's booking, for its number; in the message's company. */
const ofBooking = and(
  eq(bookings.id, mailMessages.bookingId),
  eq(bookings.companyId, mailMessages.companyId),
);

export type MailRow = NonNullable<Awaited<ReturnType<typeof mailRepository.find>>>;

export const mailRepository = {
  async insert(tx: Db, values: typeof mailMessages.$inferInsert) {
    const [row] = await tx.insert(mailMessages).values(values).returning({ id: mailMessages.id });
    return row!.id;
  },

  async find(db: Db, companyId: number, id: number) {
    const [row] = await db
      .select(listColumns)
      .from(mailMessages)
      .leftJoin(employees, eq(employees.id, mailMessages.createdBy))
      .leftJoin(bookings, ofBooking)
      .where(and(eq(mailMessages.companyId, companyId), eq(mailMessages.id, id)));
    return row;
  },

  async raw(db: Db, companyId: number, id: number) {
    const [row] = await db
      .select({ raw: mailMessages.raw, messageId: mailMessages.messageId })
      .from(mailMessages)
      .where(and(eq(mailMessages.companyId, companyId), eq(mailMessages.id, id)));
    return row;
  },

  /** Newest first. */
  async page(
    db: Db,
    companyId: number,
    filter: { status?: MailStatus[]; bookingId?: number; bookingNumber?: number },
    window: { offset: number; limit: number },
  ) {
    const conditions: SQL[] = [eq(mailMessages.companyId, companyId)];
    if (filter.status?.length) conditions.push(inArray(mailMessages.status, filter.status));
    if (filter.bookingId !== undefined) conditions.push(eq(mailMessages.bookingId, filter.bookingId));
    if (filter.bookingNumber !== undefined)
      conditions.push(
        sql`${mailMessages.bookingId} = (select b.id from bookings b
          where b.company_id = ${companyId} and b.number = ${filter.bookingNumber})`,
      );
    const where = and(...conditions);
    const [rows, [total]] = await Promise.all([
      db
        .select(listColumns)
        .from(mailMessages)
        .leftJoin(employees, eq(employees.id, mailMessages.createdBy))
        .leftJoin(bookings, ofBooking)
        .where(where)
        .orderBy(desc(mailMessages.id))
        .offset(window.offset)
        .limit(window.limit),
      db.select({ n: count() }).from(mailMessages).where(where),
    ]);
    return { rows, count: total?.n ?? 0 };
  },

  /**
   * Takes an undelivered message for a new attempt: refused or failed, or 'sending' for longer than any
   * attempt lasts. One conditional update, so two clerks pressing 'Повторить' at once send it once.
   */
  async claimForRetry(tx: Db, companyId: number, id: number) {
    const [row] = await tx
      .update(mailMessages)
      .set({ status: 'sending', updatedAt: new Date() })
      .where(
        and(
          eq(mailMessages.companyId, companyId),
          eq(mailMessages.id, id),
          or(
            inArray(mailMessages.status, ['refused', 'failed']),
            and(eq(mailMessages.status, 'sending'), lt(mailMessages.updatedAt, sql`now() - ${STUCK_AFTER}`)),
          ),
        ),
      )
      .returning({ raw: mailMessages.raw, from: mailMessages.fromAddress, to: mailMessages.toAddress });
    return row;
  },

  /** Records how an attempt ended and appends it to the message's attempt log. */
  async recordAttempt(tx: Db, id: number, attempt: MailAttempt) {
    await tx
      .update(mailMessages)
      .set({
        status: attempt.status,
        response: attempt.response,
        error: attempt.error,
        attempts: sql`${mailMessages.attempts} + 1`,
        attemptLog: sql`${mailMessages.attemptLog} || ${JSON.stringify([attempt])}::jsonb`,
        updatedAt: new Date(),
      })
      .where(eq(mailMessages.id, id));
  },
};
