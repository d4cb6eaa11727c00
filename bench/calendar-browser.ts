/**
 * The calendar screen at 500 rooms × 60 days in Debian's Chromium (playwright-core), on PostgreSQL,
 * beside FullCalendar 6's resource timeline over the same answer of the same API (bench/fullcalendar-page.ts,
 * bundled here with esbuild and served on the app's origin):
 *   - time from the calendar data's arrival (the request's responseEnd) to the first painted bar, and
 *     from navigation to that paint, for both, unthrottled, RUNS times each, alternating;
 *   - scrolling the whole grid down and then across, one step per frame, at a 4× CPU slowdown
 *     (`Emulation.setCPUThrottlingRate`), with long tasks counted by wall and by CPU (browser-frames.ts).
 * Needs the built web app (npm run build) and /usr/bin/chromium. Prints tables and writes
 * bench/results/calendar-browser.json.   node --import tsx bench/calendar-browser.ts
 * FULLCALENDAR=0 leaves the peer out (a quicker look at ours). PROFILE=1 also writes a CPU profile of our scroll (bench/results/calendar-scroll.cpuprofile).
 * TRACE_OUT=file keeps the last scroll's Chromium trace. WEB_DIST=folder serves another build (before and after).
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import path from 'node:path';
import { build } from 'esbuild';
import type { Browser, Page } from 'playwright-core';
import {
  launchChromium,
  observeLongTasks,
  type ScrollResult,
  scrollUnderTrace,
  throttleFactor,
} from './browser-frames.ts';
import { startLargeWorld } from './large-world.ts';

const RUNS = Number(process.env.RUNS ?? 3);
const RATE = Number(process.env.CPU_RATE ?? 4);
const FC_PATH = '/fullcalendar-bench/';
const WITH_PEER = process.env.FULLCALENDAR !== '0';

const load = () =>
  loadavg()
    .map((l) => l.toFixed(2))
    .join(' ');
const loadBefore = load();
const bundle = await build({
  entryPoints: [path.join(import.meta.dirname, 'fullcalendar-page.ts')],
  bundle: true,
  format: 'esm',
  minify: true,
  target: 'es2022',
  write: false,
  define: { 'process.env.NODE_ENV': '"production"' },
});
const fcScript = bundle.outputFiles[0]?.text ?? '';
const fcHtml =
  '<!doctype html><html lang="ru"><head><meta charset="utf-8"><title>FullCalendar 6</title>' +
  '<style>html,body{margin:0;height:100%}#calendar{height:100vh}</style></head>' +
  `<body><div id="calendar"></div><script type="module" src="${FC_PATH}page.js"></script></body></html>`;

const world = await startLargeWorld({ rooms: 500, categories: 25 });
const { base } = world;
const results: Record<string, unknown> = {
  machine: `${cpus().length} × ${cpus()[0]?.model}`,
  rooms: 500,
  days: 60,
  cpu_rate: RATE,
};

interface Paint {
  after_data_ms: number;
  from_navigation_ms: number;
}
interface Peer {
  name: 'ours' | 'fullcalendar';
  /** Where the first bar shows, and the scroller the scroll drives. */
  bar: string;
  scroller: string;
}
const ours: Peer = {
  name: 'ours',
  bar: '[data-testid^="bar-booking-"]',
  scroller: '[data-testid="calendar-grid"]',
};
const fullCalendar: Peer = {
  name: 'fullcalendar',
  bar: '.fc-timeline-event',
  scroller: '[data-bench-scroller]',
};

/** The app's session and the first-bar watch (a MutationObserver, then the next frame), before any script. */
const firstBarScript = (bar: string) => `
  // tsx compiles this file with esbuild's keepNames, whose __name helper the page does not have.
  window.__name = (f) => f;
  localStorage.setItem('pms.token', ${JSON.stringify(world.token)});
  localStorage.setItem('pms.companyId', ${JSON.stringify(String(world.companyId))});
  ${observeLongTasks}
  new MutationObserver((_, observer) => {
    if (document.querySelector(${JSON.stringify(bar)})) {
      requestAnimationFrame(() => { window.__firstBar = performance.now(); });
      observer.disconnect();
    }
  }).observe(document, { childList: true, subtree: true });
`;

async function open(browser: Browser, peer: Peer, url: string) {
  const context = await browser.newContext({ viewport: { width: 1600, height: 900 }, locale: 'ru-RU' });
  await context.addInitScript(firstBarScript(peer.bar));
  if (peer.name === 'fullcalendar')
    await context.route(`${base}${FC_PATH}**`, (route) => {
      const script = new URL(route.request().url()).pathname.endsWith('page.js');
      return route.fulfill({
        contentType: script ? 'text/javascript' : 'text/html',
        body: script ? fcScript : fcHtml,
      });
    });
  const page = await context.newPage();
  await page.goto(url);
  // Polled on a timer, not every frame: Playwright's frame polling ran its check in the animation frame
  // that timestamps the first bar, before the page's own callback (4 ms of it in one trace).
  await page.waitForFunction(
    () => (window as unknown as { __firstBar?: number }).__firstBar !== undefined,
    null,
    { timeout: 180_000, polling: 50 },
  );
  const timing = await page.evaluate(() => {
    const data = performance
      .getEntriesByType('resource')
      .filter((e) => e.name.includes('/api/v2/main/calendar/'))
      .map((e) => e as PerformanceResourceTiming);
    const last = data.sort((a, b) => b.responseEnd - a.responseEnd)[0];
    return {
      firstBar: (window as unknown as { __firstBar: number }).__firstBar,
      dataEnd: last?.responseEnd ?? Number.NaN,
      url: last?.name ?? '',
    };
  });
  const paint: Paint = {
    after_data_ms: Math.round(timing.firstBar - timing.dataEnd),
    from_navigation_ms: Math.round(timing.firstBar),
  };
  return { context, page, paint, dataUrl: timing.url };
}

async function scroll(browser: Browser, page: Page, peer: Peer, factor: number): Promise<ScrollResult> {
  if (peer.name === 'fullcalendar')
    // FullCalendar's time area body: the one scroller that moves both ways (it drives the header's and
    // the resource column's scrollers itself).
    await page.evaluate(() => {
      const scrollers = Array.from(document.querySelectorAll<HTMLElement>('.fc-scroller'));
      const room = (el: HTMLElement) => el.scrollHeight - el.clientHeight + el.scrollWidth - el.clientWidth;
      scrollers.sort((a, b) => room(b) - room(a))[0]?.setAttribute('data-bench-scroller', '');
    });
  const profile = process.env.PROFILE === '1' && peer.name === 'ours';
  const cdp = profile ? await page.context().newCDPSession(page) : null;
  if (cdp) {
    await cdp.send('Profiler.enable');
    await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
    await cdp.send('Profiler.start');
  }
  const result = await scrollUnderTrace(browser, page, peer.scroller, RATE, factor);
  if (cdp) {
    const { profile: cpuProfile } = await cdp.send('Profiler.stop');
    writeFileSync(
      path.join(import.meta.dirname, 'results', 'calendar-scroll.cpuprofile'),
      JSON.stringify(cpuProfile),
    );
  }
  return result;
}

const paints: Record<Peer['name'], Paint[]> = { ours: [], fullcalendar: [] };
const scrolls: Partial<Record<Peer['name'], ScrollResult>> = {};
let throttle: Awaited<ReturnType<typeof throttleFactor>> | undefined;
mkdirSync(path.join(import.meta.dirname, 'results'), { recursive: true });
try {
  const browser = await launchChromium();
  for (let run = 0; run < RUNS; run++) {
    const last = run === RUNS - 1;
    const mine = await open(browser, ours, `${base}/?period=60`);
    paints.ours.push(mine.paint);
    if (last) {
      throttle = await throttleFactor(browser, mine.page, RATE);
      scrolls.ours = await scroll(browser, mine.page, ours, throttle.factor);
    }
    await mine.context.close();
    if (!WITH_PEER) continue;
    // The same window as the app asked for, so FullCalendar draws the same answer.
    const { searchParams } = new URL(mine.dataUrl);
    const fcUrl = `${base}${FC_PATH}?start=${searchParams.get('start')}&end=${searchParams.get('end')}`;
    const theirs = await open(browser, fullCalendar, fcUrl);
    paints.fullcalendar.push(theirs.paint);
    if (last && throttle)
      scrolls.fullcalendar = await scroll(browser, theirs.page, fullCalendar, throttle.factor);
    await theirs.context.close();
  }
  await browser.close();
  results.paint = paints;
  results.scroll = scrolls;
  results.throttle = throttle;
} finally {
  await world.close();
}
results.load = { before: loadBefore, after: load() };

console.log(
  `Calendar screen in Chromium, 500 rooms × 60 days, ${results.machine}; load ${loadBefore} → ${load()}`,
);
console.log(
  '| run | ours: data → first bar ms | FullCalendar 6 | ratio | ours: navigation → first bar ms | FullCalendar 6 |',
);
console.log('|---|---|---|---|---|---|');
paints.ours.forEach((r, i) => {
  const fc = paints.fullcalendar[i];
  if (!fc) return;
  const ratio = (fc.after_data_ms / Math.max(1, r.after_data_ms)).toFixed(0);
  console.log(
    `| ${i + 1} | ${r.after_data_ms} | ${fc.after_data_ms} | ${ratio}× | ${r.from_navigation_ms} | ${fc.from_navigation_ms} |`,
  );
});
console.log(`\nScroll at ${RATE}× CPU slowdown; throttle check ${JSON.stringify(results.throttle)}`);
console.log(
  '| calendar | frames | wall long tasks | % of frames | longest ms | CPU long tasks | % of frames | longest ms | CPU ms/frame at the slowdown | ÷ slowdown |',
);
console.log('|---|---|---|---|---|---|---|---|---|---|');
for (const [name, s] of Object.entries(scrolls)) {
  console.log(
    `| ${name} | ${s.frames} | ${s.wall_long_tasks} | ${s.wall_long_pct} | ${s.wall_max_ms} | ${s.cpu_long_tasks} | ${s.cpu_long_pct} | ${s.cpu_max_ms} | ${s.cpu_ms_per_frame} | ${s.cpu_ms_per_frame_unthrottled} |`,
  );
}
console.log(`\nCPU ms per frame at ${RATE}× by stage (trace events; script = the rest of the tasks)`);
for (const [name, s] of Object.entries(scrolls))
  console.log(
    `${name}: ${Object.entries(s.per_frame)
      .map(([stage, ms]) => `${stage} ${ms}`)
      .join(' · ')}`,
  );
writeFileSync(
  path.join(import.meta.dirname, 'results', 'calendar-browser.json'),
  JSON.stringify(results, null, 2),
);
