/**
 * Runs once before the browser journeys: starts the real server (compiled, as `npm start` runs it) on an
 * empty data folder and stops it with SIGTERM, twice. The first start, without the demo seed, makes a
 * migrated database with the administrator and nothing else (what a property's first start makes); a copy
 * of it is kept for the journeys that start empty (SEED_DEMO=0). The second start on the same folder finds
 * no catalogue and seeds the demo resort, as a first `npm start` with the seed would. Every journey's
 * server starts from a copy of one of the two (`startServer`), instead of running initdb, 40-odd
 * migrations and the seed again per file (about 14 s of each file's set-up on these machines). The seed's
 * dates are relative to the resort's today; past its midnight, a journey's server seeds its own folder.
 * Before both, the server is compiled as `npm run build` compiles it; every start of the run runs that.
 */
import { execFileSync } from 'node:child_process';
import { cpSync, rmSync } from 'node:fs';
import path from 'node:path';
import {
  EMPTY_TEMPLATE_ENV,
  newDataFolder,
  resortDay,
  SEEDED_DAY_ENV,
  SEEDED_TEMPLATE_ENV,
  SERVER_BUNDLE_ENV,
  spawnServer,
  stopServer,
} from './harness.ts';

const root = path.resolve(import.meta.dirname, '..');

/**
 * Compiles the server as `npm run build` does (apps/server/src/build.ts: apps/server/dist/main.js, the file
 * `npm start` runs), so the journeys drive the compiled server and never one left by an earlier build.
 * Its migrated template is made again only when the migrations changed. Through tsx, the journeys' ~28
 * server starts a run each spent about 2.1 s (3.2 s of CPU) importing the server's sources; compiled,
 * about 1.3 s (1.4 s of CPU).
 */
function buildServer(): string {
  execFileSync('npm', ['run', '--silent', 'build', '-w', 'apps/server'], { cwd: root, stdio: 'inherit' });
  return path.join(root, 'apps/server/dist/main.js');
}

export default async function setup() {
  process.env[SERVER_BUNDLE_ENV] = buildServer();
  // A first start (initdb, every migration) on a loaded machine takes far longer than a copy's.
  const first = await spawnServer({ SEED_DEMO: '0' }, { startTimeoutMs: 600_000 });
  // A clean stop releases the data folder's lock, so the copies do not start on a lock file at all.
  await stopServer(first, { keepDataDir: true });
  const empty = newDataFolder('pms-e2e-empty-');
  cpSync(first.dataDir, empty, { recursive: true });
  const day = resortDay();
  const seeded = await spawnServer({ SEED_DEMO: '1' }, { dataDir: first.dataDir, startTimeoutMs: 600_000 });
  await stopServer(seeded, { keepDataDir: true });
  process.env[EMPTY_TEMPLATE_ENV] = empty;
  process.env[SEEDED_TEMPLATE_ENV] = seeded.dataDir;
  // Seeded across the resort's midnight, it is stale at once: journeys then seed their own.
  process.env[SEEDED_DAY_ENV] = day === resortDay() ? day : '';
  return () => {
    rmSync(empty, { recursive: true, force: true });
    rmSync(seeded.dataDir, { recursive: true, force: true });
  };
}
