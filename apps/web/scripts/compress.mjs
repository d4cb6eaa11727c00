#!/usr/bin/env node
// After `vite build`: writes a brotli (.br) and a gzip (.gz) copy beside every text asset of dist/, so the
// server sends them ready-made (@fastify/static `preCompressed`) instead of compressing per request or
// sending 2 MB as is over hotel Wi-Fi (issue 31). Maximum levels: this runs once per build.
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

const dist = path.join(import.meta.dirname, '..', 'dist');
// Source maps are left as they are: only developer tools fetch them.
const compressible = /\.(js|css|html|svg|json|txt)$/;
// Below about 1 KB a compressed copy saves less than its own headers.
const minBytes = 1024;

const toBrotli = promisify(brotliCompress);
const toGzip = promisify(gzip);

async function compress(file) {
  const body = readFileSync(file);
  if (body.length < minBytes) return { before: 0, after: 0 };
  const [br, gz] = await Promise.all([
    toBrotli(body, {
      params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: body.length },
    }),
    toGzip(body, { level: 9 }),
  ]);
  writeFileSync(`${file}.br`, br);
  writeFileSync(`${file}.gz`, gz);
  return { before: body.length, after: br.length };
}

// The build's manifest (dist/.vite) is read by bench/bundle.mjs, not served.
const files = readdirSync(dist, { recursive: true, withFileTypes: true })
  .filter((entry) => entry.isFile() && compressible.test(entry.name) && !entry.parentPath.includes('.vite'))
  .map((entry) => path.join(entry.parentPath, entry.name));
// zlib's asynchronous calls run on libuv's thread pool, so the files are compressed on every core.
const sizes = (await Promise.all(files.map(compress))).filter((size) => size.before > 0);
const before = sizes.reduce((sum, size) => sum + size.before, 0);
const after = sizes.reduce((sum, size) => sum + size.after, 0);
console.log(
  `compressed ${sizes.length} files: ${(before / 1024).toFixed(0)} kB → ${(after / 1024).toFixed(0)} kB brotli`,
);
