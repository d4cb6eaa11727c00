/**
 * The ILIKE pattern "contains this text". Staff type what they look for; `%` and `_` in it are letters,
 * not wildcards, so a search for "50%" or "_" finds those characters instead of matching everything.
 * Backslash is PostgreSQL's default LIKE escape character.
 */
export function containsPattern(search: string): string {
  return `%${search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}
