/**
 * One server per embedded data folder. PGlite is a single-process database: two servers on one folder
 * each believe they own it, book the same room under the same id and overwrite each other's writes. The
 * lock is a file in the folder naming its owner's pid; one left behind by an owner that died (kill -9,
 * power loss) names a pid that no longer runs, or a boot that is over, and is taken over.
 *
 * Why exactly one server holds it, however the starts interleave (issue 26):
 * - Every file here is created whole and exclusively: written under a name of its own, then hard-linked to
 *   its real name, which fails if that name exists. Nobody ever sees a half-written lock, and of several
 *   servers creating the same name exactly one succeeds.
 * - A lock is deleted only by its owner, or by a server taking over a lock it judged stale. The take-over
 *   is the dangerous part: a server that judged a lock stale and deletes it a moment later may delete the
 *   fresh lock another server created meanwhile (the defect renaming it aside had). So deleting a stale
 *   lock needs a claim: the take-over marker `server.lock.takeover.<id>`, created exclusively, where <id>
 *   names that lock's exact content (a random token in it) and file. Of all servers that judged that lock
 *   stale only one holds the marker; under it, the lock read again as the same id cannot change before
 *   it is deleted, since its owner is dead and nobody else may delete it. A server that finds the marker
 *   held by a live server is refused: that one is about to hold the folder.
 * - Ids never come back, so a claim on a lock that is gone by now deletes nothing: a late server that
 *   claims it finds another lock, or none, and creates its own exclusively or is refused.
 * - A server that dies holding a marker leaves a stale marker. It is taken over the same way, by a marker
 *   named after the marker, so no crash at any step locks the folder for good. Stale markers and temporary
 *   files are swept by the next server that holds the lock: every claim still open then concerns a lock
 *   that is gone, so sweeping cannot break one that matters.
 * - A live pid is never judged dead. A dead pid taken by another process since (or a lock copied from
 *   another machine naming a running pid) makes the folder refused, never shared; the message names the
 *   file to delete. The boot id in the lock clears the common case, a pid reused after a restart.
 */
import { createHash, randomUUID } from 'node:crypto';
import {
  closeSync,
  fstatSync,
  linkSync,
  openSync,
  readdirSync,
  readFileSync,
  unlinkSync,
  writeFileSync,
} from 'node:fs';
import path from 'node:path';

export const LOCK_FILE = 'server.lock';
const MARKER = `${LOCK_FILE}.takeover.`;
/** Temporary files (created whole, then linked) and the stale locks an earlier version renamed aside. */
const LEFTOVER = new RegExp(`^${LOCK_FILE.replace('.', '\\.')}\\.(\\d+)\\.(?:[0-9a-f-]+\\.tmp|stale)$`);

/**
 * An empty or unreadable lock is a server of an earlier version between creating and writing it, unless it
 * is older than this. This version never leaves one: its files are created whole.
 */
const UNWRITTEN_GRACE_MS = 5_000;

export class DataDirInUseError extends Error {
  override name = 'DataDirInUseError';
}

/** Locks held by this process: a second open of the same folder here is refused too. */
const heldHere = new Set<string>();

/** This boot of the machine, where the system says (Linux); a lock from another boot is stale. */
const bootId = (() => {
  try {
    return readFileSync('/proc/sys/kernel/random/boot_id', 'utf8').trim() || undefined;
  } catch {
    return undefined;
  }
})();

/** Takes the folder's lock or throws DataDirInUseError; returns the release, which is safe to call twice. */
export function lockDataDir(dir: string): () => void {
  const file = path.resolve(dir, LOCK_FILE);
  const inUse = (pid?: number, blocking = file) =>
    new DataDirInUseError(
      `The data folder ${dir} is in use by another server${pid ? ` (pid ${pid})` : ''}; ` +
        `stop it first, or delete ${blocking} if no server runs on it`,
    );
  if (heldHere.has(file)) throw inUse(process.pid);
  const mine = JSON.stringify({
    pid: process.pid,
    boot: bootId,
    started: new Date().toISOString(),
    token: randomUUID(),
  });

  // Each round either holds the lock, is refused, or has cleared one stale file; a few servers starting
  // together need three rounds at most, so running out means others keep winning: refused.
  for (let round = 0; round < 10; round++) {
    if (create(file, mine)) {
      heldHere.add(file);
      sweep(path.dirname(file), mine);
      let released = false;
      const release = () => {
        if (released) return;
        released = true;
        heldHere.delete(file);
        process.off('exit', release);
        // Only our own lock; nobody else deletes it while we live, so it cannot change between the two.
        removeIfMine(file, mine);
      };
      // A crash that still runs exit handlers (an uncaught exception) leaves no lock behind.
      process.on('exit', release);
      return release;
    }
    const seen = snapshot(file);
    if (!seen) continue;
    if (!isStale(seen, mine)) throw inUse(ownerPid(seen.content));
    const busy = removeStale(file, seen, mine);
    if (busy) throw inUse(busy.pid, busy.file);
  }
  throw inUse();
}

/**
 * The take-over marker a server must hold to delete `file` as it is now: for the tests, which leave one
 * behind as a server that died in the middle of a take-over would.
 */
export function takeOverMarker(file: string): string | undefined {
  const seen = snapshot(file);
  return seen ? path.join(path.dirname(file), MARKER + seen.id) : undefined;
}

/**
 * Deletes `file` if it still is `seen`, judged stale, under the claim of its take-over marker. Returns the
 * live server holding that claim, if one does; otherwise something changed, and the caller looks again.
 */
function removeStale(
  file: string,
  seen: Snapshot,
  mine: string,
): { pid: number | undefined; file: string } | undefined {
  const marker = path.join(path.dirname(file), MARKER + seen.id);
  if (!create(marker, mine)) {
    const claim = snapshot(marker);
    if (!claim) return undefined;
    if (!isStale(claim, mine)) return { pid: ownerPid(claim.content), file: marker };
    // Its taker died in the middle: the marker is itself a stale lock, taken over by the same rule.
    return removeStale(marker, claim, mine);
  }
  try {
    if (snapshot(file)?.id === seen.id) unlinkQuietly(file);
  } finally {
    removeIfMine(marker, mine);
  }
  return undefined;
}

/**
 * Removes what crashed take-overs and creations left. Every claim still open concerns a lock that is gone,
 * so deleting a dead taker's marker cannot let two servers delete a lock that matters.
 */
function sweep(dir: string, mine: string) {
  for (const name of readdirSync(dir)) {
    const file = path.join(dir, name);
    if (name.startsWith(MARKER)) {
      const claim = snapshot(file);
      if (claim && isStale(claim, mine)) unlinkQuietly(file);
      continue;
    }
    const pid = Number(LEFTOVER.exec(name)?.[1]);
    // Our own pid here is a previous run's: this run's temporary files are gone by now.
    if (pid && (pid === process.pid || !isRunning(pid))) unlinkQuietly(file);
  }
}

/** Creates `file` whole, only if there is none: of several servers exactly one creates it. */
function create(file: string, content: string): boolean {
  const whole = path.join(path.dirname(file), `${LOCK_FILE}.${process.pid}.${randomUUID()}.tmp`);
  writeFileSync(whole, content, { flag: 'wx' });
  try {
    linkSync(whole, file);
    return true;
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'EEXIST') return false;
    throw err;
  } finally {
    unlinkQuietly(whole);
  }
}

interface Snapshot {
  content: string;
  /** This very file with this very content: a lock deleted and created again gets another. */
  id: string;
  mtimeMs: number;
}

/** The file's content and identity read from one open file, so both are of the same file. */
function snapshot(file: string): Snapshot | null {
  let fd: number;
  try {
    fd = openSync(file, 'r');
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw err;
  }
  try {
    const { ino, dev, mtimeMs } = fstatSync(fd);
    const content = readFileSync(fd, 'utf8');
    const id = createHash('sha256').update(`${dev}:${ino}:${content}`).digest('hex').slice(0, 32);
    return { content, id, mtimeMs };
  } finally {
    closeSync(fd);
  }
}

function isStale({ content, mtimeMs }: Snapshot, mine: string): boolean {
  const owner = parse(content);
  if (!owner) return Date.now() - mtimeMs >= UNWRITTEN_GRACE_MS;
  if (bootId && owner.boot && owner.boot !== bootId) return true;
  // Our own pid here is a previous run's (a container restarts with the same pid), never this run's.
  if (owner.pid === process.pid) return content !== mine;
  return !isRunning(owner.pid);
}

function parse(content: string): { pid: number; boot?: string } | undefined {
  try {
    const { pid, boot } = JSON.parse(content) as { pid?: unknown; boot?: unknown };
    if (!Number.isInteger(pid) || (pid as number) <= 0) return undefined;
    return { pid: pid as number, boot: typeof boot === 'string' ? boot : undefined };
  } catch {
    return undefined;
  }
}

function ownerPid(content: string): number | undefined {
  return parse(content)?.pid;
}

function removeIfMine(file: string, mine: string) {
  let content: string;
  try {
    content = readFileSync(file, 'utf8');
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'ENOENT') return;
    throw err;
  }
  if (content === mine) unlinkQuietly(file);
}

function unlinkQuietly(file: string) {
  try {
    unlinkSync(file);
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== 'ENOENT') throw err;
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
