#!/usr/bin/env node
// Start-up time to the first answered request: spawns the server the way `npm start` runs it
// (after the web build), polls GET /api/health/ and reports the time until it answers 200.
// Cold = empty data folder (migrations + bootstrap admin + demo seed); warm = restart on that folder.
import { spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { cpus, tmpdir } from 'node:os';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const runs = Number(process.env.RUNS ?? 3);

const freePort = () =>
  new Promise((resolve) => {
    const s = createServer().listen(0, '127.0.0.1', () => {
      const { port } = s.address();
      s.close(() => resolve(port));
    });
  });

async function startOnce(dataDir) {
  const port = await freePort();
  const { DATABASE_URL: _, ...env } = process.env;
  const t0 = performance.now();
  const child = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], {
    cwd: root,
    env: { ...env, PORT: String(port), DATA_DIR: dataDir, LOG_LEVEL: 'warn' },
    stdio: 'ignore',
  });
  for (;;) {
    try {
      const res = await fetch(`http://127.0.0.1:${port}/api/health/`);
      if (res.ok) break;
    } catch {}
    await new Promise((r) => setTimeout(r, 20));
    if (performance.now() - t0 > 120_000) throw new Error('server did not answer in 120 s');
  }
  const ms = performance.now() - t0;
  const exited = new Promise((r) => child.once('exit', r));
  child.kill('SIGTERM');
  await exited;
  return ms;
}

const results = { cold: [], warm: [] };
for (let i = 0; i < runs; i++) {
  const dir = mkdtempSync(path.join(tmpdir(), 'pms-bench-'));
  results.cold.push(await startOnce(dir));
  results.warm.push(await startOnce(dir));
  rmSync(dir, { recursive: true, force: true });
}
const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
const row = (name, xs) =>
  `| ${name} | ${Math.round(median(xs))} | ${Math.round(Math.min(...xs))} | ${Math.round(Math.max(...xs))} |`;
console.log(
  `Start-up to first answered request, embedded PGlite, ${runs} runs, ${cpus().length} × ${cpus()[0]?.model}`,
);
console.log('| start | median ms | min ms | max ms |\n|---|---|---|---|');
console.log(row('cold (empty data dir: migrate + admin + demo seed)', results.cold));
console.log(row('warm (existing data dir)', results.warm));
mkdirSync(path.join(root, 'bench/results'), { recursive: true });
writeFileSync(path.join(root, 'bench/results/startup.json'), JSON.stringify({ runs, ...results }, null, 2));
