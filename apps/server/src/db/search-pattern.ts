import { type SQL, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';

/**
 * The LIKE pattern "contains this text". Staff type what they look for; `%` and `_` in it are letters,
 * not wildcards, so a search for "50%" or "_" finds those characters instead of matching everything.
 * Backslash is PostgreSQL's default LIKE escape character.
 */
export function containsPattern(search: string): string {
  return `%${search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/**
 * A list's stored search text (schema.ts `searchText`, already lower-cased) contains `search`, in any
 * case. The term is lower-cased by the same `lower()` that wrote the column, so both fold alike.
 */
export const matches = (searchText: PgColumn, search: string): SQL =>
  sql`${searchText} like lower(${containsPattern(search)})`;
