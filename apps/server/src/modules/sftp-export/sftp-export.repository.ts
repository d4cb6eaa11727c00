/**
 * The export runs' SQL: a run recorded when it starts and finished with its result, a company's runs,
 * and the companies the nightly pass looks at. What the register prints is register.repository.ts.
 */
import { desc, eq, sql } from 'drizzle-orm';
import { type Db, queryRows } from '../../db/client.ts';
import { pageQuery } from '../../db/page-query.ts';
import { sftpExports } from '../../db/schema.ts';

export type RunRow = typeof sftpExports.$inferSelect;

export interface NightlyCompany {
  id: number;
  name: string;
  timezone: string;
  /** The latest day a nightly run is recorded for, 'YYYY-MM-DD'. */
  last: string | null;
}

export const sftpExportRepository = {
  /** The companies with SFTP settings, each with the last day its nightly run is recorded for. */
  nightlyCompanies: (db: Db) =>
    queryRows<NightlyCompany>(
      db,
      sql`
    select c.id, c.name, c.timezone,
           (select max(e.date)::text from sftp_exports e
             where e.company_id = c.id and e.trigger = 'nightly') as last
    from companies c
    where coalesce(c.sftp ->> 'host', '') <> ''
      -- An archived company is not worked in any more (migration 0046): nothing of it goes out.
      and c.archived_at is null
    order by c.id`,
    ),

  /**
   * A run recorded as started; nothing when it conflicts, that is when a nightly run of that day is
   * already recorded (the unique nightly key lets one server instance claim it).
   */
  async insertRun(db: Db, values: typeof sftpExports.$inferInsert) {
    const [row] = await db.insert(sftpExports).values(values).onConflictDoNothing().returning();
    return row;
  },

  async updateRun(db: Db, id: number, values: Partial<RunRow>) {
    const [row] = await db.update(sftpExports).set(values).where(eq(sftpExports.id, id)).returning();
    return row!;
  },

  /** The company's runs, newest first, a page of them and how many there are. */
  runPage: (db: Db, companyId: number, offset: number, limit: number) =>
    pageQuery(db, sftpExports, {
      where: eq(sftpExports.companyId, companyId),
      orderBy: [desc(sftpExports.id)],
      offset,
      limit,
    }),
};
