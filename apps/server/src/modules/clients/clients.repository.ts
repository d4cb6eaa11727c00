/**
 * Client records of a property, reused across bookings: the editor's autocomplete searches them and a
 * saved booking either links an existing record (by id, updating it) or creates a new one.
 */
import type { ClientInput, Gender } from '@pms/domain';
import { and, asc, desc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { pageQuery } from '../../db/page-query.ts';
import { bookingClients, clients } from '../../db/schema.ts';
import { matches } from '../../db/search-pattern.ts';

export type ClientRow = typeof clients.$inferSelect;

const columns = (c: ClientInput) => ({
  firstName: c.first_name,
  lastName: c.last_name,
  middleName: c.middle_name,
  phoneNumber: c.phone_number,
  email: c.email,
  documentNumber: c.document_number,
  idCard: c.id_card,
  gender: c.gender ?? null,
  comment: c.comment,
});

export const clientsRepository = {
  async page(db: Db, companyId: number, q: { offset: number; limit: number; search?: string }) {
    const where = and(
      eq(clients.companyId, companyId),
      q.search ? matches(clients.searchText, q.search) : undefined,
    );
    return pageQuery(db, clients, {
      where,
      orderBy: [desc(clients.createdAt), asc(clients.id)],
      offset: q.offset,
      limit: q.limit,
    });
  },

  findMany: (db: Db, companyId: number, ids: number[]) =>
    ids.length === 0
      ? Promise.resolve([] as ClientRow[])
      : db
          .select()
          .from(clients)
          .where(and(eq(clients.companyId, companyId), inArray(clients.id, ids))),

  /** Updates the record with `id` (it must be the company's) or inserts a new one; returns its id. */
  async save(db: Db, companyId: number, input: ClientInput): Promise<number | null> {
    const [row] = await clientsRepository.saveStatement(db, companyId, input);
    return row?.id ?? null;
  },

  /**
   * The statement `save` runs, answering `{id}`: an update of the company's record `input.id` (no row when
   * it is not the company's), else an insert. A sale embeds it in its own statement (leisure recordSale).
   */
  saveStatement: (db: Db, companyId: number, input: ClientInput) =>
    input.id
      ? db
          .update(clients)
          .set(columns(input))
          .where(and(eq(clients.companyId, companyId), eq(clients.id, input.id)))
          .returning({ id: clients.id })
      : db
          .insert(clients)
          .values({ companyId, ...columns(input) })
          .returning({ id: clients.id }),

  /** The booking's guests in their order; the first is the main guest shown on the calendar. */
  ofBooking: (db: Db, bookingId: number) =>
    db
      .select({ client: clients, position: bookingClients.position })
      .from(bookingClients)
      .innerJoin(clients, eq(clients.id, bookingClients.clientId))
      .where(eq(bookingClients.bookingId, bookingId))
      .orderBy(asc(bookingClients.position)),

  async link(db: Db, bookingId: number, clientIds: number[]) {
    await db.delete(bookingClients).where(eq(bookingClients.bookingId, bookingId));
    if (clientIds.length === 0) return;
    await db
      .insert(bookingClients)
      .values(clientIds.map((clientId, position) => ({ bookingId, clientId, position })));
  },
};

export function presentClient(c: ClientRow) {
  return {
    id: c.id,
    first_name: c.firstName,
    last_name: c.lastName,
    middle_name: c.middleName,
    phone_number: c.phoneNumber,
    email: c.email,
    document_number: c.documentNumber,
    id_card: c.idCard,
    gender: c.gender as Gender | null,
    comment: c.comment,
  };
}
