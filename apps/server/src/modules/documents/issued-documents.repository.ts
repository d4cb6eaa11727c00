/**
 * The gapless document register's SQL: the counters per company, kind and year, the issued documents and
 * the links that open them. The callers hold the transaction (issued-documents.ts): these functions take
 * the transaction's handle as `db` and run in the order they are called.
 */
import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { documentCounters, documentLinks, issuedDocuments } from '../../db/schema.ts';

type CounterKey = { companyId: number; kind: string; year: number };
type IssuedDocumentInsert = typeof issuedDocuments.$inferInsert;
type DocumentLinkInsert = typeof documentLinks.$inferInsert;

/** What a document is about: each of its three subjects, or none. */
export interface DocumentSubject {
  bookingId?: number;
  paymentId?: number;
  leisureOrderId?: number;
}

export const issuedDocumentsRepository = {
  /**
   * Creates the counter at 0 if it is new, or touches it: either way its row is locked until the
   * transaction ends, so a second issue of the same kind waits here.
   */
  async lockCounter(db: Db, key: CounterKey) {
    await db
      .insert(documentCounters)
      .values({ ...key, last: 0 })
      .onConflictDoUpdate({
        target: [documentCounters.companyId, documentCounters.kind, documentCounters.year],
        set: { last: sql`${documentCounters.last}` },
      });
  },

  /** The last document of this kind about exactly this subject (a missing subject is null). */
  async lastIssued(db: Db, companyId: number, kind: string, subject: DocumentSubject) {
    const [last] = await db
      .select()
      .from(issuedDocuments)
      .where(
        and(
          eq(issuedDocuments.companyId, companyId),
          eq(issuedDocuments.kind, kind),
          subject.bookingId === undefined
            ? isNull(issuedDocuments.bookingId)
            : eq(issuedDocuments.bookingId, subject.bookingId),
          subject.paymentId === undefined
            ? isNull(issuedDocuments.paymentId)
            : eq(issuedDocuments.paymentId, subject.paymentId),
          subject.leisureOrderId === undefined
            ? isNull(issuedDocuments.leisureOrderId)
            : eq(issuedDocuments.leisureOrderId, subject.leisureOrderId),
        ),
      )
      .orderBy(desc(issuedDocuments.id))
      .limit(1);
    return last;
  },

  /** Takes the counter's next number (the counter must be locked already). */
  async nextNumber(db: Db, key: CounterKey) {
    const [counter] = await db
      .update(documentCounters)
      .set({ last: sql`${documentCounters.last} + 1` })
      .where(
        and(
          eq(documentCounters.companyId, key.companyId),
          eq(documentCounters.kind, key.kind),
          eq(documentCounters.year, key.year),
        ),
      )
      .returning({ number: documentCounters.last });
    return counter!.number;
  },

  async insertDocument(db: Db, values: IssuedDocumentInsert) {
    const [row] = await db.insert(issuedDocuments).values(values).returning();
    return row!;
  },

  async insertLink(db: Db, values: DocumentLinkInsert) {
    await db.insert(documentLinks).values(values);
  },

  /** The document a link's token hash opens, with when the link expires. */
  async documentOfLink(db: Db, tokenHash: string) {
    const [row] = await db
      .select({ document: issuedDocuments, expiresAt: documentLinks.expiresAt })
      .from(documentLinks)
      .innerJoin(issuedDocuments, eq(issuedDocuments.id, documentLinks.documentId))
      .where(eq(documentLinks.tokenHash, tokenHash))
      .limit(1);
    return row;
  },
};
