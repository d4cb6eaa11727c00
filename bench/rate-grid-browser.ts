/**
 * 'Цены и ограничения' (issue 32) in Debian's Chromium (playwright-core), on PostgreSQL: 25 categories ×
 * 3 plans (the base, −10 % and +3 000 ₸) × 60 days, priced by date with a minimum stay and marks on some
 * dates, scrolled down to its end and then across, one step per frame, at a 4× CPU slowdown, with long
 * tasks counted by wall and by CPU (browser-frames.ts, as bench/calendar-browser.ts does). Also the time
 * from navigation to the first painted price cell. Needs the built web app (npm run build) and
 * /usr/bin/chromium. Prints a table and writes bench/results/rate-grid-browser.json.
 *   node --import tsx bench/rate-grid-browser.ts
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import path from 'node:path';
import { addDays } from '@pms/domain';
import {
  launchChromium,
  observeLongTasks,
  type ScrollResult,
  scrollUnderTrace,
  throttleFactor,
} from './browser-frames.ts';
import { startRatePlansWorld } from './rate-plans-world.ts';

const RATE = Number(process.env.CPU_RATE ?? 4);
const RUNS = Number(process.env.RUNS ?? 3);
const DAYS = 60;
const load = () =>
  loadavg()
    .map((l) => l.toFixed(2))
    .join(' ');
const loadBefore = load();
const results: Record<string, unknown> = {
  machine: `${cpus().length} × ${cpus()[0]?.model}`,
  categories: 25,
  plans: 3,
  days: DAYS,
  cpu_rate: RATE,
};

const { world, post, standard, categories } = await startRatePlansWorld();
const { base, companyId } = world;
const scrolls: ScrollResult[] = [];
const paints: number[] = [];
let throttle: Awaited<ReturnType<typeof throttleFactor>> | undefined;
let cells = 0;
try {
  const start = new Date().toISOString().slice(0, 10);
  const end = addDays(start, DAYS - 1);
  // Date prices on weekdays and weekends apart, a minimum stay on Fridays, marks on some Saturdays.
  await post('/api/v2/rate-grid/bulk/', {
    rate_plan: standard,
    categories,
    from: start,
    to: end,
    weekdays: ['mon', 'tue', 'wed', 'thu', 'san'],
    prices: { base: 38000 },
  });
  await post('/api/v2/rate-grid/bulk/', {
    rate_plan: standard,
    categories,
    from: start,
    to: end,
    weekdays: ['fri', 'sat'],
    prices: { base: 45500 },
    restrictions: { min_stay: 2, closed_to_arrival: true },
  });
  await post('/api/v2/rate-grid/bulk/', {
    rate_plan: standard,
    categories: categories.slice(0, 10),
    from: addDays(start, 20),
    to: addDays(start, 27),
    restrictions: { stop_sell: true, max_stay: 7 },
  });
  cells = categories.length * 3 * DAYS;

  const browser = await launchChromium();
  for (let run = 0; run < RUNS; run++) {
    const context = await browser.newContext({ viewport: { width: 1600, height: 900 }, locale: 'ru-RU' });
    await context.addInitScript(`
      window.__name = (f) => f;
      localStorage.setItem('pms.token', ${JSON.stringify(world.token)});
      localStorage.setItem('pms.companyId', ${JSON.stringify(String(companyId))});
      ${observeLongTasks}
      new MutationObserver((_, observer) => {
        if (document.querySelector('[role="gridcell"][data-day]')) {
          requestAnimationFrame(() => { window.__firstCell = performance.now(); });
          observer.disconnect();
        }
      }).observe(document, { childList: true, subtree: true });
    `);
    const page = await context.newPage();
    await page.goto(`${base}/admin/rates?start=${start}&days=${DAYS}`);
    await page.waitForFunction(
      () => (window as unknown as { __firstCell?: number }).__firstCell !== undefined,
      null,
      {
        timeout: 120_000,
      },
    );
    paints.push(
      Math.round(await page.evaluate(() => (window as unknown as { __firstCell: number }).__firstCell)),
    );
    // The check's unthrottled trace sometimes comes back without the loop's thread time (0 ms here under
    // load), which would scale every task to nothing: it is taken again until it measured the loop.
    for (let tries = 0; !throttle || (throttle.plain.thread_ms < 20 && tries < 5); tries++)
      throttle = await throttleFactor(browser, page, RATE);
    scrolls.push(await scrollUnderTrace(browser, page, '[data-testid="rate-grid"]', RATE, throttle.factor));
    await context.close();
  }
  await browser.close();
} finally {
  await world.close();
}
results.navigation_to_first_cell_ms = paints;
results.scroll = scrolls;
results.throttle = throttle;
results.load = { before: loadBefore, after: load() };

console.log(
  `'Цены и ограничения' in Chromium: 25 categories × 3 plans × ${DAYS} days (${cells} cells), ${results.machine}; load ${loadBefore} → ${load()}`,
);
console.log(`navigation → first price cell ms: ${paints.join(', ')}`);
console.log(`\nScroll at ${RATE}× CPU slowdown; throttle check ${JSON.stringify(throttle)}`);
console.log(
  '| run | frames | wall long tasks | % of frames | longest ms | CPU long tasks | % of frames | longest ms | CPU ms/frame at the slowdown | ÷ slowdown |',
);
console.log('|---|---|---|---|---|---|---|---|---|---|');
for (const [i, s] of scrolls.entries())
  console.log(
    `| ${i + 1} | ${s.frames} | ${s.wall_long_tasks} | ${s.wall_long_pct} | ${s.wall_max_ms} | ${s.cpu_long_tasks} | ${s.cpu_long_pct} | ${s.cpu_max_ms} | ${s.cpu_ms_per_frame} | ${s.cpu_ms_per_frame_unthrottled} |`,
  );
for (const [i, s] of scrolls.entries())
  console.log(
    `run ${i + 1} CPU ms per frame by stage: ${Object.entries(s.per_frame)
      .map(([stage, ms]) => `${stage} ${ms}`)
      .join(' · ')}`,
  );
mkdirSync(path.join(import.meta.dirname, 'results'), { recursive: true });
writeFileSync(
  path.join(import.meta.dirname, 'results', 'rate-grid-browser.json'),
  JSON.stringify(results, null, 2),
);
