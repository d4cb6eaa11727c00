/**
 * One `make(db)` per database, made on first use: a statement prepared once, a cache or a gate that
 * belongs to one database (tests open many in one process, so a module-wide one would mix them).
 */
import type { Db } from './client.ts';

export function perDatabase<T>(make: (db: Db) => T): (db: Db) => T {
  const made = new WeakMap<Db, T>();
  return (db) => {
    let value = made.get(db);
    if (value === undefined) {
      value = make(db);
      made.set(db, value);
    }
    return value;
  };
}
