/**
 * Runs once before the server suites: migrates one database that every test file then starts from a copy
 * of, so no file runs initdb or the migrations itself (each takes seconds on these machines).
 *   - PGlite: an in-memory database whose data directory is saved as a tarball (PMS_PGLITE_TEMPLATE);
 *   - PostgreSQL (DATABASE_URL): a database that each file copies with CREATE DATABASE … TEMPLATE
 *     (PMS_PG_TEMPLATE), dropped at the end.
 */
import { rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { openDatabase } from '../db/client.ts';
import { makeTemplate } from '../db/pglite-template.ts';
import { createScratchDatabase } from '../db/scratch-database.ts';

export default async function setup() {
  // Two projects (server and server-isolated) name this setup; the first one's template serves both.
  if (process.env.PMS_PG_TEMPLATE || process.env.PMS_PGLITE_TEMPLATE) return;
  const url = process.env.DATABASE_URL;
  if (url) {
    const template = await createScratchDatabase(url, 'pms_template');
    const database = openDatabase({ url: template.url });
    await database.migrate();
    await database.close(); // a template must have no connections while it is copied
    process.env.PMS_PG_TEMPLATE = template.name;
    return () => template.drop();
  }
  // The same template the build makes for a first start (db/pglite-template.ts).
  const file = path.join(tmpdir(), `pms-pglite-template-${process.pid}.tar`);
  writeFileSync(file, Buffer.from(await (await makeTemplate()).arrayBuffer()));
  process.env.PMS_PGLITE_TEMPLATE = file;
  return () => rmSync(file, { force: true });
}
