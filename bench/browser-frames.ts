/**
 * Scrolling a page's scroller frame by frame at a CPU slowdown, and counting its long tasks two ways:
 *   - wall: the page's own `longtask` PerformanceObserver (a task over 50 ms of wall time, as a user
 *     waits it out; on a shared machine it also counts time the renderer was not scheduled at all);
 *   - CPU: the renderer main thread's top-level tasks in a Chromium trace
 *     (`ThreadControllerImpl::RunTask`, category `toplevel`), by their thread time (`tdur`): the CPU the
 *     renderer's main thread itself spent, which time spent in other processes of a busy machine does
 *     not inflate. Chromium's CPU throttle stalls the thread by spinning, so a throttled task's thread
 *     time is already its cost on a CPU `rate` times slower: `throttleFactor` measures this on the
 *     Chromium that runs (a fixed busy loop's thread time at rate 1 and at `rate`) and the bench scales
 *     thread time by `rate / factor` (1 where the throttle is counted, `rate` where it is not). A CPU long
 *     task is one whose scaled thread time is over 50 ms: what a machine that slow would spend on it with
 *     nothing else running.
 * Both are counted in the same window, between two `console.timeStamp` marks around the scroll.
 */
import { writeFileSync } from 'node:fs';
import { type Browser, chromium, type Page } from 'playwright-core';

/** Debian's Chromium as every browser bench opens it: headless, nothing fetched in the background. */
export const launchChromium = () =>
  chromium.launch({
    executablePath: '/usr/bin/chromium',
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--no-first-run',
    ],
  });

export const LONG_TASK_MS = 50;

export interface ScrollResult {
  frames: number;
  /** Long tasks by the page's PerformanceObserver, and the longest (wall ms). */
  wall_long_tasks: number;
  wall_max_ms: number;
  /** Tasks whose thread time at the slowdown exceeds 50 ms, and the longest task's (ms). */
  cpu_long_tasks: number;
  cpu_max_ms: number;
  /** The renderer main thread's thread time per frame at the slowdown, and divided by it (unthrottled). */
  cpu_ms_per_frame: number;
  cpu_ms_per_frame_unthrottled: number;
  /** Share of frames with a long task, in per cent. */
  wall_long_pct: number;
  cpu_long_pct: number;
  /**
   * Where the main thread's time went, per frame at the slowdown (ms of thread time, scaled as above):
   * the renderer's own stages by their trace events (style, layout, paint and the rest), script as
   * the tasks' time outside them. Stages run inside script when it forces them, so they are counted
   * once, in the stage.
   */
  per_frame: Record<string, number>;
}

/** The renderer's stages a frame goes through, by the names of their trace events. */
const STAGES: Record<string, string> = {
  UpdateLayoutTree: 'style',
  Layout: 'layout',
  PrePaint: 'paint',
  Paint: 'paint',
  Layerize: 'paint',
  Commit: 'paint',
  UpdateLayer: 'paint',
  HitTest: 'hit test',
  MajorGC: 'gc',
  MinorGC: 'gc',
  'V8.GC_SCAVENGER': 'gc',
};

export interface TraceEvent {
  name: string;
  cat: string;
  ph: string;
  pid: number;
  tid: number;
  ts: number;
  dur?: number;
  tdur?: number;
  args?: { name?: string; data?: { message?: string } };
}

/** Installs the longtask observer on every document of the context (call before the first navigation). */
export const observeLongTasks = `
  window.__longTasks = [];
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) window.__longTasks.push(e.duration);
  }).observe({ type: 'longtask', buffered: true });
`;

/**
 * Scrolls the element `selector` one step per animation frame, first down to its end, then across, at
 * a CPU slowdown of `rate`, under a trace; returns frames and long tasks counted both ways.
 */
export async function scrollUnderTrace(
  browser: Browser,
  page: Page,
  selector: string,
  rate: number,
  /** Thread time at `rate` over thread time unthrottled, for the same work (throttleFactor). */
  factor: number,
): Promise<ScrollResult> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate });
  await browser.startTracing(page, { categories: ['toplevel', 'devtools.timeline'] });
  const page_ = await page.evaluate(async (sel) => {
    const w = window as unknown as { __longTasks: number[] };
    const scroller = document.querySelector(sel) as HTMLElement;
    const frame = () => new Promise((r) => requestAnimationFrame(r));
    await frame();
    console.timeStamp('bench-scroll-start');
    w.__longTasks = [];
    let frames = 0;
    for (let y = 0; y <= scroller.scrollHeight; y += 120, frames++) {
      scroller.scrollTop = y;
      await frame();
    }
    for (let x = 0; x <= scroller.scrollWidth; x += 120, frames++) {
      scroller.scrollLeft = x;
      await frame();
    }
    // The last step's work (a render after the final scroll event) lands in the next frame or two.
    await frame();
    await frame();
    console.timeStamp('bench-scroll-end');
    return { frames, long: w.__longTasks.filter((d) => d > 50) };
  }, selector);
  const traceText = (await browser.stopTracing()).toString();
  // TRACE_OUT keeps the trace, for Chromium's performance panel (or a look at what a frame held).
  if (process.env.TRACE_OUT) writeFileSync(process.env.TRACE_OUT, traceText);
  const trace = JSON.parse(traceText) as { traceEvents: TraceEvent[] };
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
  await cdp.detach();
  const scale = rate / factor;
  const tasks = mainThreadTasks(trace.traceEvents).map((t) => (t.tdur * scale) / 1000);
  const stages = stageTimes(trace.traceEvents);
  const per_frame: Record<string, number> = {};
  let staged = 0;
  for (const [stage, us] of Object.entries(stages)) {
    per_frame[stage] = Math.round((10 * us * scale) / 1000 / page_.frames) / 10;
    staged += us;
  }
  const cpuLong = tasks.filter((ms) => ms > LONG_TASK_MS);
  const cpuMs = tasks.reduce((sum, ms) => sum + ms, 0);
  const pct = (n: number) => Math.round((1000 * n) / page_.frames) / 10;
  return {
    frames: page_.frames,
    wall_long_tasks: page_.long.length,
    wall_max_ms: Math.round(Math.max(0, ...page_.long)),
    cpu_long_tasks: cpuLong.length,
    cpu_max_ms: Math.round(Math.max(0, ...tasks)),
    cpu_ms_per_frame: Math.round((10 * cpuMs) / page_.frames) / 10,
    cpu_ms_per_frame_unthrottled: Math.round((10 * cpuMs) / rate / page_.frames) / 10,
    wall_long_pct: pct(page_.long.length),
    cpu_long_pct: pct(cpuLong.length),
    per_frame: {
      ...per_frame,
      'script and the rest': Math.round((10 * (cpuMs - (staged * scale) / 1000)) / page_.frames) / 10,
    },
  };
}

/** Thread time (µs) of the renderer's stages on the scroll's thread and window, the outermost of each. */
function stageTimes(events: TraceEvent[]) {
  const mark = (message: string) =>
    events.find((e) => e.name === 'TimeStamp' && e.args?.data?.message === message);
  const start = mark('bench-scroll-start');
  const end = mark('bench-scroll-end');
  const totals: Record<string, number> = {};
  if (!start || !end) return totals;
  const spans = events
    .filter(
      (e) =>
        e.ph === 'X' &&
        STAGES[e.name] !== undefined &&
        e.pid === start.pid &&
        e.tid === start.tid &&
        e.ts >= start.ts &&
        e.ts <= end.ts,
    )
    .sort((a, b) => a.ts - b.ts);
  // A stage inside another (a layout inside a paint's update) is counted once, in the outer one.
  let coveredTo = 0;
  for (const e of spans) {
    if (e.ts < coveredTo) continue;
    coveredTo = e.ts + (e.dur ?? 0);
    const stage = STAGES[e.name] as string;
    totals[stage] = (totals[stage] ?? 0) + (e.tdur ?? 0);
  }
  return totals;
}

/** The top-level tasks of the renderer main thread that logged the scroll's marks, between them. */
function mainThreadTasks(events: TraceEvent[]) {
  const mark = (message: string) =>
    events.find((e) => e.name === 'TimeStamp' && e.args?.data?.message === message);
  const start = mark('bench-scroll-start');
  const end = mark('bench-scroll-end');
  if (!start || !end) throw new Error('the trace lacks the scroll marks');
  return events
    .filter(
      (e) =>
        e.ph === 'X' &&
        e.name === 'ThreadControllerImpl::RunTask' &&
        e.pid === start.pid &&
        e.tid === start.tid &&
        e.ts >= start.ts - (e.dur ?? 0) &&
        e.ts <= end.ts,
    )
    .map((e) => ({ dur: e.dur ?? 0, tdur: e.tdur ?? 0 }));
}

/**
 * How much of Chromium's CPU throttle shows in a task's thread time: a busy loop of a fixed amount of
 * work, timed by its thread time at rate 1 and at `rate`; `factor` is their ratio (about `rate` when
 * the throttle's stall is counted as the thread's CPU, about 1 when it is not).
 */
export async function throttleFactor(browser: Browser, page: Page, rate: number) {
  const cdp = await page.context().newCDPSession(page);
  const spin = async () => {
    await browser.startTracing(page, { categories: ['toplevel', 'devtools.timeline'] });
    await page.evaluate(() => {
      console.timeStamp('bench-scroll-start');
      setTimeout(() => {
        let x = 0;
        for (let i = 0; i < 3e7; i++) x += Math.sqrt(i);
        (window as unknown as { __spin: number }).__spin = x;
      }, 0);
      return new Promise((r) => setTimeout(r, 50)).then(() => console.timeStamp('bench-scroll-end'));
    });
    const trace = JSON.parse((await browser.stopTracing()).toString()) as { traceEvents: TraceEvent[] };
    const longest = mainThreadTasks(trace.traceEvents).sort((a, b) => b.dur - a.dur)[0];
    return {
      wall_ms: Math.round((longest?.dur ?? 0) / 1000),
      thread_ms: Math.round((longest?.tdur ?? 0) / 1000),
    };
  };
  const plain = await spin();
  await cdp.send('Emulation.setCPUThrottlingRate', { rate });
  const slowed = await spin();
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
  await cdp.detach();
  const factor = Math.round((10 * slowed.thread_ms) / Math.max(1, plain.thread_ms)) / 10;
  if (!(factor >= 0.5))
    throw new Error(`the throttle check measured nothing: ${JSON.stringify({ plain, slowed })}`);
  return { rate, plain, slowed, factor };
}
