import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { DataDirInUseError, LOCK_FILE, lockDataDir } from './data-dir-lock.ts';

let dir: string;
beforeEach(() => {
  dir = mkdtempSync(path.join(tmpdir(), 'pms-lock-'));
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

const lockFile = () => path.join(dir, LOCK_FILE);
/** The pid of a process that has already exited. */
const deadPid = () => spawnSync(process.execPath, ['-e', '']).pid!;

describe('the data folder lock', () => {
  it('holds this process id while held and is gone once released', () => {
    const release = lockDataDir(dir);
    expect(JSON.parse(readFileSync(lockFile(), 'utf8'))).toMatchObject({ pid: process.pid });
    release();
    expect(existsSync(lockFile())).toBe(false);
  });

  it('refuses a folder whose lock names a running process, saying the folder is in use', () => {
    writeFileSync(lockFile(), JSON.stringify({ pid: process.ppid }));
    expect(() => lockDataDir(dir)).toThrow(DataDirInUseError);
    expect(() => lockDataDir(dir)).toThrow(/in use.*pid \d+/);
    expect(JSON.parse(readFileSync(lockFile(), 'utf8'))).toMatchObject({ pid: process.ppid });
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
    expect(JSON.parse(readFileSync(lockFile(), 'utf8'))).toMatchObject({ pid: process.pid });
    release();

    writeFileSync(lockFile(), '');
    const old = new Date(Date.now() - 60_000);
    utimesSync(lockFile(), old, old);
    lockDataDir(dir)();
  });

  it('releasing does not remove a lock that another server holds by now', () => {
    const release = lockDataDir(dir);
    writeFileSync(lockFile(), JSON.stringify({ pid: process.ppid }));
    release();
    expect(existsSync(lockFile())).toBe(true);
  });

  it('lets exactly one of several servers starting at the same instant have it, stale lock or not', async () => {
    for (const stale of [false, true]) {
      if (stale) writeFileSync(lockFile(), JSON.stringify({ pid: deadPid() }));
      else rmSync(lockFile(), { force: true });
      const goAt = Date.now() + 4000;
      const script = `
        import { lockDataDir } from ${JSON.stringify(path.join(import.meta.dirname, 'data-dir-lock.ts'))};
        while (Date.now() < ${goAt}) {}
        try { lockDataDir(${JSON.stringify(dir)}); console.log('locked'); setTimeout(() => {}, 1500); }
        catch (err) { console.log(err.name === 'DataDirInUseError' ? 'refused' : String(err)); }`;
      const outcomes = await Promise.all(
        Array.from({ length: 4 }, () => {
          const child = spawn(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script]);
          let out = '';
          child.stdout.on('data', (c) => (out += c));
          child.stderr.on('data', (c) => (out += c));
          return new Promise<string>((resolve) => child.on('exit', () => resolve(out.trim())));
        }),
      );
      expect(outcomes.sort()).toEqual(['locked', 'refused', 'refused', 'refused']);
    }
  }, 30_000);
});
