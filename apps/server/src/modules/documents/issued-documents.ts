/**
 * Issuing a document: a number without gaps per company, kind and year, the data printed and the file,
 * all in the one transaction that records it. A document whose data has not changed since it was last
 * issued is that document again (a reprinted КО-1 is the same КО-1); changed data gets a new number.
 * Renderers stay pure (render/): they get the data and the number, and answer a buffer.
 */
import { createHash, randomBytes } from 'node:crypto';
import { toLocal } from '@pms/domain';
import type { FastifyRequest } from 'fastify';
import type { Db } from '../../db/client.ts';
import type { issuedDocuments } from '../../db/schema.ts';
import { write } from '../../db/write.ts';
import type { Actor } from '../../http/actor.ts';
import { AppError, notFound } from '../../http/errors.ts';
import { issuedDocumentsRepository } from './issued-documents.repository.ts';

export const documentKinds = [
  'confirmation',
  'coupons',
  'receipt',
  'expense',
  'invoice',
  'register',
  'cash_report',
  'leisure_ticket',
] as const;
export type DocumentKind = (typeof documentKinds)[number];

export interface Rendered {
  content: Buffer;
  fileName: string;
  contentType: string;
}

/** What a renderer prints besides the data: the document's number and when it was issued. */
export interface Issue {
  number: number;
  issuedAt: Date;
}

export interface IssueRequest {
  kind: DocumentKind;
  /** The booking (a group's parent), the payment or the leisure order it is about; none for a register. */
  bookingId?: number;
  paymentId?: number;
  leisureOrderId?: number;
  /** The data printed, as plain JSON: equal data reprints the last document of this kind and subject. */
  snapshot: unknown;
  render: (issue: Issue) => Promise<Rendered> | Rendered;
}

export type IssuedDocument = typeof issuedDocuments.$inferSelect & { reused: boolean };

/** How long a link opens its document. */
export const LINK_LIFETIME_MS = 24 * 60 * 60 * 1000;

const sha256 = (text: string | Buffer) => createHash('sha256').update(text).digest('hex');

/** JSON with keys sorted, so equal data hashes equally whatever order it was built in. */
function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (value && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, v]) => v !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonical(v)}`).join(',')}}`;
  }
  return JSON.stringify(value ?? null);
}

/** The year a document is issued in: the property's, not the server's. */
const yearAt = (at: Date, timeZone: string) =>
  Number(toLocal(Math.floor(at.getTime() / 1000), timeZone).date.slice(0, 4));

/** Who issues: an employee in a company, or the nightly SFTP export, which has no employee. */
export type Issuer = Pick<Actor, 'companyId' | 'timeZone'> & { employeeId: number | null };

export async function issueDocument(db: Db, actor: Issuer, req: IssueRequest): Promise<IssuedDocument> {
  const snapshot = JSON.parse(canonical(req.snapshot));
  const snapshotHash = sha256(canonical(req.snapshot));
  return write(db, actor, async (tx) => {
    const issuedAt = new Date();
    const year = yearAt(issuedAt, actor.timeZone);
    const key = { companyId: actor.companyId, kind: req.kind, year };
    // Lock the kind's counter first: a second issue of the same document waits here and then finds
    // the first one's row instead of taking a number of its own.
    await issuedDocumentsRepository.lockCounter(tx, key);
    const last = await issuedDocumentsRepository.lastIssued(tx, actor.companyId, req.kind, req);
    if (last && last.snapshotHash === snapshotHash) return { ...last, reused: true };

    const number = await issuedDocumentsRepository.nextNumber(tx, key);
    const rendered = await req.render({ number, issuedAt });
    const row = await issuedDocumentsRepository.insertDocument(tx, {
      ...key,
      number,
      bookingId: req.bookingId ?? null,
      paymentId: req.paymentId ?? null,
      leisureOrderId: req.leisureOrderId ?? null,
      snapshot,
      snapshotHash,
      fileName: rendered.fileName,
      contentType: rendered.contentType,
      content: rendered.content,
      createdBy: actor.employeeId,
      createdAt: issuedAt,
    });
    return { ...row, reused: false };
  });
}

/** A new link to a document of the actor's company, open for LINK_LIFETIME_MS; answers its token. */
export async function linkTo(db: Db, actor: Actor, documentId: number): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  await write(db, actor, (tx) =>
    issuedDocumentsRepository.insertLink(tx, {
      tokenHash: sha256(token),
      companyId: actor.companyId,
      documentId,
      expiresAt: new Date(Date.now() + LINK_LIFETIME_MS),
    }),
  );
  return token;
}

/** The link as staff and guests open it: PUBLIC_URL or a trusted proxy's host, never the Host header. */
export function documentUrl(req: FastifyRequest, token: string): string {
  return `${req.server.publicOrigin(req)}/api/v2/documents/${token}/`;
}

/** Issues (or finds) a document and answers a fresh link to it. */
export async function issueAndLink(db: Db, actor: Actor, req: FastifyRequest, issue: IssueRequest) {
  const doc = await issueDocument(db, actor, issue);
  return { document: doc, url: documentUrl(req, await linkTo(db, actor, doc.id)) };
}

/** The document a link opens; 404 for a token never issued, 410 once it has expired. */
export async function documentOfLink(db: Db, token: string) {
  const row = await issuedDocumentsRepository.documentOfLink(db, sha256(token));
  if (!row) throw notFound('Документ не найден');
  if (row.expiresAt.getTime() <= Date.now()) {
    throw new AppError(410, 'Ссылка устарела: сформируйте документ заново');
  }
  return row.document;
}
