/**
 * Start-up: read config, open and migrate the database, make sure there is someone to log in as,
 * optionally seed the demo resort, listen, and close cleanly on SIGINT/SIGTERM.
 */
import { setFlagsFromString } from 'node:v8';
import { buildApp } from './app.ts';
import { loadConfig } from './config.ts';
import { AppRoleError } from './db/app-role.ts';
import { type Database, databaseTimeouts, openDatabase } from './db/client.ts';
import { DataDirInUseError } from './db/data-dir-lock.ts';
import { isDatabaseUnavailable, reasonOf } from './db/database-unavailable.ts';
import { templateFor } from './db/pglite-template.ts';
import { pgCode } from './http/errors.ts';
import { bootstrapAdmin } from './modules/auth/auth.service.ts';
import { demoTemplateAdmin, demoTemplateFor } from './seed/demo-template.ts';
import { demoLogins, seedIfEmpty } from './seed/seed-if-empty.ts';

// PGlite is PostgreSQL in 9 MB of WebAssembly. V8 recompiles each function that has run a while with its
// optimising compiler on background threads: at start-up about 1–1.5 s of CPU, for code that mostly runs
// only then (opening the database, migrate(), the demo seed). A budget 100 times V8's default keeps that in
// the baseline compiler, and what serving keeps running is still optimised, within seconds of work
// (bench/README.md, issue 31 goal 6). Read when PGlite compiles its module, at openDatabase below.
setFlagsFromString('--wasm-tiering-budget=180000000');

const config = (() => {
  try {
    return loadConfig();
  } catch (err) {
    console.error((err as Error).message);
    process.exit(1);
  }
})();

/**
 * Start-up failures that are the surroundings', not the code's, end in one line and exit code 1 instead of
 * a stack trace: a database out of reach or refusing us (wrong password or name), a data folder in use.
 * The line names host and port only, never the URL with its password.
 */
function startupFailure(err: unknown): string | undefined {
  if (err instanceof DataDirInUseError || err instanceof AppRoleError) return err.message;
  const code = pgCode(err);
  const refused = code?.startsWith('28') || code === '3D000';
  if (config.DATABASE_URL && (isDatabaseUnavailable(err) || refused)) {
    const { hostname, port } = new URL(config.DATABASE_URL);
    return `Cannot reach the database at ${hostname}:${port || 5432}: ${reasonOf(err)}`;
  }
  return undefined;
}

// Compiled (`npm start` runs apps/server/dist/main.js), the build's templates lie beside this file: a first
// start on an empty folder unpacks the prepared demo (made today by this very code, with the development
// administrator) instead of seeding it, or else the migrated one instead of running initdb and the migrations.
const demo = demoTemplateFor(config, import.meta.filename);
const template =
  demo ?? (config.DATABASE_URL ? undefined : templateFor(config.DATA_DIR, import.meta.dirname));

let database: Database;
let admin: { email: string; password: string | null } | null;
let seeded = false;
let app: Awaited<ReturnType<typeof buildApp>>;
try {
  database = openDatabase({
    url: config.DATABASE_URL,
    migrationUrl: config.MIGRATION_DATABASE_URL,
    dataDir: config.DATA_DIR,
    template,
    timeouts: databaseTimeouts(config),
  });
  await database.migrate();
  // From the prepared demo, the administrator and the demo are there already, as this start would have
  // made them; it still prints them as the start that created them.
  admin = (await bootstrapAdmin(database.db, config)) ?? (demo ? demoTemplateAdmin : null);
  if (config.seedDemo) seeded = (await seedIfEmpty(database.db)) !== null || !!demo;
  app = await buildApp({ config, database });
} catch (err) {
  const line = startupFailure(err);
  if (!line) throw err;
  console.error(line);
  process.exit(1);
}

let closing = false;
async function shutdown(signal: string) {
  if (closing) return;
  closing = true;
  app.log.info({ signal }, 'shutting down');
  // Stop accepting, let in-flight requests finish, then release the database.
  const force = setTimeout(() => process.exit(1), 10_000).unref();
  await app.close();
  await database.close();
  clearTimeout(force);
  process.exit(0);
}
process.on('SIGINT', () => void shutdown('SIGINT'));
process.on('SIGTERM', () => void shutdown('SIGTERM'));

await app.listen({ port: config.PORT, host: config.HOST });
const address = `http://${config.HOST}:${(app.server.address() as { port: number }).port}`;
const db = database.kind === 'pglite' ? `embedded PGlite in ${config.DATA_DIR}` : 'PostgreSQL';
// Wall time since the process began and the CPU it spent getting here (README, 'Start-up time').
const { user, system } = process.cpuUsage();
const cpu = ((user + system) / 1e6).toFixed(1);
// performance.now() counts from the process's start, so loading the TypeScript modules is included.
const wall = (performance.now() / 1000).toFixed(1);
console.log(`PMS ready at ${address} (${db}) in ${wall} s, ${cpu} s of CPU`);
// The password only by the start that created the account: on later starts it may have been changed,
// and a log that repeats it on every start spreads a password that should not be written anywhere.
if (admin?.password) {
  console.log(
    `Administrator created: ${admin.email} / ${admin.password} (set ADMIN_EMAIL and ADMIN_PASSWORD to choose)`,
  );
}
// The demo's other sign-ins, printed by the start that seeded them, like the administrator's above.
if (seeded) console.log(demoLogins().join('\n'));
// Which way this start made the embedded database, when it made one (start-up.test.ts compares the two).
if (template) console.log(`Database created from the build's ${demo ? 'demo' : 'migrated'} template`);
// Where the confirmation e-mails go, so nobody waits for a guest's mail that sits in the outbox.
console.log(
  app.mailer.kind === 'smtp'
    ? 'Mail: sent through SMTP_URL'
    : `Mail: kept in the built-in outbox (SMTP on 127.0.0.1:${app.mailer.outboxPort}); read it under 'Почта' (/mail)`,
);
