import { defineConfig } from 'vitest/config';

// One runner, three projects: pure rules, the server against a real database, and browser journeys.
export default defineConfig({
  test: {
    projects: [
      { test: { name: 'domain', include: ['packages/domain/src/**/*.test.ts'], env: { TZ: 'UTC' } } },
      // Pure layout and cache-merge rules of the web app (no DOM needed).
      { test: { name: 'web', include: ['apps/web/src/**/*.test.ts'], env: { TZ: 'UTC' } } },
      {
        test: {
          name: 'server',
          include: ['apps/server/src/**/*.test.ts'],
          globalSetup: ['apps/server/src/test/global-setup.ts'],
          env: { TZ: 'UTC' },
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        test: {
          name: 'e2e',
          include: ['e2e/**/*.test.ts'],
          env: { TZ: 'UTC' },
          testTimeout: 90_000,
          hookTimeout: 120_000,
          fileParallelism: false,
        },
      },
    ],
  },
});
