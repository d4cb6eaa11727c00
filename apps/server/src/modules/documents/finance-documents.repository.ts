/**
 * The reads the payment documents need beyond the booking's own view: a payment, a channel's kind, and
 * the organisations invoiced before.
 */
import { and, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { employees, issuedDocuments, payments, paymentTypes, salesChannels } from '../../db/schema.ts';

/** How many of the latest invoices to organisations are read for the organisations they name. */
const RECENT_ORGANISATION_INVOICES = 500;

export const financeDocumentsRepository = {
  /** The company's payment: its booking or leisure order, its method and the employee who took it (the cashier). */
  async payment(db: Db, companyId: number, id: number) {
    const [row] = await db
      .select({
        bookingId: payments.bookingId,
        leisureOrderId: payments.leisureOrderId,
        method: { name: paymentTypes.name, kind: paymentTypes.kind },
        cashier: { firstName: employees.firstName, lastName: employees.lastName },
      })
      .from(payments)
      .leftJoin(employees, eq(employees.id, payments.createdBy))
      .leftJoin(paymentTypes, eq(paymentTypes.id, payments.paymentMethodId))
      .where(and(eq(payments.companyId, companyId), eq(payments.id, id)));
    return row;
  },

  /** The company's sales channel: its name and kind (corporate, tour_operator, ota, direct). */
  async channel(db: Db, companyId: number, id: number) {
    const [row] = await db
      .select({ name: salesChannels.name, kind: salesChannels.kind })
      .from(salesChannels)
      .where(and(eq(salesChannels.companyId, companyId), eq(salesChannels.id, id)));
    return row;
  },

  /**
   * The organisations the company's latest invoices were made out to, newest first, as each invoice
   * keeps them (its snapshot's `organisation`).
   */
  async invoicedOrganisations(db: Db, companyId: number) {
    const organisation = sql<{
      name: string;
      bin: string;
      address: string;
    }>`${issuedDocuments.snapshot} -> 'organisation'`;
    return db
      .select({ organisation })
      .from(issuedDocuments)
      .where(
        and(
          eq(issuedDocuments.companyId, companyId),
          eq(issuedDocuments.kind, 'invoice'),
          sql`${issuedDocuments.snapshot} -> 'organisation' is not null`,
        ),
      )
      .orderBy(desc(issuedDocuments.id))
      .limit(RECENT_ORGANISATION_INVOICES);
  },
};
