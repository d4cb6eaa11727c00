/**
 * The calendar screen at 500 rooms × 60 days in Debian's Chromium (playwright-core), on PostgreSQL:
 *   - time from the calendar data's arrival (the request's responseEnd) to the first painted bar, and
 *     from navigation to that paint;
 *   - long tasks (over 50 ms) while scrolling the whole grid down and then across, frame by frame.
 * Needs the built web app (npm run build) and /usr/bin/chromium. Prints a table and writes
 * bench/results/calendar-browser.json.   node --import tsx bench/calendar-browser.ts
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { cpus } from 'node:os';
import path from 'node:path';
import { chromium } from 'playwright-core';
import { startLargeWorld } from './large-world.ts';

const RUNS = Number(process.env.RUNS ?? 3);

const world = await startLargeWorld({ rooms: 500, categories: 25 });
const { base } = world;
const session = { token: world.token, company_id: world.companyId };
const results: Record<string, unknown> = {
  machine: `${cpus().length} × ${cpus()[0]?.model}`,
  rooms: 500,
  days: 60,
};

try {
  const browser = await chromium.launch({
    executablePath: '/usr/bin/chromium',
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--no-first-run',
    ],
  });
  const paints: { after_data_ms: number; from_navigation_ms: number }[] = [];
  let scroll: { long_tasks: number; max_long_task_ms: number; frames: number } | null = null;
  for (let run = 0; run < RUNS; run++) {
    const context = await browser.newContext({ viewport: { width: 1600, height: 900 }, locale: 'ru-RU' });
    // tsx compiles this file with esbuild's keepNames, whose __name helper the page does not have.
    await context.addInitScript('window.__name = (f) => f;');
    await context.addInitScript(
      ({ token, companyId }) => {
        localStorage.setItem('pms.token', token);
        localStorage.setItem('pms.companyId', String(companyId));
        const w = window as unknown as { __longTasks: number[]; __firstBar?: number };
        w.__longTasks = [];
        new PerformanceObserver((list) => {
          for (const e of list.getEntries()) w.__longTasks.push(e.duration);
        }).observe({ type: 'longtask', buffered: true });
        new MutationObserver((_, observer) => {
          if (document.querySelector('[data-testid^="bar-booking-"]')) {
            requestAnimationFrame(() => {
              w.__firstBar = performance.now();
            });
            observer.disconnect();
          }
        }).observe(document, { childList: true, subtree: true });
      },
      { token: session.token, companyId: session.company_id },
    );
    const page = await context.newPage();
    await page.goto(`${base}/?period=60`);
    await page.waitForFunction(
      () => (window as unknown as { __firstBar?: number }).__firstBar !== undefined,
      null,
      {
        timeout: 60_000,
      },
    );
    const timing = await page.evaluate(() => {
      const w = window as unknown as { __firstBar: number };
      const data = performance
        .getEntriesByType('resource')
        .filter((e) => e.name.includes('/api/v2/main/calendar/'))
        .map((e) => (e as PerformanceResourceTiming).responseEnd);
      return { firstBar: w.__firstBar, dataEnd: Math.max(...data) };
    });
    paints.push({
      after_data_ms: Math.round(timing.firstBar - timing.dataEnd),
      from_navigation_ms: Math.round(timing.firstBar),
    });

    if (run === RUNS - 1) {
      // Scroll the whole grid, one step per frame: first down to the last room, then across 60 days.
      scroll = await page.evaluate(async () => {
        const w = window as unknown as { __longTasks: number[] };
        const grid = document.querySelector('[data-testid="calendar-grid"]') as HTMLElement;
        w.__longTasks = [];
        const frame = () => new Promise((r) => requestAnimationFrame(r));
        let frames = 0;
        for (let y = 0; y <= grid.scrollHeight; y += 120, frames++) {
          grid.scrollTop = y;
          await frame();
        }
        for (let x = 0; x <= grid.scrollWidth; x += 120, frames++) {
          grid.scrollLeft = x;
          await frame();
        }
        await new Promise((r) => setTimeout(r, 300));
        const long = w.__longTasks.filter((d) => d > 50);
        return {
          long_tasks: long.length,
          max_long_task_ms: Math.round(Math.max(0, ...w.__longTasks)),
          frames,
        };
      });
    }
    await context.close();
  }
  await browser.close();
  const sorted = [...paints].sort((a, b) => a.after_data_ms - b.after_data_ms);
  results.paint = {
    runs: paints,
    median_after_data_ms: sorted[Math.floor(sorted.length / 2)]?.after_data_ms,
  };
  results.scroll = scroll;
} finally {
  await world.close();
}

console.log(`Calendar screen in Chromium, 500 rooms × 60 days, ${results.machine}`);
console.log('| run | data → first bar ms | navigation → first bar ms |\n|---|---|---|');
(results.paint as { runs: { after_data_ms: number; from_navigation_ms: number }[] }).runs.forEach((r, i) => {
  console.log(`| ${i + 1} | ${r.after_data_ms} | ${r.from_navigation_ms} |`);
});
console.log('scroll', JSON.stringify(results.scroll));
const out = path.join(import.meta.dirname, 'results');
mkdirSync(out, { recursive: true });
writeFileSync(path.join(out, 'calendar-browser.json'), JSON.stringify(results, null, 2));
