import { type SQL, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';

/**
 * The ILIKE pattern "contains this text". Staff type what they look for; `%` and `_` in it are letters,
 * not wildcards, so a search for "50%" or "_" finds those characters instead of matching everything.
 * Backslash is PostgreSQL's default LIKE escape character.
 */
export function containsPattern(search: string): string {
  return `%${search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/**
 * The text a list searches in: its columns joined by spaces, so 'Серикова Айгуль' finds the guest whose
 * last and first names those are. Written exactly as the trigram indexes of migration 0017 are, so
 * PostgreSQL uses them; the columns are NOT NULL, so `||` never yields null.
 */
export function searchText(columns: PgColumn[]): SQL {
  return sql.join(
    columns.map((c) => sql`${c}`),
    sql` || ' ' || `,
  );
}

/** `columns` contain `search`, in any case. */
export const matches = (columns: PgColumn[], search: string): SQL =>
  sql`(${searchText(columns)}) ilike ${containsPattern(search)}`;
