#!/usr/bin/env node
// The README's test command. Runs every suite and ends with one line "N passed, N failed":
//   1. domain rules, the web app's pure layout rules, and the server suite on embedded PGlite;
//   2. the server suite again on PostgreSQL when DATABASE_URL is set (CI sets it);
//   3. browser journeys in Debian's Chromium against a really started server (needs /usr/bin/chromium).
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';

const root = new URL('..', import.meta.url).pathname;
const outDir = `${root}.tmp/test-results`;
rmSync(outDir, { recursive: true, force: true });
mkdirSync(outDir, { recursive: true });

const { DATABASE_URL, ...withoutDb } = process.env;
const totals = { passed: 0, failed: 0, skipped: 0 };
const lines = [];

function vitest(label, projects, env, files = []) {
  const out = `${outDir}/${label}.json`;
  const args = [
    'vitest',
    'run',
    ...projects.flatMap((p) => ['--project', p]),
    '--reporter=default',
    '--reporter=json',
    `--outputFile.json=${out}`,
    ...files,
  ];
  console.log(`\n=== ${label} ===`);
  const run = spawnSync('npx', args, { cwd: root, env: { ...env, TZ: 'UTC' }, stdio: 'inherit' });
  if (!existsSync(out)) {
    totals.failed += 1;
    lines.push(`${label}: runner crashed (exit ${run.status})`);
    return;
  }
  const r = JSON.parse(readFileSync(out, 'utf8'));
  // A file that failed to load has no tests but must still count as a failure.
  const brokenFiles = r.testResults.filter(
    (f) => f.status === 'failed' && f.assertionResults.length === 0,
  ).length;
  totals.passed += r.numPassedTests;
  totals.failed += r.numFailedTests + brokenFiles;
  totals.skipped += r.numPendingTests + r.numTodoTests;
  lines.push(`${label}: ${r.numPassedTests} passed, ${r.numFailedTests + brokenFiles} failed`);
}

vitest('domain+web+server on PGlite', ['domain', 'web', 'server'], withoutDb);
if (DATABASE_URL) vitest('server on PostgreSQL', ['server'], { ...withoutDb, DATABASE_URL });
else lines.push('server on PostgreSQL: not run (set DATABASE_URL to a PostgreSQL server to run it)');

if (existsSync('/usr/bin/chromium')) {
  console.log('\n=== building the web app for the browser journeys ===');
  const build = spawnSync('npm', ['run', 'build'], { cwd: root, env: withoutDb, stdio: 'inherit' });
  if (build.status !== 0) {
    totals.failed += 1;
    lines.push('e2e: web build failed');
  } else vitest('e2e in Chromium', ['e2e'], withoutDb);
} else if (process.env.CI) {
  totals.failed += 1;
  lines.push('e2e: /usr/bin/chromium is missing (apt-get install -y chromium)');
} else lines.push('e2e: not run, /usr/bin/chromium is missing (apt-get install -y chromium)');

console.log(`\n${lines.join('\n')}`);
console.log(
  `${totals.passed} passed, ${totals.failed} failed${totals.skipped ? `, ${totals.skipped} skipped` : ''}`,
);
process.exit(totals.failed > 0 ? 1 : 0);
