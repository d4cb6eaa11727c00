import type { Db } from '../../db/client.ts';
import { payments } from '../../db/schema.ts';

export const paymentsRepository = {
  async insert(db: Db, values: typeof payments.$inferInsert) {
    const [row] = await db.insert(payments).values(values).returning();
    return row!;
  },
};
