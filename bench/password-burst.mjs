#!/usr/bin/env node
// Memory of the server under a burst of password checks (issue 25, defect 9): each argon2 check holds
// 64 MB while it runs. Spawns the server as `npm start` runs it on embedded PGlite, signs in, and reads
// the server process's resident memory (/proc/<pid>/status, so Linux only) before, during (sampled every
// 10 ms: the peak) and after
//   A. 16 change-password calls with a wrong old password, 8 at a time (the probe's reproduction);
//   B. 16 logins with wrong passwords, 8 at a time (each runs a check; the per-address login limit is
//      raised for this run so that all 16 are checked).
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { cpus, tmpdir } from 'node:os';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const email = 'bench@example.com';
const password = 'bench-password';

const freePort = () =>
  new Promise((resolve) => {
    const s = createServer().listen(0, '127.0.0.1', () => {
      const { port } = s.address();
      s.close(() => resolve(port));
    });
  });

const rssMb = (pid) => {
  const kb = /VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1];
  return Math.round(Number(kb) / 1024);
};

const dataDir = mkdtempSync(path.join(tmpdir(), 'pms-bench-pw-'));
const port = await freePort();
const base = `http://127.0.0.1:${port}`;
const { DATABASE_URL: _, ...env } = process.env;
const child = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], {
  cwd: root,
  env: {
    ...env,
    PORT: String(port),
    DATA_DIR: dataDir,
    LOG_LEVEL: 'warn',
    SEED_DEMO: '0',
    ADMIN_EMAIL: email,
    ADMIN_PASSWORD: password,
    LOGIN_RATE_LIMIT: '1000',
  },
  stdio: 'ignore',
});

try {
  const started = performance.now();
  for (;;) {
    try {
      if ((await fetch(`${base}/api/health/`)).ok) break;
    } catch {}
    if (performance.now() - started > 120_000) throw new Error('server did not answer in 120 s');
    await new Promise((r) => setTimeout(r, 50));
  }
  const post = (url, body, token) =>
    fetch(`${base}${url}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
      body: JSON.stringify(body),
    });
  const { token } = await (await post('/api/v2/auth/login/', { email, password })).json();

  /** 16 calls, 8 at a time, with RSS sampled meanwhile: [statuses, before, peak, after]. */
  async function burst(call) {
    global.gc?.();
    await new Promise((r) => setTimeout(r, 500));
    const before = rssMb(child.pid);
    let peak = before;
    const sampler = setInterval(() => (peak = Math.max(peak, rssMb(child.pid))), 10);
    const codes = [];
    const t0 = performance.now();
    for (let wave = 0; wave < 2; wave++) {
      const answers = await Promise.all(Array.from({ length: 8 }, call));
      codes.push(...answers.map((r) => r.status));
    }
    const ms = Math.round(performance.now() - t0);
    clearInterval(sampler);
    await new Promise((r) => setTimeout(r, 500));
    const count = {};
    for (const c of codes) count[c] = (count[c] ?? 0) + 1;
    return { count, before, peak: Math.max(peak, rssMb(child.pid)), after: rssMb(child.pid), ms };
  }

  const a = await burst(() =>
    post(
      '/api/v2/user/employees/change-password/',
      { old_password: 'wrong-pass', new_password: 'new-pass-1' },
      token,
    ),
  );
  const b = await burst(() => post('/api/v2/auth/login/', { email, password: 'wrong-password' }));
  const statuses = (c) =>
    Object.entries(c)
      .map(([code, n]) => `${n}×${code}`)
      .join(' ');
  console.log(
    `Server RSS under a burst of password checks, embedded PGlite, ${cpus().length} × ${cpus()[0]?.model}`,
  );
  console.log(
    '| burst (16 calls, 8 at a time) | answers | RSS before MB | peak MB | after MB | ms |\n|---|---|---|---|---|---|',
  );
  for (const [name, r] of [
    ['A. change-password, wrong old password', a],
    ['B. login, wrong password', b],
  ])
    console.log(`| ${name} | ${statuses(r.count)} | ${r.before} | ${r.peak} | ${r.after} | ${r.ms} |`);
} finally {
  const exited = new Promise((r) => child.once('exit', r));
  child.kill('SIGTERM');
  await exited;
  rmSync(dataDir, { recursive: true, force: true });
}
