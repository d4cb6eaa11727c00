/**
 * An HTTP client in a worker thread, as a browser is a separate process: the time measured is request to
 * last byte received, without the server's thread also parsing the answer. One request at a time.
 */
import { Worker } from 'node:worker_threads';

export interface Fetched {
  ms: number;
  bytes: number;
  /** The calendar's `x-calendar-cache` header: 'hit' or 'miss'. */
  cache: string | null;
}

export function fetchInWorker(): (url: string, headers: Record<string, string>) => Promise<Fetched> {
  const worker = new Worker(
    `const { parentPort } = require('node:worker_threads');
     parentPort.on('message', async ({ url, headers }) => {
       const t0 = performance.now();
       const res = await fetch(url, { headers });
       const buf = await res.arrayBuffer();
       parentPort.postMessage({ ms: performance.now() - t0, bytes: buf.byteLength, cache: res.headers.get('x-calendar-cache') });
     });`,
    { eval: true },
  );
  worker.unref();
  return (url, headers) =>
    new Promise((resolve) => {
      worker.once('message', resolve);
      worker.postMessage({ url, headers });
    });
}
