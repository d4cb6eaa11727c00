/**
 * The documents' register: gapless numbers per company, kind and year; the same data reprints the same
 * document; changed data gets the next number; a failed render leaves no number used; links open the
 * document without a session, and stop opening when they expire.
 */
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { documentLinks, issuedDocuments } from '../../db/schema.ts';
import type { Actor } from '../../http/actor.ts';
import { buildBooking, buildCategory, buildRoom } from '../../test/factories.ts';
import { signInElsewhere, startWorld, stopWorld, type TestDb } from '../../test/harness.ts';
import { type IssueRequest, issueDocument, linkTo } from './issued-documents.ts';

let t: TestDb;
let app: FastifyInstance;
let actor: Actor;
let other: Actor;
let bookingId: number;

const actorIn = (companyId: number, employeeId: number): Actor => ({
  employeeId,
  companyId,
  companyName: 'Тест',
  role: 'owner',
  timeZone: 'Asia/Almaty',
  checkInTime: '14:00',
  checkOutTime: '12:00',
  requiredFields: [],
});

beforeAll(async () => {
  const world = await startWorld();
  ({ t, app } = world);
  const db = t.database.db;
  actor = actorIn(world.companyId, world.employee.id);
  const room = await buildRoom(db, world.companyId, (await buildCategory(db, world.companyId)).id, '101');
  bookingId = (await buildBooking(db, room)).id;
  const elsewhere = await signInElsewhere(t, app);
  other = actorIn(elsewhere.companyId, world.employee.id);
});
afterAll(() => stopWorld({ t, app }));

const confirmation = (snapshot: unknown, seen: number[] = []): IssueRequest => ({
  kind: 'confirmation',
  bookingId,
  snapshot,
  render: ({ number }) => {
    seen.push(number);
    return {
      content: Buffer.from(`%PDF confirmation ${number}`),
      fileName: `Подтверждение №${number}.pdf`,
      contentType: 'application/pdf',
    };
  },
});

describe('issuing documents', () => {
  it('numbers without gaps, reprints unchanged data, and gives changed data the next number', async () => {
    const db = t.database.db;
    const first = await issueDocument(db, actor, confirmation({ total: '15000.00', guests: ['Ким'] }));
    const again = await issueDocument(db, actor, confirmation({ guests: ['Ким'], total: '15000.00' }));
    expect(again).toMatchObject({ id: first.id, number: first.number, reused: true });
    const changed = await issueDocument(db, actor, confirmation({ total: '17000.00', guests: ['Ким'] }));
    expect(changed).toMatchObject({ number: first.number + 1, reused: false });
    // Another kind and another company count on their own.
    const invoice = await issueDocument(db, actor, { ...confirmation({ x: 1 }), kind: 'invoice' });
    expect(invoice.number).toBe(1);
    const theirs = await issueDocument(db, other, { ...confirmation({ x: 1 }), bookingId: undefined });
    expect(theirs.number).toBe(1);
  });

  it('takes no number when rendering fails', async () => {
    const db = t.database.db;
    const failing: IssueRequest = {
      ...confirmation({ total: 'broken' }),
      render: () => {
        throw new Error('render failed');
      },
    };
    const before = await db.select().from(issuedDocuments).where(eq(issuedDocuments.kind, 'confirmation'));
    await expect(issueDocument(db, actor, failing)).rejects.toThrow('render failed');
    const next = await issueDocument(db, actor, confirmation({ total: '19000.00' }));
    const numbers = before.filter((d) => d.companyId === actor.companyId).map((d) => d.number);
    expect(next.number).toBe(Math.max(...numbers) + 1);
  });

  it('gives two concurrent issues of the same data one document', async () => {
    const db = t.database.db;
    const seen: number[] = [];
    const [a, b] = await Promise.all([
      issueDocument(db, actor, confirmation({ total: '21000.00' }, seen)),
      issueDocument(db, actor, confirmation({ total: '21000.00' }, seen)),
    ]);
    expect(a.id).toBe(b.id);
    expect(seen).toHaveLength(1);
  });
});

describe('document links', () => {
  it('open the document without a session, as PDF inline, until they expire', async () => {
    const db = t.database.db;
    const doc = await issueDocument(db, actor, confirmation({ total: '23000.00' }));
    const token = await linkTo(db, actor, doc.id);
    const res = await app.inject({ method: 'GET', url: `/api/v2/documents/${token}/` });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toContain(
      encodeURIComponent(`Подтверждение №${doc.number}.pdf`),
    );
    expect(res.body).toBe(`%PDF confirmation ${doc.number}`);

    await db
      .update(documentLinks)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(documentLinks.documentId, doc.id));
    const expired = await app.inject({ method: 'GET', url: `/api/v2/documents/${token}/` });
    expect(expired.statusCode).toBe(410);
    expect(expired.json().error).toBe('Ссылка устарела: сформируйте документ заново');
  });

  it('answer 404 for a token never issued', async () => {
    const res = await app.inject({ method: 'GET', url: `/api/v2/documents/${'A'.repeat(43)}/` });
    expect(res.statusCode).toBe(404);
    expect((await app.inject({ method: 'GET', url: '/api/v2/documents/short/' })).statusCode).toBe(400);
  });
});
