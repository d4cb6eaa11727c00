import { type ChildProcessWithoutNullStreams, spawn, spawnSync } from 'node:child_process';
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  utimesSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createInterface } from 'node:readline';
// The compiler tsx runs on (tsx, a dependency of the server, brings it).
import { transformSync } from 'esbuild';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { DataDirInUseError, LOCK_FILE, lockDataDir, takeOverMarker } from './data-dir-lock.ts';

let dir: string;
beforeEach(() => {
  dir = mkdtempSync(path.join(tmpdir(), 'pms-lock-'));
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

const lockFile = (folder = dir) => path.join(folder, LOCK_FILE);
/** The pid of a process that has already exited (one for the file: starting node takes a while here). */
let dead: number | undefined;
const deadPid = () => (dead ??= spawnSync(process.execPath, ['-e', '']).pid!);
const ownerOf = (file: string) => (JSON.parse(readFileSync(file, 'utf8')) as { pid: number }).pid;

/** Leaves what a server that died in the middle of taking over `file` leaves: its marker, claimed. */
function crashedTakeOver(file: string, pid = deadPid()) {
  const marker = takeOverMarker(file)!;
  writeFileSync(marker, JSON.stringify({ pid, token: `taker-${pid}` }));
  return marker;
}

describe('the data folder lock', () => {
  it('holds this process id while held and is gone once released', () => {
    const release = lockDataDir(dir);
    expect(ownerOf(lockFile())).toBe(process.pid);
    release();
    expect(readdirSync(dir)).toEqual([]);
  });

  it('refuses a folder whose lock names a running process, saying the folder is in use', () => {
    writeFileSync(lockFile(), JSON.stringify({ pid: process.ppid }));
    expect(() => lockDataDir(dir)).toThrow(DataDirInUseError);
    expect(() => lockDataDir(dir)).toThrow(/in use.*pid \d+/);
    expect(ownerOf(lockFile())).toBe(process.ppid);
  });

  it('refuses a second lock on the same folder from this very process', () => {
    const release = lockDataDir(dir);
    expect(() => lockDataDir(dir)).toThrow(DataDirInUseError);
    release();
    lockDataDir(dir)();
  });

  it('takes over a lock left by a process that died (kill -9), and one left unwritten long ago', () => {
    writeFileSync(lockFile(), JSON.stringify({ pid: deadPid() }));
    const release = lockDataDir(dir);
    expect(ownerOf(lockFile())).toBe(process.pid);
    release();

    writeFileSync(lockFile(), '');
    const old = new Date(Date.now() - 60_000);
    utimesSync(lockFile(), old, old);
    lockDataDir(dir)();
  });

  it.skipIf(!existsSync('/proc/sys/kernel/random/boot_id'))(
    'takes over a lock from an earlier boot even when its pid runs again',
    () => {
      writeFileSync(lockFile(), JSON.stringify({ pid: process.ppid, boot: 'an-earlier-boot' }));
      lockDataDir(dir)();
    },
  );

  it('takes over a stale lock whose taker died in the middle, even one whose own taker died, leaving nothing behind', () => {
    writeFileSync(lockFile(), JSON.stringify({ pid: deadPid(), token: 'dead' }));
    const marker = crashedTakeOver(lockFile());
    crashedTakeOver(marker);
    writeFileSync(path.join(dir, `${LOCK_FILE}.${deadPid()}.1234-abcd.tmp`), 'half');
    const release = lockDataDir(dir);
    expect(readdirSync(dir)).toEqual([LOCK_FILE]);
    expect(ownerOf(lockFile())).toBe(process.pid);
    release();
    expect(readdirSync(dir)).toEqual([]);
  });

  it('refuses while a live server is taking over a stale lock, naming it, and leaves its claim alone', () => {
    writeFileSync(lockFile(), JSON.stringify({ pid: deadPid(), token: 'dead' }));
    const marker = crashedTakeOver(lockFile(), process.ppid);
    expect(() => lockDataDir(dir)).toThrow(new RegExp(`in use .*\\(pid ${process.ppid}\\).*takeover`));
    expect(existsSync(marker)).toBe(true);
    expect(existsSync(lockFile())).toBe(true);
  });

  it('releasing does not remove a lock that another server holds by now', () => {
    const release = lockDataDir(dir);
    writeFileSync(lockFile(), JSON.stringify({ pid: process.ppid }));
    release();
    expect(existsSync(lockFile())).toBe(true);
  });

  /**
   * Four servers starting at the same instant, as light processes that only take the lock: each round
   * they spin until one agreed millisecond, call lockDataDir on a fresh folder and say what they got;
   * the holder keeps the lock until all have answered. Each file operation of theirs waits a random
   * moment first, so that the rounds go through many interleavings, as a busy machine does: the lock that
   * renamed a stale lock aside gave it to two of the four in about a round in four. Fifty rounds in a row
   * on a stale lock (every other one with the marker of a taker that died too), then ten without one.
   */
  it('gives the folder to exactly one of four servers starting together, 50 times in a row on a stale lock', async () => {
    // Plain node runs the module compiled once: four tsx starts took most of the test on a busy machine.
    const compiled = path.join(dir, 'data-dir-lock.mjs');
    const source = readFileSync(path.join(import.meta.dirname, 'data-dir-lock.ts'), 'utf8');
    writeFileSync(compiled, transformSync(source, { loader: 'ts', format: 'esm' }).code);
    const contenders = Array.from({ length: 4 }, () => contender(compiled));
    try {
      await Promise.all(contenders.map((c) => c.ask({ ready: true })));
      for (let round = 0; round < 60; round++) {
        const folder = path.join(dir, `round-${round}`);
        mkdirSync(folder);
        if (round < 50) {
          writeFileSync(lockFile(folder), JSON.stringify({ pid: deadPid(), token: `stale-${round}` }));
          if (round % 2) crashedTakeOver(lockFile(folder));
        }
        const go = Date.now() + 15;
        const answers = await Promise.all(contenders.map((c) => c.ask({ go, dir: folder })));
        const holders = contenders.filter((_, i) => answers[i] === 'locked');
        expect({ round, answers: [...answers].sort() }).toEqual({
          round,
          answers: ['locked', 'refused', 'refused', 'refused'],
        });
        expect(ownerOf(lockFile(folder))).toBe(holders[0]!.pid);
        await holders[0]!.ask({ release: true });
        expect(readdirSync(folder)).toEqual([]);
      }
    } finally {
      for (const c of contenders) c.child.kill();
    }
  }, 60_000);
});

/** A process that takes and releases the lock when told, one line in and one line out. */
function contender(module: string) {
  const script = `
    import { createInterface } from 'node:readline';
// The compiler tsx runs on (tsx, a dependency of the server, brings it).
import { transformSync } from 'esbuild';
    import fs from 'node:fs';
    import { syncBuiltinESMExports } from 'node:module';
    import { lockDataDir } from ${JSON.stringify(module)};
    const nap = new Int32Array(new SharedArrayBuffer(4));
    for (const name of ['openSync', 'readFileSync', 'writeFileSync', 'linkSync', 'renameSync', 'unlinkSync']) {
      const real = fs[name];
      fs[name] = (...args) => (Atomics.wait(nap, 0, 0, Math.random() * 2), real(...args));
    }
    syncBuiltinESMExports();
    let release;
    for await (const line of createInterface({ input: process.stdin })) {
      const order = JSON.parse(line);
      if (order.ready) { console.log('ready'); continue; }
      if (order.release) { release(); console.log('released'); continue; }
      while (Date.now() < order.go) {}
      try { release = lockDataDir(order.dir); console.log('locked'); }
      catch (err) { console.log(err.name === 'DataDirInUseError' ? 'refused' : String(err.stack)); }
    }`;
  const child: ChildProcessWithoutNullStreams = spawn(process.execPath, [
    '--input-type=module',
    '-e',
    script,
  ]);
  let stderr = '';
  child.stderr.on('data', (c) => (stderr += c));
  const lines = createInterface({ input: child.stdout })[Symbol.asyncIterator]();
  return {
    child,
    pid: child.pid!,
    async ask(order: object): Promise<string> {
      child.stdin.write(`${JSON.stringify(order)}\n`);
      const { value, done } = await lines.next();
      if (done) throw new Error(`the contender exited: ${stderr}`);
      return value as string;
    },
  };
}
