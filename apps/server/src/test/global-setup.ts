/**
 * Runs once before the server suite on PGlite: migrates one in-memory database and saves its data
 * directory, so each test file starts from a copy in about a second instead of running initdb and every
 * migration itself (several seconds each on these machines).
 */
import { rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { openDatabase } from '../db/client.ts';

export default async function setup() {
  if (process.env.DATABASE_URL) return;
  const database = openDatabase({ dataDir: null });
  await database.migrate();
  const file = path.join(tmpdir(), `pms-pglite-template-${process.pid}.tar`);
  writeFileSync(file, Buffer.from(await (await database.dump!()).arrayBuffer()));
  await database.close();
  process.env.PMS_PGLITE_TEMPLATE = file;
  return () => rmSync(file, { force: true });
}
