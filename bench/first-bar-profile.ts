/**
 * Where the calendar's first bar waits, after its data has come: one load of the calendar at 500 rooms ×
 * 60 days (the large world of calendar-browser.ts) under a Chromium trace with its CPU profile, then
 *   - the window from the data's arrival (the calendar request's ResourceFinish) to the first painted bar;
 *   - the renderer main thread's top-level tasks in it, and its stages (script, style, layout, paint, GC);
 *   - the functions the CPU profile sampled in it, by self time.
 * Runs at CPU_RATE (default 1). Function names need an unminified build of the web app:
 *   (cd apps/web && npx vite build --minify false --outDir ../../.tmp/web-unmin --emptyOutDir)
 *   WEB_DIST=.tmp/web-unmin node --import tsx bench/first-bar-profile.ts
 * RUNS loads (default 3) each print their own table; TRACE_OUT=file keeps the last trace; WINDOW=screen
 * looks at the screen's own work before its data instead (from the company's settings to the data).
 */
import { writeFileSync } from 'node:fs';
import { type TraceEvent as FrameTraceEvent, launchChromium } from './browser-frames.ts';
import { startLargeWorld } from './large-world.ts';

const RUNS = Number(process.env.RUNS ?? 3);
const RATE = Number(process.env.CPU_RATE ?? 1);

/** A trace event as browser-frames.ts reads it, with the network's and the CPU profile's data too. */
interface TraceEvent extends FrameTraceEvent {
  args?: {
    data?: {
      message?: string;
      url?: string;
      requestId?: string;
      finishTime?: number;
      startTime?: number;
      cpuProfile?: {
        nodes?: {
          id: number;
          parent?: number;
          callFrame: { functionName: string; url: string; lineNumber: number };
        }[];
        samples?: number[];
      };
      timeDeltas?: number[];
    };
  };
  id?: string;
}

/** The renderer's stages by their trace events; whatever a task spends outside them is script. */
const STAGES: Record<string, string> = {
  UpdateLayoutTree: 'style',
  Layout: 'layout',
  PrePaint: 'paint',
  Paint: 'paint',
  Layerize: 'paint',
  Commit: 'paint',
  MajorGC: 'gc',
  MinorGC: 'gc',
  ParseHTML: 'parse HTML',
  'v8.compile': 'compile',
  'v8.compileModule': 'compile',
};

const world = await startLargeWorld({ rooms: 500, categories: 25 });
try {
  const browser = await launchChromium();
  for (let run = 0; run < RUNS; run++) {
    const context = await browser.newContext({ viewport: { width: 1600, height: 900 }, locale: 'ru-RU' });
    await context.addInitScript(`
      window.__name = (f) => f;
      localStorage.setItem('pms.token', ${JSON.stringify(world.token)});
      localStorage.setItem('pms.companyId', ${JSON.stringify(String(world.companyId))});
      new MutationObserver((_, observer) => {
        if (document.querySelector('[data-testid^="bar-booking-"]')) {
          requestAnimationFrame(() => { console.timeStamp('first-bar'); window.__firstBar = performance.now(); });
          observer.disconnect();
        }
      }).observe(document, { childList: true, subtree: true });
    `);
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: RATE });
    await browser.startTracing(page, {
      categories: [
        'toplevel',
        'devtools.timeline',
        'disabled-by-default-devtools.timeline',
        'v8.execute',
        'disabled-by-default-v8.cpu_profiler',
        'blink.user_timing',
      ],
    });
    await page.goto(`${world.base}/?period=60`);
    await page.waitForFunction(
      () => (window as unknown as { __firstBar?: number }).__firstBar !== undefined,
      null,
      {
        timeout: 120_000,
      },
    );
    const text = (await browser.stopTracing()).toString();
    const dom = await page.evaluate(() => {
      const grid = document.querySelector('[data-testid="calendar-grid"]');
      return {
        elements: document.getElementsByTagName('*').length,
        grid: grid?.getElementsByTagName('*').length ?? 0,
        rows: grid?.querySelectorAll('[role="row"]').length ?? 0,
        cells: grid?.querySelectorAll('[role="gridcell"]').length ?? 0,
        bars: grid?.querySelectorAll('[data-testid^="bar-"]').length ?? 0,
      };
    });
    console.log(`\nDOM after the first bar: ${JSON.stringify(dom)}`);
    if (process.env.TRACE_OUT) writeFileSync(process.env.TRACE_OUT, text);
    await context.close();
    report(run + 1, (JSON.parse(text) as { traceEvents: TraceEvent[] }).traceEvents);
  }
  await browser.close();
} finally {
  await world.close();
}

/**
 * The main thread's top-level tasks: 'RunTask' and 'ThreadControllerImpl::RunTask' not inside another
 * (a microtask run after an animation frame is a plain 'RunTask').
 */
function topLevelTasks(events: TraceEvent[], main: (e: TraceEvent) => boolean) {
  const tasks = events
    .filter(
      (e) => main(e) && e.ph === 'X' && (e.name === 'RunTask' || e.name === 'ThreadControllerImpl::RunTask'),
    )
    .sort((a, b) => a.ts - b.ts || (b.dur ?? 0) - (a.dur ?? 0));
  const outer: TraceEvent[] = [];
  let end = -1;
  for (const task of tasks) {
    if (task.ts < end) continue;
    outer.push(task);
    end = task.ts + (task.dur ?? 0);
  }
  return outer;
}

function report(run: number, events: TraceEvent[]) {
  const bar = events.find((e) => e.name === 'TimeStamp' && e.args?.data?.message === 'first-bar');
  if (!bar) throw new Error('no first-bar mark in the trace');
  /** When the last answer of a call (its path) finished arriving. */
  const finishOf = (path: string) => {
    const sent = events.filter((e) => e.name === 'ResourceSendRequest' && e.args?.data?.url?.includes(path));
    const ids = new Set(sent.map((e) => e.args?.data?.requestId));
    return events
      .filter((e) => e.name === 'ResourceFinish' && ids.has(e.args?.data?.requestId))
      .map((e) => ((e.args?.data?.finishTime ?? 0) > 0 ? (e.args?.data?.finishTime ?? 0) * 1e6 : e.ts))
      .sort((a, b) => b - a)[0];
  };
  const finish = finishOf('/main/calendar/');
  const navigation = events.find((e) => e.name === 'ResourceSendRequest' && e.pid === bar.pid)?.ts ?? bar.ts;
  if (finish === undefined) throw new Error('no calendar request in the trace');
  // WINDOW=screen looks before the data instead: from the company's settings (the screen can render) to
  // the calendar's data.
  const screen = process.env.WINDOW === 'screen';
  const from = screen ? (finishOf('/companies/info/') ?? navigation) : finish;
  const to = screen ? finish : bar.ts;
  const main = (e: TraceEvent) => e.pid === bar.pid && e.tid === bar.tid;
  const ms = (us: number) => (us / 1000).toFixed(1);
  // The main thread's own CPU in the window (its tasks' thread time, the parts inside the window), which
  // a busy machine does not inflate as it does wall time.
  const cpu = topLevelTasks(events, main)
    .filter((e) => e.ts + (e.dur ?? 0) > from && e.ts < to)
    .reduce((sum, e) => {
      const dur = e.dur ?? 0;
      const inside = Math.min(e.ts + dur, to) - Math.max(e.ts, from);
      return sum + (dur > 0 ? ((e.tdur ?? 0) * inside) / dur : 0);
    }, 0);
  console.log(
    `\nrun ${run} at ${RATE}×: navigation → data ${ms(from - navigation)} ms, data → first bar ${ms(to - from)} ms wall, ${ms(cpu)} ms main-thread CPU`,
  );

  // Top-level tasks overlapping the window, with what they are mostly.
  const tasks = topLevelTasks(events, main).filter((e) => e.ts + (e.dur ?? 0) > from && e.ts < to);
  console.log('| task starts (ms after data) | wall ms | in window ms | what |');
  console.log('|---|---|---|---|');
  for (const task of tasks) {
    const end = task.ts + (task.dur ?? 0);
    const inside = Math.min(end, to) - Math.max(task.ts, from);
    if (inside < 1000) continue;
    const children = events
      .filter(
        (e) => main(e) && e.ph === 'X' && e.ts >= task.ts && e.ts < end && e !== task && (e.dur ?? 0) > 500,
      )
      .sort((a, b) => (b.dur ?? 0) - (a.dur ?? 0))
      .slice(0, 3)
      .map((e) => `${e.name} ${ms(e.dur ?? 0)}`);
    console.log(`| ${ms(task.ts - from)} | ${ms(task.dur ?? 0)} | ${ms(inside)} | ${children.join(', ')} |`);
  }

  // Stages in the window, the outermost of each counted.
  const spans = events
    .filter((e) => main(e) && e.ph === 'X' && STAGES[e.name] !== undefined && e.ts >= from && e.ts < to)
    .sort((a, b) => a.ts - b.ts);
  const stages: Record<string, number> = {};
  let coveredTo = 0;
  for (const e of spans) {
    if (e.ts < coveredTo) continue;
    coveredTo = e.ts + (e.dur ?? 0);
    const stage = STAGES[e.name] as string;
    stages[stage] = (stages[stage] ?? 0) + (e.dur ?? 0);
  }
  console.log(
    `stages: ${Object.entries(stages)
      .map(([s, us]) => `${s} ${ms(us)}`)
      .join(' · ')}`,
  );

  // The CPU profile's samples in the window, by function (self time).
  const profile = events.find((e) => e.name === 'Profile' && e.pid === bar.pid);
  const chunks = events.filter((e) => e.name === 'ProfileChunk' && e.pid === bar.pid && e.id === profile?.id);
  const nodes = new Map<number, { functionName: string; url: string; lineNumber: number }>();
  const parents = new Map<number, number>();
  let t = profile?.args?.data?.startTime ?? 0;
  const self = new Map<string, number>();
  const total = new Map<string, number>();
  const nameOf = (id: number) => {
    const frame = nodes.get(id);
    const file = frame?.url?.split('/').pop() ?? '';
    return `${frame?.functionName || '(anonymous)'} ${file}:${(frame?.lineNumber ?? 0) + 1}`;
  };
  for (const chunk of chunks) {
    for (const node of chunk.args?.data?.cpuProfile?.nodes ?? []) {
      nodes.set(node.id, node.callFrame);
      if (node.parent !== undefined) parents.set(node.id, node.parent);
    }
    const samples = chunk.args?.data?.cpuProfile?.samples ?? [];
    const deltas = chunk.args?.data?.timeDeltas ?? [];
    samples.forEach((id, i) => {
      const delta = deltas[i] ?? 0;
      t += delta;
      if (t < from || t >= to) return;
      const key = nameOf(id);
      self.set(key, (self.get(key) ?? 0) + delta);
      // Inclusive time: each function on the sample's stack once.
      const seen = new Set<string>();
      for (let node: number | undefined = id; node !== undefined; node = parents.get(node)) {
        const name = nameOf(node);
        if (seen.has(name)) continue;
        seen.add(name);
        total.set(name, (total.get(name) ?? 0) + delta);
      }
    });
  }
  const top = [...self.entries()].sort((a, b) => b[1] - a[1]).slice(0, 25);
  console.log('self time in the window (CPU profile samples):');
  for (const [name, us] of top) console.log(`  ${ms(us).padStart(6)} ms  ${name}`);
  console.log("inclusive time in the window, the app's own functions (not react-dom):");
  const own = [...total.entries()].filter(([name]) => !/^\(|react-[\w-]+\.js/.test(name));
  for (const [name, us] of own.sort((a, b) => b[1] - a[1]).slice(0, 30))
    console.log(`  ${ms(us).padStart(6)} ms  ${name}`);
}
