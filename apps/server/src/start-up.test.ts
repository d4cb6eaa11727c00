/**
 * Start-up as `npm start` runs it, compiled (apps/server/src/build.ts into a folder of this run): against a
 * database that cannot be reached it exits at once with one clear line, a second server on the same
 * embedded data folder refuses to start, with two database roles it runs as the one that owns nothing,
 * refusing to start while that one owns a table, and a first start from the build's migrated template
 * makes the same database as a start from the sources that runs initdb and every migration.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, readFileSync, renameSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { roleLabels } from '@pms/domain';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildServer } from './build.ts';
import { loadConfig } from './config.ts';
import { migrationsFolder, openDatabase, queryRows } from './db/client.ts';
import { LOCK_FILE } from './db/data-dir-lock.ts';
import { DEFAULT_ADMIN } from './modules/auth/auth.service.ts';
import { demoDay, demoTemplateFile, demoTemplateFor } from './seed/demo-template.ts';
import { STAFF } from './seed/seed-catalogue.ts';
import { LEISURE_CASHIER } from './seed/seed-leisure.ts';
import { schemaFingerprint } from './test/schema-fingerprint.ts';
import { startSilentProxy } from './test/silent-proxy.ts';

const root = path.resolve(import.meta.dirname, '../../..');
const children = new Set<ChildProcess>();
afterAll(() => {
  for (const child of children) child.kill('SIGKILL');
});

/**
 * The server compiled for this file, inside the repository (its packages resolve from node_modules), with
 * the migrated template that the server suite's global set-up made (the same makeTemplate) instead of a
 * second one.
 */
const outdir = path.join(root, '.tmp', `start-up-${process.pid}-${randomBytes(3).toString('hex')}`);
let compiled: string;
beforeAll(async () => {
  // On PostgreSQL there is no embedded template to copy, nor any need of one.
  ({ main: compiled } = await buildServer(outdir, { template: process.env.PMS_PGLITE_TEMPLATE ?? null }));
}, 120_000);
afterAll(() => rmSync(outdir, { recursive: true, force: true }));

const fromSources = ['--import', 'tsx', path.join(root, 'apps/server/src/main.ts')];

/** The compiled server, as `npm start` runs it; `args` for node instead (fromSources). */
function startServer(env: Record<string, string>, args = ['--enable-source-maps', compiled]) {
  const { DATABASE_URL: _ignored, ...parentEnv } = process.env;
  const child = spawn(process.execPath, args, {
    cwd: root,
    env: {
      ...parentEnv,
      NODE_ENV: 'development',
      PORT: '0',
      SEED_DEMO: '0',
      LOG_LEVEL: 'warn',
      WEB_DIST: '/nonexistent',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  children.add(child);
  let output = '';
  child.stdout.on('data', (c) => (output += c));
  child.stderr.on('data', (c) => (output += c));
  const started = Date.now();
  const exited = new Promise<{ code: number | null; ms: number; output: string }>((resolve) =>
    child.on('exit', (code) => {
      children.delete(child);
      resolve({ code, ms: Date.now() - started, output: output.trim() });
    }),
  );
  /** Waits for `line` in the output; by default the first line printed once the server listens. */
  const ready = async (line = 'PMS ready at') => {
    while (!output.includes(line)) {
      if (child.exitCode !== null) throw new Error(`server exited:\n${output}`);
      await new Promise((r) => setTimeout(r, 50));
    }
  };
  return { child, exited, ready, output: () => output };
}

async function closedPort(): Promise<number> {
  const srv = createServer();
  await new Promise<void>((resolve) => srv.listen(0, '127.0.0.1', resolve));
  const { port } = srv.address() as { port: number };
  await new Promise((r) => srv.close(r));
  return port;
}

/** One line, no stack frames. */
function expectOneClearLine(output: string, pattern: RegExp) {
  expect(output.split('\n')).toHaveLength(1);
  expect(output).toMatch(pattern);
  expect(output).not.toMatch(/\bat .*:\d+:\d+/);
}

/** A database address that never works: a closed port refuses, the silent proxy accepts and says nothing. */
const unreachable = [
  {
    what: 'the port refuses connections',
    open: async () => ({ port: await closedPort(), close: async () => {} }),
    cause: 'ECONNREFUSED',
  },
  { what: 'the database accepts but never answers', open: startSilentProxy, cause: 'timeout' },
];

// The servers below run on an embedded data folder (or on no database at all), whichever database the
// suite runs on: they run in the PGlite run only; the two-roles case needs PostgreSQL and runs in its run.
const postgresRun = !!process.env.DATABASE_URL;

describe.skipIf(postgresRun)('start-up against a database it cannot reach', () => {
  it.each(unreachable)('exits non-zero with one clear line when $what', async ({ open, cause }) => {
    const db = await open();
    try {
      const { exited } = startServer({
        DATABASE_URL: `postgres://postgres:s3cret@127.0.0.1:${db.port}/pms`,
        DB_CONNECT_TIMEOUT_MS: '1000',
      });
      const { code, ms, output } = await exited;
      expect(code).not.toBe(0);
      expect(ms).toBeLessThan(15_000);
      expectOneClearLine(
        output,
        new RegExp(`^Cannot reach the database at 127\\.0\\.0\\.1:${db.port}: .*${cause}`),
      );
      expect(output).not.toContain('s3cret');
    } finally {
      await db.close();
    }
  });
});

// One folder for both: the first start on it creates the administrator (initdb and the migrations, the
// slow part on these machines); the lock is then tried on the same, already migrated folder.
describe.skipIf(postgresRun)('an embedded data folder', () => {
  let dataDir: string;
  beforeAll(() => {
    dataDir = mkdtempSync(path.join(tmpdir(), 'pms-start-'));
  });
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  it("has the development administrator's password and the demo's logins printed by the start that creates them, and by no later start", async () => {
    // Every start prints the mail line last, so by then any line about the administrator is out.
    const printed = async () => {
      const server = startServer({ DATA_DIR: dataDir, SEED_DEMO: '1' });
      await server.ready('Mail:');
      server.child.kill('SIGTERM');
      expect((await server.exited).code).toBe(0);
      return server.output();
    };
    const first = await printed();
    // The build's prepared demo (the suite's light password hashes, as this start's): no seed at start.
    expect(first).toContain("Database created from the build's demo template");
    expect(first.match(/admin12345/g)).toHaveLength(1);
    expect(first).toContain('admin@example.com');
    // Issue 30: under the address, every demo employee with the role and the one password they share.
    expect(first).toMatch(
      /PMS ready at http:\/\/127\.0\.0\.1:\d+ [^\n]*\nAdministrator created[^\n]*\nDemo employees, password demo12345:\n/,
    );
    for (const { email, role } of [...STAFF, LEISURE_CASHIER]) {
      expect(first).toMatch(new RegExp(`^  ${roleLabels[role]} +${email.replace('.', '\\.')}`, 'm'));
    }
    const later = await printed();
    expect(later).not.toContain('admin12345');
    expect(later).not.toContain('demo12345');
    expect(later).not.toContain('template');
  }, 240_000);

  it('makes from the prepared demo the database that the demo seed makes at a start, and takes it only on its day', async () => {
    const made = async (env: Record<string, string>) => {
      const dir = mkdtempSync(path.join(tmpdir(), 'pms-start-'));
      const server = startServer({ DATA_DIR: dir, SEED_DEMO: '1', ...env });
      await server.ready('Mail:');
      server.child.kill('SIGTERM');
      expect((await server.exited).code).toBe(0);
      const database = openDatabase({ dataDir: dir });
      try {
        // What the seed lays out around the resort's today; instants taken from "now" (created_at, the
        // drafts' and sales' times) differ by when each was made, so the stays are compared by their days.
        const stays = await queryRows(
          database.db,
          sql`
          SELECT id, company_id, room_id, bed_id, status, check_in, check_out, common_amount::text,
            paid_amount::text, guest_name, price_details
          FROM bookings ORDER BY id`,
        );
        const logins = await queryRows(database.db, sql`SELECT email FROM employees ORDER BY email`);
        return {
          output: server.output(),
          fingerprint: await schemaFingerprint(database.db),
          stays,
          logins,
        };
      } finally {
        await database.close();
        rmSync(dir, { recursive: true, force: true });
      }
    };
    const prepared = await made({});
    // The same administrator named in the environment: the prepared demo is not taken, the seed runs.
    const seeded = await made({ ADMIN_EMAIL: DEFAULT_ADMIN.email, ADMIN_PASSWORD: DEFAULT_ADMIN.password });
    expect(prepared.output).toContain("Database created from the build's demo template");
    expect(seeded.output).toContain("Database created from the build's migrated template");
    expect(prepared.stays.length).toBeGreaterThan(100);
    expect(prepared.logins.length).toBeGreaterThan(STAFF.length);
    expect(prepared.fingerprint).toEqual(seeded.fingerprint);
    expect(prepared.stays).toEqual(seeded.stays);
    expect(prepared.logins).toEqual(seeded.logins);

    // Another day's prepared demo is not taken: the seed's stays lie around the resort's today.
    const day = demoDay();
    const tomorrow = demoDay(new Date(Date.now() + 86_400_000));
    expect(demoTemplateFor(loadConfig({ DATA_DIR: outdir, SEED_DEMO: '1' }), compiled)).toBeInstanceOf(
      Buffer,
    );
    const file = demoTemplateFile(outdir, compiled, day);
    renameSync(file, demoTemplateFile(outdir, compiled, tomorrow));
    try {
      expect(demoTemplateFor(loadConfig({ DATA_DIR: outdir, SEED_DEMO: '1' }), compiled)).toBeUndefined();
    } finally {
      renameSync(demoTemplateFile(outdir, compiled, tomorrow), file);
    }
  }, 240_000);

  it("makes from the build's template the database that initdb and every migration make from the sources", async () => {
    const made = async (args?: string[]) => {
      const dir = mkdtempSync(path.join(tmpdir(), 'pms-start-'));
      const server = startServer({ DATA_DIR: dir }, args);
      await server.ready('Mail:');
      server.child.kill('SIGTERM');
      expect((await server.exited).code).toBe(0);
      const database = openDatabase({ dataDir: dir });
      try {
        return { output: server.output(), fingerprint: await schemaFingerprint(database.db) };
      } finally {
        await database.close();
        rmSync(dir, { recursive: true, force: true });
      }
    };
    const template = await made();
    const migrated = await made(fromSources);
    expect(template.output).toContain("Database created from the build's migrated template");
    expect(migrated.output).not.toContain('migrated template');
    // Not vacuous: every migration is in the journal, and the tables are there.
    const journal = JSON.parse(readFileSync(path.join(migrationsFolder, 'meta/_journal.json'), 'utf8'));
    expect(template.fingerprint.migrations).toHaveLength(journal.entries.length);
    expect(Object.keys(template.fingerprint.rows)).toContain('public.bookings');
    expect(template.fingerprint).toEqual(migrated.fingerprint);
  }, 240_000);

  it('refuses a second server on the folder in use, and a crashed one (kill -9) does not block a restart', async () => {
    const first = startServer({ DATA_DIR: dataDir });
    await first.ready();

    const second = await startServer({ DATA_DIR: dataDir }).exited;
    expect(second.code).not.toBe(0);
    expectOneClearLine(second.output, /data folder .* is in use by another server \(pid \d+\)/);

    first.child.kill('SIGKILL');
    await first.exited;
    expect(existsSync(path.join(dataDir, LOCK_FILE))).toBe(true);

    const restarted = startServer({ DATA_DIR: dataDir });
    await restarted.ready();
    restarted.child.kill('SIGTERM');
    expect((await restarted.exited).code).toBe(0);
    expect(existsSync(path.join(dataDir, LOCK_FILE))).toBe(false);
  }, 120_000);
});

/** One statement as `url`'s role, on a connection of its own. */
async function sqlAs(url: string, statement: string) {
  const conn = new pg.Client({ connectionString: url });
  await conn.connect();
  try {
    return await conn.query(statement);
  } finally {
    await conn.end();
  }
}

// PostgreSQL only: PGlite has one role, so there is no second one to run as.
describe.runIf(postgresRun)('two database roles (PostgreSQL)', () => {
  it("migrates as MIGRATION_DATABASE_URL's owner, serves as DATABASE_URL's role, and refuses while that one owns a table", async () => {
    const base = process.env.DATABASE_URL!;
    const tag = randomBytes(4).toString('hex');
    const [owner, appRole, name] = [`pms_owner_${tag}`, `pms_app_${tag}`, `pms_start_${tag}`];
    const as = (role: string) => {
      const url = new URL(base);
      url.username = role;
      url.password = '';
      url.pathname = `/${name}`;
      return url.toString();
    };
    await sqlAs(base, `CREATE ROLE ${owner} LOGIN`);
    await sqlAs(base, `CREATE ROLE ${appRole} LOGIN`);
    await sqlAs(base, `CREATE DATABASE ${name} OWNER ${owner}`);
    try {
      const env = { DATABASE_URL: as(appRole), MIGRATION_DATABASE_URL: as(owner) };
      const server = startServer(env);
      await server.ready();
      const refusal = await sqlAs(as(appRole), 'ALTER TABLE audit_log DISABLE TRIGGER ALL').catch(
        (e) => e.code,
      );
      expect(refusal).toBe('42501');
      server.child.kill('SIGTERM');
      expect((await server.exited).code).toBe(0);

      const superuser = new URL(`/${name}`, base).toString();
      await sqlAs(superuser, `ALTER TABLE rooms OWNER TO ${appRole}`);
      const refused = await startServer(env).exited;
      expect(refused.code).not.toBe(0);
      expectOneClearLine(refused.output, new RegExp(`role ${appRole} .*owns .*rooms.*REASSIGN OWNED BY`));
    } finally {
      await sqlAs(base, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await sqlAs(base, `DROP ROLE IF EXISTS ${appRole}`);
      await sqlAs(base, `DROP ROLE IF EXISTS ${owner}`);
    }
  }, 120_000);
});
