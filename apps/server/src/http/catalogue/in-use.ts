/**
 * What keeps a catalogue record from being deleted: rows that refer to it and that history needs. Each
 * check names the first such user in words a manager understands ('бронь №4127'), so the refusal says
 * where to look, and the screen offers to deactivate the record instead.
 */
import { and, asc, eq } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.ts';
import { bookings } from '../../db/schema.ts';

export interface InUse {
  /** The first user of the record `id` in the company, described; undefined when nothing uses it. */
  find: (db: Db, companyId: number, id: number) => Promise<string | undefined>;
}

/**
 * Used when a row of `table` has `ref` = id; `label` describes the first such row by its `name` column
 * (a booking's number, a room's name).
 */
export function usedBy(
  table: PgTable & { companyId: PgColumn },
  ref: PgColumn,
  name: PgColumn,
  label: (value: unknown) => string,
): InUse {
  return {
    async find(db, companyId, id) {
      const [row] = await db
        .select({ value: name })
        .from(table)
        .where(and(eq(table.companyId, companyId), eq(ref, id)))
        .orderBy(asc(name))
        .limit(1);
      return row ? label(row.value) : undefined;
    },
  };
}

/**
 * Used when a row of `table` has `ref` = id; `label` describes the first such row by the company's number
 * of the booking its `bookingId` names (bookings.number, as staff know it; null for a row of no booking).
 */
export function usedByBooking(
  table: PgTable & { companyId: PgColumn },
  ref: PgColumn,
  bookingId: PgColumn,
  label: (value: unknown) => string = booking,
): InUse {
  return {
    async find(db, companyId, id) {
      const [row] = await db
        .select({ value: bookings.number })
        .from(table)
        .leftJoin(bookings, eq(bookings.id, bookingId))
        .where(and(eq(table.companyId, companyId), eq(ref, id)))
        .orderBy(asc(bookings.number))
        .limit(1);
      return row ? label(row.value) : undefined;
    },
  };
}

/** 'бронь №N': the booking that uses the record, by its number in the company. */
export const booking = (number: unknown) => `бронь №${number}`;
