/**
 * CPU spent, as opposed to time waited: this process (the app and, in a worker, its load generator) and
 * the PostgreSQL backends serving this benchmark's scratch database. On a machine shared with others a
 * throughput figure moves with their load; the CPU a unit of work costs moves far less, and it says what
 * the work would reach on cores of its own: cores ÷ CPU per unit.
 * PostgreSQL's backends are read from /proc, so their figure needs the server on this machine (Linux);
 * elsewhere it is null.
 */
import { readFileSync } from 'node:fs';
import { sql } from 'drizzle-orm';
import { type Db, queryRows } from '../apps/server/src/db/client.ts';

/** Linux reports process times in clock ticks of 1/100 s (USER_HZ). */
const TICK_MS = 10;

async function backendMs(db: Db): Promise<number | null> {
  const rows = await queryRows<{ pid: number }>(
    db,
    sql`select pid from pg_stat_activity where datname = current_database() and backend_type = 'client backend'`,
  );
  try {
    let ticks = 0;
    for (const { pid } of rows) {
      // Fields after the command's closing parenthesis: utime and stime are the 12th and 13th.
      const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      ticks += Number(fields[11]) + Number(fields[12]);
    }
    return ticks * TICK_MS;
  } catch {
    return null;
  }
}

export interface CpuSnapshot {
  node: NodeJS.CpuUsage;
  postgres: number | null;
}

export async function cpuSnapshot(db: Db): Promise<CpuSnapshot> {
  return { node: process.cpuUsage(), postgres: await backendMs(db) };
}

/** Milliseconds of CPU since `start`, in this process and in the database's backends. */
export async function cpuSince(db: Db, start: CpuSnapshot) {
  const end = await cpuSnapshot(db);
  const used = process.cpuUsage(start.node);
  return {
    nodeMs: (used.user + used.system) / 1000,
    postgresMs: end.postgres === null || start.postgres === null ? null : end.postgres - start.postgres,
  };
}
