/**
 * Browser journeys run against a really started server (the same `main.ts` that `npm start` runs) on a
 * free port with its own embedded database and demo data, driven by Debian's Chromium.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { type Browser, chromium, type Page } from 'playwright-core';

const root = path.resolve(import.meta.dirname, '..');
export const screenshotsDir = path.join(root, '.tmp', 'e2e');

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = createServer();
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as { port: number };
      srv.close(() => resolve(port));
    });
    srv.on('error', reject);
  });
}

export interface RunningServer {
  url: string;
  stop(): Promise<void>;
}

/**
 * A new, empty folder for a server's data, in memory (Linux's tmpfs) where there is one: a journey's copy
 * of the seeded folder (63 MB, 1,300 files) took 0.9 s to write to this machine's disk and 0.1 s to
 * tmpfs. Nothing in it outlives the run.
 */
export function newDataFolder(prefix: string): string {
  const memory = '/dev/shm';
  return mkdtempSync(path.join(existsSync(memory) ? memory : tmpdir(), prefix));
}

/**
 * The environment variables through which the global set-up (e2e/global-setup.ts) names the two data
 * folders it made once for the whole run: migrated with the administrator only, and demo-seeded.
 */
export const EMPTY_TEMPLATE_ENV = 'PMS_E2E_EMPTY_DATA';
export const SEEDED_TEMPLATE_ENV = 'PMS_E2E_SEEDED_DATA';
/** The resort's date when the demo was seeded into that folder. */
export const SEEDED_DAY_ENV = 'PMS_E2E_SEEDED_DAY';
/**
 * The server bundled into one file by the global set-up for this run (`buildServerBundle` there), which
 * spawnServer runs instead of `main.ts` through tsx. Named by the set-up once built, so a bundle left in
 * .tmp by an earlier run is never started.
 */
export const SERVER_BUNDLE_ENV = 'PMS_E2E_SERVER_BUNDLE';

/** A day `offsetDays` from now (today by default), as YYYY-MM-DD in the demo resort's zone (Asia/Almaty). */
export function resortDay(offsetDays = 0): string {
  return new Date(Date.now() + offsetDays * 86_400_000).toLocaleDateString('sv-SE', {
    timeZone: 'Asia/Almaty',
  });
}

/**
 * What must not travel with a copy of a data folder: the server's lock (LOCK_FILE of
 * apps/server/src/db/data-dir-lock.ts, outside this project's sources). A clean stop removes it anyway; a
 * copy that carried one would start on a lock held by a pid that may be running again by then.
 */
const notCopied = new Set(['server.lock']);

interface Spawned {
  child: ChildProcess;
  port: number;
  dataDir: string;
  output: () => string;
}

/**
 * Starts `main.ts` on a free port and `dataDir` (a new empty folder if none), resolving once it is ready:
 * the global set-up's bundle of it when there is one, else its source through tsx. From spawn to ready on a
 * seeded copy, idle machine: 1.7 s (2.5 s of CPU) against 2.45 s (3.85 s) through tsx; see
 * buildServerBundle. With source maps, as under tsx, so a stack trace in its output names the sources.
 */
export async function spawnServer(
  env: Record<string, string>,
  { dataDir, startTimeoutMs = 90_000 }: { dataDir?: string; startTimeoutMs?: number } = {},
): Promise<Spawned> {
  const port = await freePort();
  const dir = dataDir ?? newDataFolder('pms-e2e-');
  const { DATABASE_URL: _ignored, ...parentEnv } = process.env;
  const bundle = process.env[SERVER_BUNDLE_ENV];
  const child: ChildProcess = spawn(
    process.execPath,
    bundle
      ? ['--enable-source-maps', bundle]
      : ['--import', 'tsx', path.join(root, 'apps/server/src/main.ts')],
    {
      cwd: root,
      env: {
        ...parentEnv,
        PORT: String(port),
        DATA_DIR: dir,
        SEED_DEMO: '1',
        LOG_LEVEL: 'warn',
        // Test-only argon2 settings (hashSettings in passwords.ts, which also needs vitest's VITEST that
        // the child inherits): a sign-in costs 1 ms instead of 233. passwords.unit.test.ts proves the
        // production settings.
        PMS_LIGHT_PASSWORD_HASH: '1',
        ...env,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  let output = '';
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => {
      // A server that never got ready is not left running behind the failed run.
      child.kill('SIGKILL');
      reject(new Error(`server did not start in ${startTimeoutMs / 1000} s:\n${output}`));
    }, startTimeoutMs);
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes('PMS ready at')) {
        clearTimeout(timer);
        resolve();
      }
    };
    child.stdout?.on('data', onData);
    child.stderr?.on('data', onData);
    child.on('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`server exited with ${code}:\n${output}`));
    });
  });
  return { child, port, dataDir: dir, output: () => output };
}

/** SIGTERM, as a process manager stops it: a graceful shutdown exits 0 within a few seconds. */
export async function stopServer(server: Spawned, { keepDataDir = false } = {}): Promise<void> {
  const { child } = server;
  const exited = new Promise<number | null>((resolve) => {
    if (child.exitCode !== null) resolve(child.exitCode);
    else child.once('exit', (code) => resolve(code));
  });
  child.kill('SIGTERM');
  const code = await exited;
  if (!keepDataDir) rmSync(server.dataDir, { recursive: true, force: true });
  if (code !== 0)
    throw new Error(`server did not shut down cleanly (exit ${code}):\n${server.output().slice(-2000)}`);
}

/**
 * Starts a server of its own for one test file, on a copy of the data folder the global set-up made: the
 * demo-seeded one by default, the one with only the administrator for a server started with SEED_DEMO=0
 * (the journey that sets up a property on an empty database). Without the global set-up (the folders not
 * named), the server makes its own folder from nothing, as before.
 */
export async function startServer(env: Record<string, string> = {}): Promise<RunningServer> {
  const seeded = (env.SEED_DEMO ?? '1') === '1';
  // The demo's stays are laid out around the resort's today: past its midnight a seeded copy would be a
  // day behind, so the server seeds its own folder instead.
  const stale = seeded && process.env[SEEDED_DAY_ENV] !== resortDay();
  const template = stale ? undefined : process.env[seeded ? SEEDED_TEMPLATE_ENV : EMPTY_TEMPLATE_ENV];
  let dataDir: string | undefined;
  if (template) {
    dataDir = newDataFolder('pms-e2e-');
    cpSync(template, dataDir, {
      recursive: true,
      filter: (src) => !notCopied.has(path.basename(src)),
    });
  }
  const server = await spawnServer(env, { dataDir });
  return {
    url: `http://127.0.0.1:${server.port}`,
    stop: () => stopServer(server),
  };
}

export async function launchBrowser(): Promise<Browser> {
  mkdirSync(screenshotsDir, { recursive: true });
  return chromium.launch({
    executablePath: '/usr/bin/chromium',
    headless: true,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
}

/** Collects console errors and page errors, which a journey asserts to be none. */
export function watchErrors(page: Page): string[] {
  const problems: string[] = [];
  page.on('console', (m) => {
    // A failed request's console line does not name the request; its location does.
    if (m.type() === 'error') problems.push(`console: ${m.text()} ${m.location().url}`.trim());
  });
  page.on('pageerror', (e) => problems.push(`page error: ${e.message}`));
  return problems;
}

/**
 * Resolves once the page has drawn two more frames: what an input event set in motion in the page (a
 * dialog a drop would open) has rendered by then. For asserting that something did NOT happen, instead of
 * sleeping and hoping.
 */
export async function afterTwoFrames(page: Page): Promise<void> {
  // A string, evaluated in the page: this project is compiled without the DOM's types.
  await page.evaluate(
    'new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)))',
  );
}

/**
 * Resolves when the page's finite animations and transitions (a drawer sliding in) have ended, so a
 * screenshot shows things where they stand. Endless ones (a spinner) are not waited for.
 */
export async function animationsDone(page: Page): Promise<void> {
  await afterTwoFrames(page);
  await page.evaluate(`Promise.all(
    document
      .getAnimations()
      .filter((a) => a.effect?.getComputedTiming().endTime !== Infinity)
      .map((a) => a.finished.catch(() => undefined)),
  )`);
}
