/**
 * A migrated, empty embedded database, made once by the build (apps/server/src/build.ts) and unpacked by
 * a server's first start on an empty data folder instead of running PGlite's initdb and every migration
 * (about 8 s of CPU on these machines, most of a cold start). The template's file name carries a digest
 * of what made it: PGlite's version, the migrations as drizzle reads them (the journal and the SQL
 * files) and the domain's SQL functions. A start takes it only when that digest is the one of the code
 * that runs; otherwise it migrates as before. Either way the start still migrates (nothing is left to
 * apply on a template of the same migrations), so a template is never a second source of the schema.
 */
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { migrationsFolder, openDatabase } from './client.ts';
import { domainSqlFunctions } from './domain-sql.ts';

function pgliteVersion(): string {
  // The package's exports do not list its package.json; its entry file's folder leads to it.
  const entry = createRequire(import.meta.url).resolve('@electric-sql/pglite');
  const pkg = path.join(path.dirname(entry), '..', 'package.json');
  return (JSON.parse(readFileSync(pkg, 'utf8')) as { version: string }).version;
}

/** What the template is a function of; 16 hex digits of their SHA-256. */
export function templateDigest(folder = migrationsFolder): string {
  const hash = createHash('sha256');
  const part = (text: string | Buffer) => hash.update(`${text.length}:`).update(text);
  // The recipe's own version: raise it when makeTemplate changes, so no older template is taken.
  part('template 2');
  part(`pglite ${pgliteVersion()}`);
  const files = [
    'meta/_journal.json',
    ...readdirSync(folder)
      .filter((f) => f.endsWith('.sql'))
      .sort(),
  ];
  for (const file of files) {
    part(file);
    part(readFileSync(path.join(folder, file)));
  }
  for (const statement of domainSqlFunctions()) part(statement);
  return hash.digest('hex').slice(0, 16);
}

/** The template's file in `dir` for the code that runs, found there or not. */
export const templateFile = (dir: string) => path.join(dir, `pglite-migrated-${templateDigest()}.tar`);

/** A freshly initialised in-memory database with every migration applied, as PGlite's tarball. */
export async function makeTemplate(): Promise<Blob> {
  const database = openDatabase({ dataDir: null });
  try {
    await database.migrate();
    // Everything in the data files, as a clean stop leaves them: without it a sequence read back from the
    // dump stands where its last write-ahead record put it, up to 32 values on (the migrations journal's
    // id did), and the first start would replay the log.
    await database.db.execute(sql`CHECKPOINT`);
    return await database.dump!();
  } finally {
    await database.close();
  }
}

/**
 * The template to start `dataDir` from: the one in `dir` made from these very migrations, when the folder
 * holds no database yet (PGlite refuses to unpack over one). Undefined otherwise: initdb and the
 * migrations then make the database, as they always did.
 */
export function templateFor(dataDir: string, dir: string): Buffer | undefined {
  if (existsSync(path.join(dataDir, 'PG_VERSION'))) return undefined;
  const file = templateFile(dir);
  return existsSync(file) ? readFileSync(file) : undefined;
}
