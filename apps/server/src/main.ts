/**
 * Start-up: read config, open and migrate the database, make sure there is someone to log in as,
 * optionally seed the demo resort, listen, and close cleanly on SIGINT/SIGTERM.
 */
import { buildApp } from './app.ts';
import { loadConfig } from './config.ts';
import { openDatabase } from './db/client.ts';
import { seedIfEmpty } from './db/seed-if-empty.ts';
import { bootstrapAdmin, DEFAULT_ADMIN } from './modules/auth/auth.service.ts';

const startedAt = performance.now();
const config = (() => {
  try {
    return loadConfig();
  } catch (err) {
    console.error((err as Error).message);
    process.exit(1);
  }
})();

const database = openDatabase({ url: config.DATABASE_URL, dataDir: config.DATA_DIR });
await database.migrate();
const admin = await bootstrapAdmin(database.db, config);
if (config.seedDemo) await seedIfEmpty(database.db);

const app = await buildApp({ config, database });

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
console.log(`PMS ready at ${address} (${db}) in ${Math.round(performance.now() - startedAt)} ms`);
if (admin?.password) {
  console.log(
    `Administrator created: ${admin.email} / ${admin.password} (set ADMIN_EMAIL and ADMIN_PASSWORD to choose)`,
  );
} else if (!config.ADMIN_EMAIL) {
  console.log(
    `Default administrator: ${DEFAULT_ADMIN.email} / ${DEFAULT_ADMIN.password} (unless changed since)`,
  );
}
