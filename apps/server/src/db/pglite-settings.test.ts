/**
 * The embedded database's shared buffers are the small ones client.ts sets, not PostgreSQL's 128 MB that
 * PGlite would zero at every open (about 0.8 s of each start's CPU; bench/README.md, issue 31 goal 6).
 * Embedded only: a PostgreSQL server's settings are its administrator's.
 */
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { openDatabase } from './client.ts';

describe.skipIf(Boolean(process.env.DATABASE_URL))('embedded database settings', () => {
  it('opens with the small shared buffers', async () => {
    const database = openDatabase({ dataDir: null });
    try {
      const { rows } = (await database.db.execute(sql`show shared_buffers`)) as { rows: unknown[] };
      expect(rows[0]).toEqual({ shared_buffers: '16MB' });
    } finally {
      await database.close();
    }
  });
});
