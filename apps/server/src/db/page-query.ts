/**
 * One page of a list and the count of everything the list holds. A plain list is read in its index
 * order and counted beside it. A searched list has to read every match anyway (to sort them), so one
 * query counts them too (`count(*) over ()`) instead of a second scan re-checking the search on every
 * row — which is what a search matching most of a 10,000-row list costs (bench/catalogue-lists.ts).
 */
import { count, type SQL, sql } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Db } from './client.ts';

export async function pageQuery<T extends PgTable>(
  db: Db,
  table: T,
  opts: {
    where: SQL | undefined;
    orderBy: (SQL | PgColumn)[];
    offset: number;
    limit: number;
    searching: boolean;
  },
): Promise<{ rows: T['$inferSelect'][]; total: number }> {
  const countAll = async () =>
    (
      await db
        .select({ n: count() })
        .from(table as PgTable)
        .where(opts.where)
    )[0]?.n ?? 0;
  if (!opts.searching) {
    const [rows, total] = await Promise.all([
      db
        .select()
        .from(table as PgTable)
        .where(opts.where)
        .orderBy(...opts.orderBy)
        .offset(opts.offset)
        .limit(opts.limit),
      countAll(),
    ]);
    return { rows: rows as T['$inferSelect'][], total };
  }
  const found = await db
    .select({ row: table as PgTable, total: sql<number>`count(*) over ()`.mapWith(Number) })
    .from(table as PgTable)
    .where(opts.where)
    .orderBy(...opts.orderBy)
    .offset(opts.offset)
    .limit(opts.limit);
  // A page past the last match has no row to carry the count.
  const total = found[0]?.total ?? (opts.offset > 0 ? await countAll() : 0);
  return { rows: found.map((f) => f.row) as T['$inferSelect'][], total };
}
