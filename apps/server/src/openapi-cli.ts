/**
 * `npm run api:generate` (first step): writes the OpenAPI document exactly as a server serves it at
 * `/api/docs/json` to docs/openapi.json, the published copy that `npm run check` lints and the typed
 * client (packages/api-client) is generated from. The contract test fails while the two differ.
 * Builds the app over a throwaway in-memory database: the document depends on the routes alone.
 */
import { writeFileSync } from 'node:fs';
import { buildApp } from './app.ts';
import { loadConfig } from './config.ts';
import { openDatabase } from './db/client.ts';

const target = new URL('../../../docs/openapi.json', import.meta.url);
const database = openDatabase({ dataDir: null });
await database.migrate();
const config = loadConfig({
  NODE_ENV: 'development',
  LOG_LEVEL: 'silent',
  SEED_DEMO: '0',
  SWEEP_INTERVAL_SECONDS: '0',
  SFTP_NIGHTLY: 'off',
  WEB_DIST: '/nonexistent',
});
const app = await buildApp({ config, database });
await app.ready();
writeFileSync(target, `${JSON.stringify(app.swagger(), null, 2)}\n`);
await app.close();
console.log(`OpenAPI document written to ${target.pathname}`);
