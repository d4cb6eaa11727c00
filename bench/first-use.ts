/**
 * First use on a slow front-desk PC (issue 31, goal 2): Debian's Chromium with its CPU slowed 4×
 * (CDP Emulation.setCPUThrottlingRate), against the server started as `npm start` starts it, on a fresh
 * data folder with the demo seed. Each run opens `/` signed out and measures
 *   - navigation → the login form painted (the e-mail field in the document, then a frame), and
 *   - the login button's click → the calendar's first booking bar painted,
 * with a cold HTTP cache (a new browser context per run) and a warm one (a new page in a context that
 * has opened the app once). The form is filled and sent at once: no typing time hides a slow download.
 * Needs the built web app (npm run build) and /usr/bin/chromium. Prints a table and writes
 * bench/results/first-use.json.   node --import tsx bench/first-use.ts   (RUNS=5, THROTTLE=4)
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { cpus, loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import type { BrowserContext } from 'playwright-core';
import { launchChromium } from './browser-frames.ts';

const RUNS = Number(process.env.RUNS ?? 5);
const THROTTLE = Number(process.env.THROTTLE ?? 4);
const root = path.resolve(import.meta.dirname, '..');

const freePort = () =>
  new Promise<number>((resolve) => {
    const s = createServer().listen(0, '127.0.0.1', () => {
      const address = s.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      s.close(() => resolve(port));
    });
  });

/** The server as `npm start` runs it (after the build), on an empty folder: migrations, admin, demo seed. */
async function startServer(): Promise<{ base: string; child: ChildProcess; dataDir: string }> {
  const port = await freePort();
  const dataDir = mkdtempSync(path.join(tmpdir(), 'pms-first-use-'));
  const { DATABASE_URL: _, SEED_DEMO: __, ...env } = process.env;
  // `npm start`'s server: the compiled one the build leaves (apps/server/dist/main.js).
  const child = spawn(process.execPath, ['apps/server/dist/main.js'], {
    cwd: root,
    // Every run signs in from the same address, more often than the login's limit of 10 a minute allows.
    env: { ...env, PORT: String(port), DATA_DIR: dataDir, LOG_LEVEL: 'warn', LOGIN_RATE_LIMIT: '1000' },
    stdio: 'ignore',
  });
  const base = `http://127.0.0.1:${port}`;
  const t0 = performance.now();
  for (;;) {
    try {
      if ((await fetch(`${base}/api/health/`)).ok) break;
    } catch {}
    if (performance.now() - t0 > 180_000) throw new Error('server did not answer in 180 s');
    await new Promise((r) => setTimeout(r, 100));
  }
  return { base, child, dataDir };
}

type Sample = {
  form_ms: number;
  bar_ms: number;
  /** From the click: the login's answer, and the calendar window's answer (where the rest of bar_ms goes). */
  login_answer_ms: number;
  calendar_answer_ms: number;
  js_kB_before_form: number;
};

/** Marks, in page time, the login form's and the first bar's paint and the login button's click. */
function marks() {
  const w = window as unknown as { __form?: number; __bar?: number; __click?: number };
  const paintedWhen = (selector: string, key: '__form' | '__bar') =>
    new MutationObserver((_, observer) => {
      if (!document.querySelector(selector)) return;
      observer.disconnect();
      requestAnimationFrame(() => {
        w[key] = performance.now();
      });
    }).observe(document, { childList: true, subtree: true });
  paintedWhen('input[autocomplete="username"]', '__form');
  paintedWhen('[data-testid^="bar-booking-"]', '__bar');
  document.addEventListener(
    'click',
    (event) => {
      if ((event.target as Element | null)?.closest('button[type="submit"]')) w.__click ??= performance.now();
    },
    true,
  );
}

async function once(context: BrowserContext, base: string): Promise<Sample> {
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: THROTTLE });
  await page.goto(`${base}/`);
  await page.waitForFunction(() => (window as unknown as { __form?: number }).__form !== undefined, null, {
    timeout: 60_000,
  });
  const form = await page.evaluate(() => {
    const w = window as unknown as { __form: number };
    const js = performance
      .getEntriesByType('resource')
      .filter((e) => e.name.endsWith('.js') && (e as PerformanceResourceTiming).responseEnd <= w.__form)
      .reduce((sum, e) => sum + (e as PerformanceResourceTiming).transferSize, 0);
    return { at: w.__form, js };
  });
  await page.locator('input[autocomplete="username"]').fill('admin@example.com');
  await page.locator('input[autocomplete="current-password"]').fill('admin12345');
  await page.locator('button[type="submit"]').click();
  await page.waitForFunction(() => (window as unknown as { __bar?: number }).__bar !== undefined, null, {
    timeout: 60_000,
  });
  const { bar, click, login, calendar } = await page.evaluate(() => {
    const w = window as unknown as { __bar: number; __click: number };
    const end = (part: string) =>
      Math.max(
        ...performance
          .getEntriesByType('resource')
          .filter((e) => e.name.includes(part))
          .map((e) => (e as PerformanceResourceTiming).responseEnd),
      );
    return {
      bar: w.__bar,
      click: w.__click,
      login: end('/api/v2/auth/login/'),
      calendar: end('/api/v2/main/calendar/'),
    };
  });
  await page.close();
  return {
    form_ms: Math.round(form.at),
    bar_ms: Math.round(bar - click),
    login_answer_ms: Math.round(login - click),
    calendar_answer_ms: Math.round(calendar - click),
    js_kB_before_form: Math.round(form.js / 1024),
  };
}

const stats = (xs: number[]) => {
  const sorted = [...xs].sort((a, b) => a - b);
  return { median: sorted[Math.floor(sorted.length / 2)] ?? 0, min: sorted[0] ?? 0, max: sorted.at(-1) ?? 0 };
};

const loadBefore = loadavg();
const server = await startServer();
const results: Record<string, unknown> = {
  at: new Date().toISOString(),
  machine: `${cpus().length} × ${cpus()[0]?.model}`,
  throttle: THROTTLE,
  runs: RUNS,
};
try {
  const browser = await launchChromium();
  const newContext = async () => {
    const context = await browser.newContext({ viewport: { width: 1366, height: 768 }, locale: 'ru-RU' });
    // tsx compiles this file with esbuild's keepNames, whose __name helper the page does not have.
    await context.addInitScript('window.__name = (f) => f;');
    await context.addInitScript(marks);
    return context;
  };
  const cold: Sample[] = [];
  for (let run = 0; run < RUNS; run++) {
    const context = await newContext();
    cold.push(await once(context, server.base));
    await context.close();
  }
  // Warm: one context whose first visit fills the HTTP cache; each run signs out (the token dropped) and
  // opens the app again in a new page.
  const warm: Sample[] = [];
  const context = await newContext();
  await once(context, server.base);
  await context.addInitScript(() => localStorage.clear());
  for (let run = 0; run < RUNS; run++) {
    await context.clearCookies();
    warm.push(await once(context, server.base));
  }
  await context.close();
  await browser.close();
  results.cold = cold;
  results.warm = warm;
} finally {
  const exited = new Promise((r) => server.child.once('exit', r));
  server.child.kill('SIGTERM');
  await exited;
  rmSync(server.dataDir, { recursive: true, force: true });
}
results.load_average = { before: loadBefore, after: loadavg() };

const la = (xs: number[]) => xs.map((x) => x.toFixed(2)).join(' ');
console.log(
  `\nFirst use at ${THROTTLE}× CPU slowdown, ${RUNS} runs each, ${results.machine}; load average ${la(
    loadBefore,
  )} → ${la(loadavg())}`,
);
console.log(
  'Targets: navigation → login form ≤ 1,000 ms; login → first bar ≤ 1,500 ms (cold cache included)',
);
console.log('| cache | measure | median ms | min ms | max ms |\n|---|---|---|---|---|');
for (const cache of ['cold', 'warm'] as const) {
  const samples = results[cache] as Sample[];
  for (const [measure, key] of [
    ['navigation → login form', 'form_ms'],
    ['login click → first bar', 'bar_ms'],
    ['  of which: click → login answered', 'login_answer_ms'],
    ['  of which: click → calendar data answered', 'calendar_answer_ms'],
  ] as const) {
    const s = stats(samples.map((x) => x[key]));
    console.log(`| ${cache} | ${measure} | ${s.median} | ${s.min} | ${s.max} |`);
  }
}
const coldJs = stats((results.cold as Sample[]).map((x) => x.js_kB_before_form));
console.log(`JavaScript over the wire before the login form (cold): ${coldJs.median} kB`);
mkdirSync(path.join(root, 'bench/results'), { recursive: true });
writeFileSync(path.join(root, 'bench/results/first-use.json'), `${JSON.stringify(results, null, 2)}\n`);
