/**
 * Opens the database: embedded PGlite in a folder (or in memory for tests) when no URL is given,
 * PostgreSQL through `pg` otherwise. Both get the same Drizzle API and the same migrations.
 */
import { mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { btree_gist } from '@electric-sql/pglite/contrib/btree_gist';
import type { SQL } from 'drizzle-orm';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
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
   * On PostgreSQL it uses its own connection and reconnects with back-off; `onLink` hears when that
   * connection is lost (messages sent meanwhile are lost too) and when it is listening again. PGlite is
   * in-process and never loses one. Resolves to an unsubscribe.
   */
  listen(
    channel: string,
    onMessage: (payload: string) => void,
    onLink?: (listening: boolean) => void,
  ): Promise<() => Promise<void>>;
  /** PGlite only: the whole data directory as a tarball, to start other instances from. */
  dump?(): Promise<Blob>;
  close(): Promise<void>;
}

const migrationsFolder = fileURLToPath(new URL('./migrations', import.meta.url));
/** Serialises migrations when several instances start on one PostgreSQL at once. */
const MIGRATION_LOCK = 727_001;

/**
 * `url` set: PostgreSQL. Otherwise PGlite in `dataDir`, or in memory when `dataDir` is null; `template`
 * (a dumped data directory) starts it from a copy instead of running initdb, which takes seconds.
 */
export function openDatabase(opts: { url?: string; dataDir?: string | null; template?: Blob }): Database {
  if (opts.url) return openPostgres(opts.url);
  return openPglite(opts.dataDir ?? null, opts.template);
}

function openPglite(dataDir: string | null, template?: Blob): Database {
  if (dataDir) mkdirSync(dataDir, { recursive: true });
  const client = new PGlite(dataDir ?? 'memory://', { extensions: { btree_gist }, loadDataDir: template });
  const db = drizzlePglite(client, { schema }) as unknown as Db;
  return {
    db,
    kind: 'pglite',
    pool: null,
    migrate: () => migratePglite(drizzlePglite(client), { migrationsFolder }),
    listen: async (channel, onMessage, onLink) => {
      const unsubscribe = await client.listen(channel, onMessage);
      onLink?.(true);
      return unsubscribe;
    },
    dump: async () => client.dumpDataDir('none'),
    close: () => client.close(),
  };
}

function openPostgres(url: string): Database {
  const pool = new pg.Pool({ connectionString: url, max: 10 });
  // Idle clients can be dropped by the server (restart, network); the pool replaces them, so only log.
  pool.on('error', (err) => console.error('postgres pool error', err.message));
  const db = drizzlePg(pool, { schema }) as unknown as Db;
  return {
    db,
    kind: 'postgres',
    pool,
    async migrate() {
      const conn = await pool.connect();
      try {
        await conn.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK]);
        await migratePg(drizzlePg(conn), { migrationsFolder });
      } finally {
        await conn.query('SELECT pg_advisory_unlock($1)', [MIGRATION_LOCK]).catch(() => {});
        conn.release();
      }
    },
    listen: (channel, onMessage, onLink) => listenPostgres(url, channel, onMessage, onLink),
    close: () => pool.end(),
  };
}

/** A dedicated LISTEN connection that survives server restarts: it reconnects with back-off up to 30 s. */
async function listenPostgres(
  url: string,
  channel: string,
  onMessage: (payload: string) => void,
  onLink?: (listening: boolean) => void,
) {
  let stopped = false;
  let current: pg.Client | null = null;
  let delay = 500;
  let started = false;
  const connect = async (): Promise<void> => {
    const conn = new pg.Client({ connectionString: url });
    current = conn;
    conn.on('notification', (n) => {
      if (n.channel === channel && n.payload) onMessage(n.payload);
    });
    // Whichever way this connection fails (refused, dropped, server restart), it is retried once.
    const retry = () => {
      if (stopped || current !== conn) return;
      current = null;
      onLink?.(false);
      setTimeout(() => void connect().catch(() => {}), delay).unref();
      delay = Math.min(delay * 2, 30_000);
    };
    conn.on('error', retry);
    conn.on('end', retry);
    try {
      await conn.connect();
      await conn.query(`LISTEN ${pg.escapeIdentifier(channel)}`);
    } catch (err) {
      // At start the caller hears the failure (the server does not start); later, try again.
      if (!started) stopped = true;
      retry();
      void conn.end().catch(() => {});
      throw err;
    }
    delay = 500;
    onLink?.(true);
  };
  await connect();
  started = true;
  return async () => {
    stopped = true;
    await current?.end().catch(() => {});
  };
}

/** Rows of a raw SQL query; both drivers answer `{ rows }`. */
export async function queryRows<T>(db: Db, query: SQL): Promise<T[]> {
  const res = (await db.execute(query)) as unknown as { rows: T[] };
  return res.rows;
}
