#!/usr/bin/env node
// The web app's weight (issue 31): every chunk's size as built, gzip and brotli (the copies the server
// sends), and what a browser loads for the login page and for the calendar. Reads the build's manifest,
// so run `npm run build` first. Target: the JavaScript before the login form ≤ 150 kB compressed.
import { existsSync, mkdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';

const dist = path.join(import.meta.dirname, '..', 'apps', 'web', 'dist');
const manifestFile = path.join(dist, '.vite', 'manifest.json');
if (!existsSync(manifestFile)) {
  console.error('bench/bundle.mjs: no apps/web/dist/.vite/manifest.json — run `npm run build` first');
  process.exit(1);
}
const manifest = JSON.parse(readFileSync(manifestFile, 'utf8'));

/** A file's size as built and as sent: a file too small for a compressed copy is sent as it is. */
const sizeOf = (file) => {
  const at = path.join(dist, file);
  const raw = statSync(at).size;
  const sent = (copy) => (existsSync(copy) ? statSync(copy).size : raw);
  return { raw, gzip: sent(`${at}.gz`), brotli: sent(`${at}.br`) };
};

/** The files a screen loads: its chunks and every chunk they import statically, with their CSS. */
function closure(keys) {
  const files = new Set();
  const seen = new Set();
  const visit = (key) => {
    if (seen.has(key)) return;
    seen.add(key);
    const chunk = manifest[key];
    if (!chunk) throw new Error(`bench/bundle.mjs: ${key} is not in the build's manifest`);
    files.add(chunk.file);
    for (const css of chunk.css ?? []) files.add(css);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  keys.forEach(visit);
  return [...files];
}

const total = (files, kind) => files.reduce((sum, file) => sum + sizeOf(file)[kind], 0);
const kB = (bytes) => (bytes / 1024).toFixed(1);

const entry = Object.keys(manifest).find((key) => manifest[key].isEntry);
const screens = {
  'login page': [entry, 'src/features/auth/components/LoginPage.tsx'],
  calendar: [entry, 'src/app/layout/AppLayout.tsx', 'src/features/calendar/components/CalendarPage.tsx'],
  'booking editor (on the calendar)': [
    entry,
    'src/app/layout/AppLayout.tsx',
    'src/features/calendar/components/CalendarPage.tsx',
    ...Object.keys(manifest).filter((key) => key.includes('booking-editor/components/BookingEditor')),
  ],
  reports: [entry, 'src/app/layout/AppLayout.tsx', 'src/features/reports/components/ReportsPage.tsx'],
};

const chunks = [...new Set(Object.values(manifest).flatMap((chunk) => [chunk.file, ...(chunk.css ?? [])]))]
  .map((file) => ({ file, ...sizeOf(file) }))
  .sort((a, b) => b.raw - a.raw);

console.log("\nThe web app's chunks (kB): raw / gzip / brotli");
console.log('| chunk | raw | gzip | brotli |\n|---|---|---|---|');
for (const chunk of chunks) {
  console.log(`| ${chunk.file} | ${kB(chunk.raw)} | ${kB(chunk.gzip)} | ${kB(chunk.brotli)} |`);
}
console.log(
  `| all ${chunks.length} | ${kB(
    total(
      chunks.map((c) => c.file),
      'raw',
    ),
  )} | ${kB(
    total(
      chunks.map((c) => c.file),
      'gzip',
    ),
  )} | ${kB(
    total(
      chunks.map((c) => c.file),
      'brotli',
    ),
  )} |`,
);

const loads = {};
console.log(
  '\nWhat each screen loads (kB), JavaScript and CSS; target: login JavaScript ≤ 150 kB compressed',
);
console.log('| screen | files | JS raw | JS brotli | JS gzip | CSS brotli |\n|---|---|---|---|---|---|');
for (const [name, keys] of Object.entries(screens)) {
  const files = closure(keys);
  const js = files.filter((file) => file.endsWith('.js'));
  const css = files.filter((file) => file.endsWith('.css'));
  loads[name] = {
    files: files.length,
    jsRaw: total(js, 'raw'),
    jsBrotli: total(js, 'brotli'),
    jsGzip: total(js, 'gzip'),
    cssBrotli: total(css, 'brotli'),
  };
  const l = loads[name];
  console.log(
    `| ${name} | ${l.files} | ${kB(l.jsRaw)} | ${kB(l.jsBrotli)} | ${kB(l.jsGzip)} | ${kB(l.cssBrotli)} |`,
  );
}

mkdirSync(path.join(import.meta.dirname, 'results'), { recursive: true });
writeFileSync(
  path.join(import.meta.dirname, 'results', 'bundle.json'),
  `${JSON.stringify({ at: new Date().toISOString(), chunks, loads }, null, 2)}\n`,
);
