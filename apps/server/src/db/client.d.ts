import type { SQL } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import pg from 'pg';
import * as schema from './schema.ts';
export type Schema = typeof schema;
/** A database handle or an open transaction: repositories accept either. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
export type DatabaseKind = 'pglite' | 'postgres';
export interface Database {
    db: Db;
    kind: DatabaseKind;
    /** The PostgreSQL pool, for a dedicated LISTEN connection; null on PGlite. */
    pool: pg.Pool | null;
    migrate(): Promise<void>;
    /**
     * Calls `onMessage` with every NOTIFY payload on `channel`, from any connection to this database.
     * On PostgreSQL it uses its own connection and reconnects with back-off. Resolves to an unsubscribe.
     */
    listen(channel: string, onMessage: (payload: string) => void): Promise<() => Promise<void>>;
    close(): Promise<void>;
}
/** `url` set: PostgreSQL. Otherwise PGlite in `dataDir`, or in memory when `dataDir` is null. */
export declare function openDatabase(opts: {
    url?: string;
    dataDir?: string | null;
}): Database;
/** Rows of a raw SQL query; both drivers answer `{ rows }`. */
export declare function queryRows<T>(db: Db, query: SQL): Promise<T[]>;
