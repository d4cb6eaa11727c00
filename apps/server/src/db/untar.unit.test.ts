/**
 * untar.ts against tarballs made by the system's tar in the ustar format PGlite's dumps use: files and
 * folders come back byte for byte (a name longer than 100 characters through the header's prefix), and
 * a name leading out of the folder or an entry that is neither a file nor a folder stops the unpacking.
 */
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { untar } from './untar.ts';

const folders: string[] = [];
const folder = () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'pms-untar-'));
  folders.push(dir);
  return dir;
};
afterEach(() => {
  for (const dir of folders.splice(0)) rmSync(dir, { recursive: true, force: true });
});

/** `entries` of `from` as a ustar tarball. */
const tarOf = (from: string, entries: string[]) =>
  execFileSync('tar', ['--format=ustar', '-cf', '-', '-C', from, ...entries], { maxBuffer: 1 << 26 });

describe('untar', () => {
  it('unpacks files and folders byte for byte, a long name included', () => {
    const from = folder();
    const deep = path.join('base', 'a'.repeat(60), 'b'.repeat(60));
    mkdirSync(path.join(from, deep), { recursive: true });
    mkdirSync(path.join(from, 'pg_wal', 'archive_status'), { recursive: true });
    const big = Buffer.alloc(70_000, 7);
    big.write('tail', 69_990);
    writeFileSync(path.join(from, 'PG_VERSION'), '17\n');
    writeFileSync(path.join(from, deep, '1259'), big);
    writeFileSync(path.join(from, 'base', 'empty'), '');
    const to = folder();
    untar(tarOf(from, ['PG_VERSION', 'base', 'pg_wal']), to);
    expect(readFileSync(path.join(to, 'PG_VERSION'), 'utf8')).toBe('17\n');
    expect(readFileSync(path.join(to, deep, '1259')).equals(big)).toBe(true);
    expect(readFileSync(path.join(to, 'base', 'empty'))).toHaveLength(0);
    expect(() => readFileSync(path.join(to, 'pg_wal', 'archive_status'))).toThrow(/EISDIR/);
  });

  it('refuses a name that leads out of the folder', () => {
    const from = folder();
    writeFileSync(path.join(from, 'xxxxxxx'), 'escape');
    const tar = Buffer.from(tarOf(from, ['xxxxxxx']));
    tar.write('../../x', 0);
    tar[7] = 0;
    const to = path.join(folder(), 'data');
    expect(() => untar(tar, to)).toThrow(/outside the folder/);
  });

  it('refuses an entry that is neither a file nor a folder', () => {
    const from = folder();
    symlinkSync('/etc/passwd', path.join(from, 'link'));
    expect(() => untar(tarOf(from, ['link']), folder())).toThrow(/neither a file nor a folder/);
  });

  it('refuses a tarball cut short', () => {
    const from = folder();
    writeFileSync(path.join(from, 'file'), Buffer.alloc(4096, 1));
    const tar = tarOf(from, ['file']);
    expect(() => untar(tar.subarray(0, 2048), folder())).toThrow(/cut short/);
  });
});
