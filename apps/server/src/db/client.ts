/**
 * Opens the database: embedded PGlite in a folder (or in memory for tests) when no URL is given,
 * PostgreSQL through `pg` otherwise. Both get the same Drizzle API and the same migrations.
 */
import { mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { btree_gist } from '@electric-sql/pglite/contrib/btree_gist';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import type { SQL } from 'drizzle-orm';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import type { Config } from '../config.ts';
import { secureAppRole } from './app-role.ts';
import { lockDataDir } from './data-dir-lock.ts';
import { domainSqlFunctions } from './domain-sql.ts';
import * as schema from './schema.ts';
import { untar } from './untar.ts';

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
  /** A trivial query, failing within the connect timeout when the database does not answer. */
  ping(): Promise<void>;
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

/**
 * PostgreSQL only (PGlite is in-process). Without them a silent database (a network that drops packets
 * without a reset) hangs every request, the health check and start-up for good.
 */
export interface DatabaseTimeouts {
  /** A new connection, or a free slot of a full pool, waited for longer than this fails. */
  connectMs: number;
  /** A query whose answer does not arrive for this long fails, and its connection is destroyed. */
  queryMs: number;
  /** The server cancels a statement running longer (statement_timeout). */
  statementMs: number;
  /** The server ends a session left idle inside a transaction this long. */
  idleInTransactionMs: number;
  /** TCP keepalive probes start after this much silence on a connection. */
  keepAliveDelayMs: number;
}

export function databaseTimeouts(config: Config): DatabaseTimeouts {
  return {
    connectMs: config.DB_CONNECT_TIMEOUT_MS,
    queryMs: config.DB_QUERY_TIMEOUT_MS,
    statementMs: config.DB_STATEMENT_TIMEOUT_MS,
    idleInTransactionMs: config.DB_IDLE_IN_TRANSACTION_TIMEOUT_MS,
    keepAliveDelayMs: config.DB_KEEPALIVE_DELAY_MS,
  };
}

/** Drizzle's migrations: the SQL files and meta/_journal.json (the build copies them beside main.js). */
export const migrationsFolder = fileURLToPath(new URL('./migrations', import.meta.url));
/** Serialises migrations when several instances start on one PostgreSQL at once. */
const MIGRATION_LOCK = 727_001;

/**
 * `url` set: PostgreSQL, with `timeouts` when given (tests and tools may go without); `migrationUrl`, the
 * owner's, runs the migrations and then grants `url`'s role what the app needs (app-role.ts). Otherwise PGlite in
 * `dataDir`, locked against a second server (throws DataDirInUseError), or in memory when `dataDir` is
 * null; `template` (a dumped data directory, PGlite's tarball) starts it from a copy instead of running
 * initdb, which takes seconds: unpacked into `dataDir` by untar.ts, or read by PGlite into memory.
 */
export function openDatabase(opts: {
  url?: string;
  migrationUrl?: string;
  dataDir?: string | null;
  template?: Blob | Uint8Array;
  timeouts?: DatabaseTimeouts;
}): Database {
  if (opts.url) return openPostgres(opts.url, opts.timeouts, opts.migrationUrl);
  return openPglite(opts.dataDir ?? null, opts.template);
}

/**
 * PGlite's shared buffers. PostgreSQL's default, 128 MB, is memory that PGlite's mmap zeroes in WebAssembly
 * at every open: about 0.8 s of each start's CPU on these machines, most of opening a database (a profile
 * names `memset` under `mmap`; bench/README.md, issue 31 goal 6). 16 MB holds the demo's whole database
 * (16 MB with its catalogues); pages beyond it are read through the operating system's file cache.
 */
const pgliteSharedBuffers = '16MB';

function openPglite(dataDir: string | null, template?: Blob | Uint8Array): Database {
  if (dataDir) mkdirSync(dataDir, { recursive: true });
  const unlock = dataDir ? lockDataDir(dataDir) : () => {};
  // Into a folder, the template is unpacked here before PGlite opens it (untar.ts says why).
  if (dataDir && template instanceof Uint8Array) untar(template, dataDir);
  const client = new PGlite(dataDir ?? 'memory://', {
    extensions: { btree_gist, pg_trgm },
    loadDataDir:
      template instanceof Uint8Array
        ? dataDir
          ? undefined
          : new Blob([new Uint8Array(template)])
        : template,
    startParams: [...PGlite.defaultStartParams, '-c', `shared_buffers=${pgliteSharedBuffers}`],
  });
  const db = drizzlePglite(client, { schema }) as unknown as Db;
  return {
    db,
    kind: 'pglite',
    pool: null,
    async migrate() {
      await migratePglite(drizzlePglite(client), { migrationsFolder });
      for (const statement of domainSqlFunctions()) await client.exec(statement);
    },
    ping: async () => {
      await client.query('select 1');
    },
    listen: async (channel, onMessage, onLink) => {
      const unsubscribe = await client.listen(channel, onMessage);
      onLink?.(true);
      return unsubscribe;
    },
    dump: async () => client.dumpDataDir('none'),
    close: async () => {
      await client.close();
      unlock();
    },
  };
}

/** `pg` client options for the timeouts; the pool hands them to each connection it opens. */
function clientOptions(t: DatabaseTimeouts | undefined): pg.ClientConfig {
  if (!t) return {};
  return {
    connectionTimeoutMillis: t.connectMs,
    query_timeout: t.queryMs,
    statement_timeout: t.statementMs,
    idle_in_transaction_session_timeout: t.idleInTransactionMs,
    keepAlive: true,
    keepAliveInitialDelayMillis: t.keepAliveDelayMs,
  };
}

/**
 * A pool whose slots cannot get stuck. Drizzle's transaction takes a client with `connect()` and gives it
 * back without an error even after a query on it timed out (and never gives it back when `begin` fails);
 * such a client still awaits its lost answer and would fail or hang every later use of its slot. Here a
 * checked-out client whose query timed out or whose connection broke is released at once with the error,
 * which makes the pool destroy it; the holder's own release afterwards does nothing. (`pool.query` takes
 * the callback form and already releases with the error.)
 */
class GuardedPool extends pg.Pool {
  override connect(): Promise<pg.PoolClient>;
  override connect(
    callback: (
      err: Error | undefined,
      client: pg.PoolClient | undefined,
      done: (release?: unknown) => void,
    ) => void,
  ): void;
  override connect(
    callback?: (
      err: Error | undefined,
      client: pg.PoolClient | undefined,
      done: (release?: unknown) => void,
    ) => void,
  ): Promise<pg.PoolClient> | undefined {
    if (!callback) return super.connect().then(guard);
    super.connect(callback);
    return undefined;
  }
}

function guard(client: pg.PoolClient): pg.PoolClient {
  const poolRelease = client.release;
  const query = client.query;
  let released = false;
  const release = (err?: Error | boolean) => {
    if (released) return;
    released = true;
    client.off('error', release);
    delete (client as { query?: unknown }).query;
    poolRelease(err);
  };
  client.query = ((...args: unknown[]) => {
    const result = (query as (...a: unknown[]) => unknown).apply(client, args);
    if (result instanceof Promise) {
      result.catch((err: Error) => err.message === 'Query read timeout' && release(err));
    }
    return result;
  }) as typeof client.query;
  // A connection lost while checked out emits 'error', which with no listener would crash the process.
  client.on('error', release);
  client.release = release;
  return client;
}

function openPostgres(url: string, timeouts?: DatabaseTimeouts, migrationUrl?: string): Database {
  const pool = new GuardedPool({ connectionString: url, max: 10, ...clientOptions(timeouts) });
  // Idle clients can be dropped by the server (restart, network); the pool replaces them, so only log.
  pool.on('error', (err) => console.error('postgres pool error', err.message));
  const db = drizzlePg(pool, { schema }) as unknown as Db;
  return {
    db,
    kind: 'postgres',
    pool,
    async migrate() {
      // The owner's own connection, when there is one: the pool's is the app's role, which owns nothing.
      const owner = migrationUrl
        ? new pg.Client({ connectionString: migrationUrl, ...clientOptions(timeouts) })
        : null;
      if (owner) {
        owner.on('error', () => {}); // a connection lost here fails the query that awaits it
        await owner.connect();
      }
      const conn = owner ?? (await pool.connect());
      try {
        // Another instance may be migrating for longer than one statement may wait: poll for its lock.
        while (!(await conn.query('SELECT pg_try_advisory_lock($1) AS ok', [MIGRATION_LOCK])).rows[0].ok) {
          await new Promise((r) => setTimeout(r, 200));
        }
        await migratePg(drizzlePg(conn), { migrationsFolder });
        for (const statement of domainSqlFunctions()) await conn.query(statement);
        if (owner) {
          // Under the same lock: two instances granting at once could collide on the same catalogue rows.
          const appRole = (await pool.query('SELECT current_user AS me')).rows[0].me as string;
          await secureAppRole(owner, appRole);
        }
      } finally {
        await conn.query('SELECT pg_advisory_unlock($1)', [MIGRATION_LOCK]).catch(() => {});
        if (owner) await owner.end().catch(() => {});
        else (conn as pg.PoolClient).release();
      }
    },
    ping: async () => {
      // As quick as a connection must be: a health check that tells the truth within seconds.
      // `query_timeout` per query is honoured by pg but missing from its types.
      await pool.query({ text: 'select 1', query_timeout: timeouts?.connectMs } as pg.QueryConfig);
    },
    listen: (channel, onMessage, onLink) => listenPostgres(url, timeouts, channel, onMessage, onLink),
    close: () => pool.end(),
  };
}

/** A dedicated LISTEN connection that survives server restarts: it reconnects with back-off up to 30 s. */
async function listenPostgres(
  url: string,
  timeouts: DatabaseTimeouts | undefined,
  channel: string,
  onMessage: (payload: string) => void,
  onLink?: (listening: boolean) => void,
) {
  let stopped = false;
  let current: pg.Client | null = null;
  let delay = 500;
  let started = false;
  const connect = async (): Promise<void> => {
    // Keepalive finds a connection that went quiet; statements are not its concern.
    const {
      statement_timeout: _s,
      idle_in_transaction_session_timeout: _i,
      ...options
    } = clientOptions(timeouts);
    const conn = new pg.Client({ connectionString: url, ...options });
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

/** Statement names by their text (preparedRows); bounded, so varying texts cannot grow it for ever. */
const statementNames = new Map<string, string>();
const MAX_STATEMENT_NAMES = 200;

/**
 * `queryRows` for a statement a hot path runs on every request (the sale, a write's actor): sent as a
 * named prepared statement, so PostgreSQL parses and plans its text once per connection instead of
 * every time, which is most of its cost for a short statement. The name follows the text, so one name
 * never carries two texts. PGlite is in-process and parses cheaply; it ignores the name.
 */
export async function preparedRows<T>(db: Db, query: SQL): Promise<T[]> {
  // Drizzle's session and dialect: public on the database object, though its types call them internal.
  const { session, dialect } = db as unknown as {
    session: {
      prepareQuery(
        q: unknown,
        f: undefined,
        name: string | undefined,
        array: boolean,
      ): { execute(): Promise<unknown> };
    };
    dialect: { sqlToQuery(q: SQL): { sql: string; params: unknown[] } };
  };
  const built = dialect.sqlToQuery(query);
  let name = statementNames.get(built.sql);
  if (!name && statementNames.size < MAX_STATEMENT_NAMES) {
    name = `s${statementNames.size + 1}`;
    statementNames.set(built.sql, name);
  }
  const res = (await session.prepareQuery(built, undefined, name, false).execute()) as { rows: T[] };
  return res.rows;
}
