/**
 * The demo resort as a prepared embedded database: the build (apps/server/src/build.ts) starts the migrated
 * template, creates the development administrator and runs the demo seed on it, as a first `npm start`
 * would, and saves the result beside main.js. A first start on an empty folder that would make exactly that
 * database unpacks it instead of seeding: the seed was about half of a cold start's CPU (bench/README.md,
 * issue 31 goal 6), PostgreSQL's code run for the first time in WebAssembly.
 *
 * The seed lays its stays out around the resort's today and its drafts and sales shortly before now, so a
 * prepared demo holds only on the resort day it was made: its file name carries that day, and a start on
 * another day seeds as before. It also carries what else the seed's result depends on: the migrated
 * template's digest (the schema), a digest of the compiled server (the seed's code) and the kind of
 * password hashes it holds (production, or the test suites' light ones), so a start takes only the one its
 * own code and settings would have made. Taken only when the start would create the development
 * administrator (no ADMIN_EMAIL or ADMIN_PASSWORD) and seed the demo into an empty embedded database.
 */
import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { toLocal } from '@pms/domain';
import { sql } from 'drizzle-orm';
import type { Config } from '../config.ts';
import { openDatabase } from '../db/client.ts';
import { templateDigest } from '../db/pglite-template.ts';
import { bootstrapAdmin, DEFAULT_ADMIN } from '../modules/auth/auth.service.ts';
import { hashSettings, PRODUCTION_HASH } from '../modules/auth/passwords.ts';
import { RESORT } from './seed-catalogue.ts';
import { seedIfEmpty } from './seed-if-empty.ts';
import { LEISURE } from './seed-leisure.ts';

/** The demos' today (the resort's, and the leisure object's where its zone differs), as the seed reads it. */
export function demoDay(now = new Date()): string {
  const seconds = Math.floor(now.getTime() / 1000);
  const days = new Set([RESORT.timezone, LEISURE.timezone].map((zone) => toLocal(seconds, zone).date));
  return [...days].join('+');
}

/** 12 hex digits of the compiled server's SHA-256: the seed's code is in it. */
export const codeDigest = (mainJs: string) =>
  createHash('sha256').update(readFileSync(mainJs)).digest('hex').slice(0, 12);

const hashKind = () => (hashSettings() === PRODUCTION_HASH ? 'production' : 'light');

/** The prepared demo's file in `dir` for the server `mainJs`, on the day `day`. */
export const demoTemplateFile = (dir: string, mainJs: string, day = demoDay()) =>
  path.join(dir, `pglite-demo-${templateDigest()}-${codeDigest(mainJs)}-${day}-${hashKind()}.tar`);

/** Who the prepared demo's administrator is, for the start that unpacks it to print, as bootstrapAdmin's. */
export const demoTemplateAdmin = { email: DEFAULT_ADMIN.email, password: DEFAULT_ADMIN.password };

/**
 * The migrated template `migrated` with the development administrator and both demos, as PGlite's
 * tarball; null when the resort's day changed while it was made (it would hold neither day's demo).
 */
export async function makeDemoTemplate(migrated: Blob): Promise<{ tar: Blob; day: string } | null> {
  const day = demoDay();
  const database = openDatabase({ dataDir: null, template: migrated });
  try {
    await database.migrate();
    await bootstrapAdmin(database.db, {});
    await seedIfEmpty(database.db);
    // As makeTemplate: everything in the data files, so the first start replays no log.
    await database.db.execute(sql`CHECKPOINT`);
    const tar = await database.dump!();
    return demoDay() === day ? { tar, day } : null;
  } finally {
    await database.close();
  }
}

/**
 * The prepared demo for this start, when it would make the same database: embedded, empty folder, the demo
 * seed on, the development administrator, and a file for today beside `mainJs`. Undefined otherwise.
 */
export function demoTemplateFor(config: Config, mainJs: string): Buffer | undefined {
  if (config.DATABASE_URL || !config.seedDemo || config.ADMIN_EMAIL || config.ADMIN_PASSWORD)
    return undefined;
  if (existsSync(path.join(config.DATA_DIR, 'PG_VERSION'))) return undefined;
  const file = demoTemplateFile(path.dirname(mainJs), mainJs);
  return existsSync(file) ? readFileSync(file) : undefined;
}
