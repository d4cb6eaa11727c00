/**
 * The one way the server fills a staff template (preview, save, sending, printing): the sandboxed
 * engine (sandbox.ts) in worker threads, so a template that runs to its limits costs a worker, never the
 * event loop every company's requests share. A worker that outlives the deadline is terminated; a burst
 * beyond the queue is refused with 503 instead of piling up.
 */
import { availableParallelism } from 'node:os';
import { Worker } from 'node:worker_threads';
import { AppError } from '../../http/errors.ts';
import { WorkerPool, WorkerPoolError } from '../../lib/worker-pool.ts';
import type { RenderOutcome, TemplateSource } from './sandbox.ts';
import { templateLimits } from './template-limits.ts';

/** A template that cannot be filled: which of the sources, on which line, and why, in Russian. */
export class TemplateError extends Error {
  constructor(
    readonly index: number,
    readonly line: number | null,
    readonly reason: string,
  ) {
    super(line ? `строка ${line}, ${reason}` : reason);
  }
}

export const templateBusy = 'Сервер занят: заполняется слишком много шаблонов сразу. Повторите через минуту';

// What one worker may hold besides LiquidJS's own allocation count: running out ends the worker.
const resourceLimits = { maxOldGenerationSizeMb: 96, maxYoungGenerationSizeMb: 16 };

/**
 * Compiled (`npm start`: apps/server/dist/main.js), the worker is a file of its own beside the server's
 * bundle (apps/server/src/build.ts). From the sources (tests, `npm run dev`) the server's TypeScript runs
 * through tsx, and the worker thread loads its own the same way.
 */
function spawnWorker(): Worker {
  if (!import.meta.url.endsWith('.ts'))
    return new Worker(new URL('./liquid-worker.js', import.meta.url), { resourceLimits });
  const workerFile = new URL('./liquid-worker.ts', import.meta.url).href;
  const boot = `import(${JSON.stringify(import.meta.resolve('tsx/esm/api'))})
    .then(({ register }) => { register(); return import(${JSON.stringify(workerFile)}); });`;
  return new Worker(boot, { eval: true, resourceLimits });
}

const pool = new WorkerPool<{ sources: TemplateSource[]; data: object }, RenderOutcome>({
  spawn: spawnWorker,
  // Leave a core to the event loop on a small machine.
  size: Math.max(1, Math.min(2, availableParallelism() - 1)),
  queue: 32,
  // Past LiquidJS's own clock (checked at each step): the stop for whatever it does not check.
  timeoutMs: templateLimits.renderMs * 3,
});

/** 'start' when a rendering begins in a worker, so tests and benchmarks can order events by it. */
export const renderEvents = pool;

/** Each source filled with the same data, or a TemplateError for the first that cannot be. */
export async function renderLiquid(sources: TemplateSource[], data: object): Promise<string[]> {
  let outcome: RenderOutcome;
  try {
    outcome = await pool.run({ sources, data });
  } catch (err) {
    if (!(err instanceof WorkerPoolError)) throw err;
    if (err.reason === 'busy') throw new AppError(503, templateBusy);
    const reason =
      err.reason === 'timeout'
        ? 'шаблон заполняется слишком долго: уменьшите циклы'
        : 'шаблону не хватило памяти: уменьшите циклы';
    throw new TemplateError(sources.length - 1, null, reason);
  }
  if (!outcome.ok) throw new TemplateError(outcome.index, outcome.line, outcome.reason);
  return outcome.texts;
}
