/**
 * The nightly export: every minute, each company with SFTP settings whose own midnight has passed
 * uploads the register of the day that ended (nightly-due.ts decides when and which day). The runs
 * table says whether a company's day already ran, and its unique nightly key lets only one server
 * instance claim it. One company's failure is recorded on its run and the pass goes on to the next.
 */
import type { Db } from '../../db/client.ts';
import { startSweeper } from '../holds/index.ts';
import { nightlyDue } from './nightly-due.ts';
import { sftpExportRepository } from './sftp-export.repository.ts';
import { runExport, type SftpAccess } from './sftp-export.service.ts';

/** The export's needs; a failed upload's detail is logged with the company it concerns. */
export type NightlySftp = Omit<SftpAccess, 'log'> & { log?: (detail: string, companyId: number) => void };

/** One pass at `now`; answers the runs it made. */
export async function nightlyPass(
  db: Db,
  sftp: NightlySftp,
  now: Date,
  log: (err: unknown, companyId: number) => void,
) {
  const companies = await sftpExportRepository.nightlyCompanies(db);
  const runs = [];
  for (const c of companies) {
    const date = nightlyDue(now, c.timezone, c.last);
    if (!date) continue;
    const actor = { companyId: c.id, companyName: c.name, timeZone: c.timezone, employeeId: null };
    try {
      const access = { ...sftp, log: (detail: string) => sftp.log?.(detail, c.id) };
      const run = await runExport(db, actor, access, { date, trigger: 'nightly' });
      if (run) runs.push(run);
    } catch (err) {
      // Already recorded on the run when it got that far; the other companies still go.
      log(err, c.id);
    }
  }
  return runs;
}

/** Starts the passes (the sweeper's timer: never overlapping, unref'd); answers the stop. */
export function startNightlyExport(
  db: Db,
  opts: {
    sftp: NightlySftp;
    intervalMs: number;
    log: (err: unknown, companyId?: number) => void;
  },
) {
  return startSweeper(db, {
    intervalMs: opts.intervalMs,
    sweeps: [(db, now) => nightlyPass(db, opts.sftp, now, opts.log)],
    log: opts.log,
  });
}
