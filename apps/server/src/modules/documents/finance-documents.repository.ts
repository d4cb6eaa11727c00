/** The reads the payment documents need beyond the booking's own view: a payment, and a channel's kind. */
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { employees, payments, paymentTypes, salesChannels } from '../../db/schema.ts';

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
};
