#!/usr/bin/env node
// Start-up time to the first answered request: spawns the server the way `npm start` runs it (after
// `npm run build`), polls GET /api/health/ and reports the wall time until it answers 200 and the CPU time the
// server process spent by then (user + system, every thread: PGlite, argon2's pool, the compiler's).
// Cold = empty data folder (database created, administrator, demo seed); warm = restart on that folder.
// The CPU is read from /proc/<pid>/stat at the first 200, before the SIGTERM, so the shutdown is not in it;
// the poll's few requests are (a health check each 20 ms, answered in well under a millisecond).
import { execFileSync, spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { cpus, loadavg, tmpdir } from 'node:os';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const runs = Number(process.env.RUNS ?? 3);
const ticksPerSecond = Number(execFileSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).trim());

const freePort = () =>
  new Promise((resolve) => {
    const s = createServer().listen(0, '127.0.0.1', () => {
      const { port } = s.address();
      s.close(() => resolve(port));
    });
  });

/** utime + stime of a running process, in seconds (fields 14 and 15 of /proc/<pid>/stat). */
function cpuSeconds(pid) {
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  // The command name (field 2) is in parentheses and may hold spaces: count from after it.
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return (Number(fields[11]) + Number(fields[12])) / ticksPerSecond;
}

async function startOnce(args, dataDir) {
  const port = await freePort();
  const { DATABASE_URL: _, ...env } = process.env;
  const t0 = performance.now();
  const child = spawn(process.execPath, args, {
    cwd: root,
    env: { ...env, PORT: String(port), DATA_DIR: dataDir, LOG_LEVEL: 'warn' },
    stdio: 'ignore',
  });
  let cpu;
  for (;;) {
    try {
      const res = await fetch(`http://127.0.0.1:${port}/api/health/`);
      if (res.ok) {
        cpu = cpuSeconds(child.pid);
        break;
      }
    } catch {}
    await new Promise((r) => setTimeout(r, 20));
    if (performance.now() - t0 > 600_000) throw new Error('server did not answer in 600 s');
  }
  const ms = performance.now() - t0;
  const exited = new Promise((r) => child.once('exit', r));
  child.kill('SIGTERM');
  await exited;
  return { ms, cpu };
}

// `npm start` runs the compiled server (`npm run build` first); beside it, the same code from its sources
// through tsx, as `npm run dev` runs it: no template there, so a cold start runs initdb and the migrations.
// SOURCES=0 leaves that one out.
// BASELINE=<a main.js compiled from older code> (e.g. buildServer into apps/server/dist-before) adds it as a
// third way, run as npm start ran it then (BASELINE_ARGS: node's options before it), for a before/after in
// one run. The ways take turns within each run, so a change in the machine's load falls on all of them.
const ways = {
  'npm start (compiled)': ['apps/server/dist/main.js'],
  ...(process.env.BASELINE && {
    [`baseline ${process.env.BASELINE}`]: [
      ...(process.env.BASELINE_ARGS ?? '').split(' ').filter(Boolean),
      process.env.BASELINE,
    ],
  }),
  ...(process.env.SOURCES !== '0' && {
    'sources through tsx': ['--import', 'tsx', 'apps/server/src/main.ts'],
  }),
};
const load = () =>
  loadavg()
    .map((x) => x.toFixed(2))
    .join(' ');
const loadBefore = load();
const results = Object.fromEntries(Object.keys(ways).map((name) => [name, { cold: [], warm: [] }]));
for (let i = 0; i < runs; i++) {
  for (const [name, args] of Object.entries(ways)) {
    const dir = mkdtempSync(path.join(tmpdir(), 'pms-bench-'));
    results[name].cold.push(await startOnce(args, dir));
    results[name].warm.push(await startOnce(args, dir));
    rmSync(dir, { recursive: true, force: true });
  }
}
const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
const spread = (xs, f) => `${f(median(xs))} (${f(Math.min(...xs))}–${f(Math.max(...xs))})`;
const ms = (x) => String(Math.round(x));
const s = (x) => x.toFixed(2);
console.log(
  `Start-up to first answered request, embedded PGlite, ${runs} runs, ${cpus().length} × ${cpus()[0]?.model}`,
);
console.log(`load average (1, 5, 15 min): ${loadBefore} before, ${load()} after`);
console.log('| way | start | wall ms, median (min–max) | CPU s, median (min–max) |\n|---|---|---|---|');
for (const [name, { cold, warm }] of Object.entries(results)) {
  for (const [start, xs] of [
    ['cold (empty data dir)', cold],
    ['warm (existing data dir)', warm],
  ]) {
    const wall = spread(
      xs.map((x) => x.ms),
      ms,
    );
    const cpu = spread(
      xs.map((x) => x.cpu),
      s,
    );
    console.log(`| ${name} | ${start} | ${wall} | ${cpu} |`);
  }
}
mkdirSync(path.join(root, 'bench/results'), { recursive: true });
writeFileSync(
  path.join(root, 'bench/results/startup.json'),
  JSON.stringify({ runs, load: { before: loadBefore, after: load() }, results }, null, 2),
);
