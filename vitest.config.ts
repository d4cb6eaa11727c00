import { defineConfig } from 'vitest/config';

/**
 * One runner, these projects (how they are run, and why, is in docs/testing.md):
 *   - domain and web: pure rules, no database;
 *   - server: every file that touches the database, run on PGlite and again on PostgreSQL;
 *   - server-unit (`*.unit.test.ts`): server files that touch no database, run once;
 *   - server-isolated (`*.isolated.test.ts`): files that mock a module, each in a fresh module registry;
 *   - e2e: browser journeys.
 * Files run two at a time (this machine has 2 cores; e2e one at a time, see its block), and, except
 * server-isolated and e2e, share one module registry per worker: importing the whole server again for every
 * file cost about 3 s a file.
 */
const serverBase = {
  env: { TZ: 'UTC' },
  testTimeout: 30_000,
  hookTimeout: 60_000,
};

export default defineConfig({
  test: {
    maxWorkers: 2,
    projects: [
      {
        test: {
          name: 'domain',
          include: ['packages/domain/src/**/*.test.ts'],
          env: { TZ: 'UTC' },
          isolate: false,
        },
      },
      // Pure layout and cache-merge rules of the web app (no DOM needed).
      { test: { name: 'web', include: ['apps/web/src/**/*.test.ts'], env: { TZ: 'UTC' }, isolate: false } },
      {
        test: {
          ...serverBase,
          name: 'server',
          include: ['apps/server/src/**/*.test.ts'],
          exclude: ['**/*.unit.test.ts', '**/*.isolated.test.ts', '**/node_modules/**'],
          globalSetup: ['apps/server/src/test/global-setup.ts'],
          // Light password hashing: see hashSettings in modules/auth/passwords.ts.
          env: { ...serverBase.env, PMS_LIGHT_PASSWORD_HASH: '1' },
          isolate: false,
        },
      },
      {
        test: {
          ...serverBase,
          name: 'server-unit',
          include: ['apps/server/src/**/*.unit.test.ts'],
          // createTestDb refuses here: a file that needs a database runs on both, so it is no unit file.
          env: { ...serverBase.env, PMS_LIGHT_PASSWORD_HASH: '1', PMS_TEST_NO_DATABASE: '1' },
          isolate: false,
        },
      },
      {
        test: {
          ...serverBase,
          name: 'server-isolated',
          include: ['apps/server/src/**/*.isolated.test.ts'],
          globalSetup: ['apps/server/src/test/global-setup.ts'],
          env: { ...serverBase.env, PMS_LIGHT_PASSWORD_HASH: '1' },
        },
      },
      {
        test: {
          name: 'e2e',
          include: ['e2e/**/*.test.ts'],
          // One migrated, demo-seeded data folder per run; each file's server starts from a copy of it.
          globalSetup: ['e2e/global-setup.ts'],
          env: { TZ: 'UTC' },
          // The longest journey (property-setup) took over 90 s on a loaded machine.
          testTimeout: 180_000,
          hookTimeout: 120_000,
          // One file at a time. The files share nothing (own port, data folder copy, outbox, Chromium), but
          // a journey keeps both cores busy (a server and a browser): two at once took 37 s a file against
          // 22 s alone (1.2× the throughput) and timed out twice in the first clean-clone run.
          fileParallelism: false,
          // One worker runs every file, keeping its modules: the journeys' one Chromium (journeys.ts) and
          // what each file imports (vitest, Playwright) are set up once, not per file.
          isolate: false,
          // A journey's polls wait on a browser and a server on a shared 2-core machine: vitest's 1 s
          // default failed a login's refusal under load (foundation.test.ts).
          expect: { poll: { timeout: 15_000 } },
        },
      },
    ],
  },
});
