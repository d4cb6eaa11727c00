/** `npm run db:migrate`: applies the migrations to the configured database and exits. */
import { loadConfig } from '../config.ts';
import { databaseTimeouts, openDatabase } from './client.ts';

const config = loadConfig();
// The server's timeouts, so a silent database ends the command instead of hanging it.
const database = openDatabase({
  url: config.DATABASE_URL,
  migrationUrl: config.MIGRATION_DATABASE_URL,
  dataDir: config.DATA_DIR,
  timeouts: databaseTimeouts(config),
});
await database.migrate();
await database.close();
console.log(`Migrations applied (${database.kind}).`);
