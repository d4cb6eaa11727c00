/**
 * One server per embedded data folder. PGlite is a single-process database: two servers on one folder
 * each believe they own it, book the same room under the same id and overwrite each other's writes. The
 * lock is a file in the folder naming its owner's pid; one left behind by an owner that died (kill -9,
 * power loss) names a pid that no longer runs, and is taken over.
 */
import {
  closeSync,
  linkSync,
  openSync,
  readFileSync,
  renameSync,
  statSync,
  unlinkSync,
  writeSync,
} from 'node:fs';
import path from 'node:path';

export const LOCK_FILE = 'server.lock';

/** A lock file created but still empty is a server starting this instant, unless it is older than this. */
const UNWRITTEN_GRACE_MS = 5_000;

export class DataDirInUseError extends Error {
  override name = 'DataDirInUseError';
}

/** Locks held by this process: a second open of the same folder here is refused too. */
const heldHere = new Set<string>();

/** Takes the folder's lock or throws DataDirInUseError; returns the release, which is safe to call twice. */
export function lockDataDir(dir: string): () => void {
  const file = path.resolve(dir, LOCK_FILE);
  const inUse = (pid?: number) =>
    new DataDirInUseError(
      `The data folder ${dir} is in use by another server${pid ? ` (pid ${pid})` : ''}; ` +
        `stop it first, or delete ${file} if no server runs on it`,
    );
  if (heldHere.has(file)) throw inUse(process.pid);
  const mine = JSON.stringify({ pid: process.pid, started: new Date().toISOString() });

  // A few rounds: a lock found stale is moved away, then creating ours races whoever else starts now.
  for (let round = 0; round < 5; round++) {
    if (create(file, mine)) {
      heldHere.add(file);
      let released = false;
      const release = () => {
        if (released) return;
        released = true;
        heldHere.delete(file);
        process.off('exit', release);
        // Only our own lock: after a takeover the file may be another server's by now.
        if (read(file) === mine) unlinkSync(file);
      };
      // A crash that still runs exit handlers (an uncaught exception) leaves no lock behind.
      process.on('exit', release);
      return release;
    }
    const seen = read(file);
    if (seen === null) continue;
    const pid = ownerPid(seen);
    if (pid === undefined) {
      if (Date.now() - mtimeMs(file) < UNWRITTEN_GRACE_MS) throw inUse();
    } else if (pid !== process.pid && isRunning(pid)) {
      // Our own pid here is a previous run's (a container restarts with the same pid), never this run's.
      throw inUse(pid);
    }
    moveAsideIfStill(file, seen);
  }
  throw inUse();
}

/** Creates the lock file only if there is none: `wx` is atomic, so of two servers exactly one creates it. */
function create(file: string, content: string): boolean {
  let fd: number;
  try {
    fd = openSync(file, 'wx');
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'EEXIST') return false;
    throw err;
  }
  try {
    writeSync(fd, content);
  } finally {
    closeSync(fd);
  }
  return true;
}

/**
 * Removes a stale lock. Two servers may judge the same lock stale: each renames it to its own name, and
 * one that finds it moved a fresh lock instead (the other server's, created meanwhile) puts it back.
 */
function moveAsideIfStill(file: string, seen: string) {
  const aside = `${file}.${process.pid}.stale`;
  try {
    renameSync(file, aside);
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'ENOENT') return;
    throw err;
  }
  try {
    if (read(aside) !== seen) linkSync(aside, file);
  } catch {
    // A third server created its lock in that instant; the one moved aside is then lost. Accepted: it
    // takes three servers starting together on a folder with a stale lock.
  } finally {
    unlinkSync(aside);
  }
}

function read(file: string): string | null {
  try {
    return readFileSync(file, 'utf8');
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw err;
  }
}

function ownerPid(content: string): number | undefined {
  try {
    const { pid } = JSON.parse(content) as { pid?: unknown };
    return Number.isInteger(pid) && (pid as number) > 0 ? (pid as number) : undefined;
  } catch {
    return undefined;
  }
}

function mtimeMs(file: string): number {
  try {
    return statSync(file).mtimeMs;
  } catch {
    return 0;
  }
}

/** Signal 0 checks that a process exists; EPERM means it does, under another user. */
function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
}
