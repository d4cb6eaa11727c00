/**
 * Runs once before the browser journeys: starts the real server (`main.ts`, as `npm start` does) on an
 * empty data folder with the demo seed, waits until it is ready, and stops it with SIGTERM. That folder —
 * migrated, with the administrator and the demo resort — is what every journey's server starts from, as a
 * copy (`startServer`), instead of running initdb, 40-odd migrations and the seed again per file (about
 * 14 s of each file's set-up on these machines). The seed's dates are relative to today, which holds
 * within one run.
 */
import { rmSync } from 'node:fs';
import { spawnServer, stopServer, TEMPLATE_ENV } from './harness.ts';

export default async function setup() {
  // A first start (initdb, every migration, the seed) on a loaded machine takes far longer than a copy's.
  const server = await spawnServer({ SEED_DEMO: '1' }, { startTimeoutMs: 600_000 });
  // A clean stop releases the data folder's lock, so the copies do not start on a lock file at all.
  await stopServer(server, { keepDataDir: true });
  process.env[TEMPLATE_ENV] = server.dataDir;
  return () => rmSync(server.dataDir, { recursive: true, force: true });
}
