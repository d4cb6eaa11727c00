/**
 * Unpacks a tarball of a data directory, as PGlite's dumpDataDir writes it (ustar: plain files and
 * folders), into a folder of the file system. A first start does this with the build's template before it
 * opens PGlite on the folder, instead of handing the tarball to PGlite's `loadDataDir`: that one writes
 * each file through the WebAssembly module's emulated file system, and cost about 3.6 s of CPU against
 * 0.4 s here for the demo's 67 MB (bench/README.md, issue 31 goal 6). Anything but a plain file or a
 * folder, or a name leading out of `to`, is refused: the tarball is the build's own, and a wrong one
 * should stop the start rather than make half a database.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';

const BLOCK = 512;

/** A NUL-terminated field of the header. */
function field(header: Uint8Array, from: number, to: number): string {
  const bytes = header.subarray(from, to);
  const end = bytes.indexOf(0);
  return Buffer.from(bytes.subarray(0, end < 0 ? bytes.length : end)).toString('utf8');
}

export function untar(tar: Uint8Array, to: string): void {
  const root = path.resolve(to);
  let offset = 0;
  while (offset + BLOCK <= tar.length) {
    const header = tar.subarray(offset, offset + BLOCK);
    // Two zero blocks end the archive; one is enough to stop.
    if (header[0] === 0) return;
    const prefix = field(header, 345, 500);
    const name = prefix ? `${prefix}/${field(header, 0, 100)}` : field(header, 0, 100);
    const size = Number.parseInt(field(header, 124, 136).trim() || '0', 8);
    const type = header[156] === 0 ? '0' : String.fromCharCode(header[156]!);
    const target = path.resolve(root, `.${path.posix.sep}${name}`);
    if (target !== root && !target.startsWith(root + path.sep))
      throw new Error(`untar: ${name} lies outside the folder`);
    if (!Number.isSafeInteger(size) || offset + BLOCK + size > tar.length)
      throw new Error(`untar: ${name} is cut short`);
    if (type === '5') mkdirSync(target, { recursive: true, mode: 0o700 });
    else if (type === '0') {
      mkdirSync(path.dirname(target), { recursive: true, mode: 0o700 });
      writeFileSync(target, tar.subarray(offset + BLOCK, offset + BLOCK + size), { mode: 0o600 });
    } else throw new Error(`untar: ${name} is of type ${type}, neither a file nor a folder`);
    offset += BLOCK + Math.ceil(size / BLOCK) * BLOCK;
  }
}
