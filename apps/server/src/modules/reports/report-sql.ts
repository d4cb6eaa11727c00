/**
 * What every report statement is built from, written once: which bookings count, the local dates of a
 * period, the night a hold holds (docs/reports.md), money as the API writes it, and
 * the read-only snapshot the reports read in.
 */
import { liveStatuses, realStatuses } from '@pms/domain';
import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { statusList } from '../bookings/index.ts';

export const real = statusList(realStatuses);
export const live = statusList(liveStatuses);

/** Where a report reads: the company and its zone. */
export interface Scope {
  companyId: number;
  timeZone: string;
}

/** The instant of the local midnight that closes `date` (its night's moment). */
export const midnightAfter = (tz: string, date: string) =>
  sql`((${date}::date + 1)::timestamp at time zone ${tz})`;
/** The instant a local date begins. */
export const midnightOf = (tz: string, date: string) => sql`(${date}::date::timestamp at time zone ${tz})`;

/**
 * The first and the last local night a hold's period holds (docs/reports.md): night D is held when the
 * period contains the local midnight that closes D — from the night its local start falls in (a start
 * at midnight belongs to the night before) to the night before the one its local end falls in. A hold
 * that contains no midnight has its first night after its last. The rule is written once, in the database
 * (occupancy_first_night and occupancy_last_night, migration 0058), which the occupancy summary's fold
 * uses too; PostgreSQL inlines them (one-line SQL functions), so a report pays nothing for the call.
 */
export const firstNight = (tz: string, period: SQL) => sql`occupancy_first_night(${tz}, ${period})`;
export const lastNight = (tz: string, period: SQL) => sql`occupancy_last_night(${tz}, ${period})`;
/** Holds that hold some night of start..end. */
export const holdsNightsIn = (tz: string, start: string, end: string) =>
  sql`h.period && tstzrange(${midnightAfter(tz, start)}, ${midnightAfter(tz, end)}, '[]')`;

/** The local dates start..end, one row each. */
export const datesCte = (start: string, end: string) => sql`
  select (${start}::date + i) as date from generate_series(0, ${end}::date - ${start}::date) i`;

/** Money as the API writes it, "0.00". */
export const money = (expr: SQL) => sql`round(coalesce(${expr}, 0), 2)::text`;
/** A section's grouping() level written into the statement (a parameter in a UNION would have no type). */
export const level = (n: number) => sql.raw(String(n));

/**
 * Runs a report's reads in one read-only snapshot, so the parts of a report (the cash report's list and
 * its sums) agree with each other, and with PostgreSQL's JIT off: at 500 rooms compiling the occupancy
 * statement took 1–1.5 s where running it takes about 0.1 s (bench/README.md, reports.ts).
 */
export function readReport<T>(db: Db, work: (tx: Db) => Promise<T>): Promise<T> {
  return db.transaction(
    async (tx) => {
      await tx.execute(sql`select set_config('jit', 'off', true)`);
      return work(tx);
    },
    { isolationLevel: 'repeatable read', accessMode: 'read only' },
  );
}
