#!/usr/bin/env node
// `npm run bench`: every benchmark in bench/, one after another; each prints its table.
// The calendar benchmarks need PostgreSQL (BENCH_DATABASE_URL / DATABASE_URL, default the local `test`
// server); the browser one also needs the built web app and /usr/bin/chromium.
import { spawnSync } from 'node:child_process';
import path from 'node:path';

const here = import.meta.dirname;
for (const file of [
  'bundle.mjs',
  'startup.mjs',
  'password-burst.mjs',
  'calendar.ts',
  'calendar-browser.ts',
  'first-use.ts',
  'catalogue-lists.ts',
  'booking-list.ts',
  'documents-pdf.ts',
  'documents-finance.ts',
  'reports.ts',
  'rates.ts',
  'leisure.ts',
  'audit.ts',
  'webhooks.ts',
  'session-window.ts',
  'template-hostile.ts',
  'ical-import.ts',
]) {
  const args = file.endsWith('.ts') ? ['--import', 'tsx', path.join(here, file)] : [path.join(here, file)];
  const r = spawnSync(process.execPath, args, { stdio: 'inherit' });
  if (r.status !== 0) process.exit(r.status ?? 1);
}
