/** The channel blocks' SQL; a block's holds are the holds repository's. */
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { blocks } from '../../../db/schema.ts';

export type BlockRow = typeof blocks.$inferSelect;

export const blocksRepository = {
  /** The company's block `id`, locked for its change when `lock`, or nothing. */
  async find(db: Db, companyId: number, id: number, lock = false) {
    const q = db
      .select()
      .from(blocks)
      .where(and(eq(blocks.companyId, companyId), eq(blocks.id, id)));
    const [row] = await (lock ? q.for('update') : q);
    return row;
  },

  async insert(db: Db, values: typeof blocks.$inferInsert) {
    const [row] = await db.insert(blocks).values(values).returning();
    return row!;
  },

  async setPeriod(db: Db, id: number, start: Date, end: Date) {
    const [row] = await db.update(blocks).set({ start, end }).where(eq(blocks.id, id)).returning();
    return row!;
  },

  delete: (db: Db, id: number) => db.delete(blocks).where(eq(blocks.id, id)),

  /** Names the draft made from the block (null: none, the block is free). */
  setDraft: (db: Db, id: number, bookingId: number | null) =>
    db.update(blocks).set({ bookingId }).where(eq(blocks.id, id)),

  /** The block the company's draft `bookingId` was made from, freed of it (booking_id null), or nothing. */
  async releaseOfDraft(db: Db, companyId: number, bookingId: number) {
    const [row] = await db
      .update(blocks)
      .set({ bookingId: null })
      .where(and(eq(blocks.companyId, companyId), eq(blocks.bookingId, bookingId)))
      .returning();
    return row;
  },

  /** The block the company's draft `bookingId` was made from, deleted (its holds go with it), or nothing. */
  async deleteOfDraft(db: Db, companyId: number, bookingId: number) {
    const [row] = await db
      .delete(blocks)
      .where(and(eq(blocks.companyId, companyId), eq(blocks.bookingId, bookingId)))
      .returning();
    return row;
  },
};
