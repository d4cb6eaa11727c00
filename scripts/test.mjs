#!/usr/bin/env node
// The README's test command. Runs every suite, prints where the time went, and ends with one line
// "N passed, N failed" (docs/testing.md explains the projects and the rule of two databases):
//   1. domain rules, the web app's pure rules, the server files that touch no database, and the server
//      suite on embedded PGlite;
//   2. the server suite again on PostgreSQL when DATABASE_URL is set (CI sets it);
//   3. browser journeys in Debian's Chromium against a really started server (needs /usr/bin/chromium).
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import path from 'node:path';

const root = new URL('..', import.meta.url).pathname;
const outDir = `${root}.tmp/test-results`;
rmSync(outDir, { recursive: true, force: true });
mkdirSync(outDir, { recursive: true });

const { DATABASE_URL, ...withoutDb } = process.env;
const totals = { passed: 0, failed: 0, skipped: 0 };
const lines = [];
/** Each phase's wall time, and every file's own, for the breakdown printed at the end. */
const phases = [];
const fileTimes = [];
const started = Date.now();
const cores = availableParallelism();
const seconds = (ms) => `${(ms / 1000).toFixed(1)} s`;

/**
 * The machine's busy CPU time so far in seconds (Linux's /proc/stat; null elsewhere): a phase's share of
 * both cores says whether it waits (room for more at once) or computes (only less work makes it faster).
 */
function busyCpuSeconds() {
  if (!existsSync('/proc/stat')) return null;
  const [user, nice, system, , , irq, softirq, steal] = readFileSync('/proc/stat', 'utf8')
    .split('\n')[0]
    .split(/\s+/)
    .slice(1)
    .map(Number);
  return (user + nice + system + irq + softirq + steal) / 100;
}

function timed(label, run) {
  const t0 = Date.now();
  const cpu0 = busyCpuSeconds();
  run();
  const ms = Date.now() - t0;
  const cpu = cpu0 === null ? null : busyCpuSeconds() - cpu0;
  phases.push({
    label,
    ms,
    busy: cpu === null ? '' : `${Math.round((cpu / (ms / 1000) / cores) * 100)} % of ${cores} cores`,
  });
}

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
  for (const f of r.testResults)
    fileTimes.push({ label, file: path.relative(root, f.name), ms: f.endTime - f.startTime });
  // A file that failed to load has no tests but must still count as a failure.
  const brokenFiles = r.testResults.filter(
    (f) => f.status === 'failed' && f.assertionResults.length === 0,
  ).length;
  totals.passed += r.numPassedTests;
  totals.failed += r.numFailedTests + brokenFiles;
  totals.skipped += r.numPendingTests + r.numTodoTests;
  lines.push(`${label}: ${r.numPassedTests} passed, ${r.numFailedTests + brokenFiles} failed`);
}

const onBoth = ['server', 'server-isolated'];
timed('domain, web, server on PGlite', () =>
  vitest('domain+web+server on PGlite', ['domain', 'web', 'server-unit', ...onBoth], withoutDb),
);
if (DATABASE_URL)
  timed('server on PostgreSQL', () => vitest('server on PostgreSQL', onBoth, { ...withoutDb, DATABASE_URL }));
else lines.push('server on PostgreSQL: not run (set DATABASE_URL to a PostgreSQL server to run it)');

if (existsSync('/usr/bin/chromium')) {
  console.log('\n=== building the web app for the browser journeys ===');
  let build;
  timed('web build', () => {
    build = spawnSync('npm', ['run', 'build'], { cwd: root, env: withoutDb, stdio: 'inherit' });
  });
  if (build.status !== 0) {
    totals.failed += 1;
    lines.push('e2e: web build failed');
  } else timed('e2e in Chromium', () => vitest('e2e in Chromium', ['e2e'], withoutDb));
} else if (process.env.CI) {
  totals.failed += 1;
  lines.push('e2e: /usr/bin/chromium is missing (apt-get install -y chromium)');
} else lines.push('e2e: not run, /usr/bin/chromium is missing (apt-get install -y chromium)');

console.log('\n=== where the time went ===');
for (const p of phases) console.log(`${p.label.padEnd(34)} ${seconds(p.ms).padStart(9)}  ${p.busy}`);
console.log(`${'in all'.padEnd(34)} ${seconds(Date.now() - started).padStart(9)}`);
console.log("slowest files (each file's own time; two run at once):");
for (const f of fileTimes.sort((a, b) => b.ms - a.ms).slice(0, 12))
  console.log(`${seconds(f.ms).padStart(9)}  ${f.file}  (${f.label})`);

console.log(`\n${lines.join('\n')}`);
console.log(
  `${totals.passed} passed, ${totals.failed} failed${totals.skipped ? `, ${totals.skipped} skipped` : ''}`,
);
process.exit(totals.failed > 0 ? 1 : 0);
