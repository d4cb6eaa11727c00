/**
 * A load generator for many buyers at once, in a worker thread (browsers are other processes): each
 * buyer is one keep-alive HTTP/1.1 connection that sends its next request when the last answer has
 * fully arrived, as wrk or autocannon do. Requests are written as bytes and answers read by their
 * status line and Content-Length, so the generator's own CPU stays small beside the server's: on these
 * 2 shared cores every millisecond it spends is one the server does not get (node:http's client cost
 * 0.6–0.8 ms a request here, this one about a quarter of that). It reports how busy its thread was, so
 * the bench can tell the server's CPU from its own.
 */
import { Worker } from 'node:worker_threads';

export interface LoadResult {
  /** Request to last byte of the answer, ms, one per request. */
  times: number[];
  /** Answers by HTTP status. */
  codes: Record<string, number>;
  seconds: number;
  /** The generator thread's busy time (its event loop's active time), ms. */
  busyMs: number;
}

const WORKER = `
const net = require('node:net');
const { parentPort } = require('node:worker_threads');

/** One keep-alive connection: send() writes a request and resolves with the answer's status. */
function connection(host, port) {
  const socket = net.connect({ host, port, noDelay: true });
  let buffer = Buffer.alloc(0);
  let waiter = null;
  const fail = (err) => {
    if (waiter) { const w = waiter; waiter = null; w.reject(err); }
  };
  socket.on('error', fail);
  socket.on('close', () => fail(new Error('connection closed')));
  socket.on('data', (chunk) => {
    buffer = buffer.length ? Buffer.concat([buffer, chunk]) : chunk;
    const end = buffer.indexOf('\\r\\n\\r\\n');
    if (end < 0 || !waiter) return;
    const head = buffer.subarray(0, end).toString('latin1');
    const length = /\\r\\ncontent-length:\\s*(\\d+)/i.exec(head);
    if (!length) return fail(new Error('an answer without Content-Length: ' + head.split('\\r\\n')[0]));
    const total = end + 4 + Number(length[1]);
    if (buffer.length < total) return;
    buffer = buffer.subarray(total);
    const w = waiter; waiter = null;
    w.resolve(Number(head.slice(9, 12)));
  });
  return {
    ready: new Promise((resolve, reject) => { socket.once('connect', resolve); socket.once('error', reject); }),
    send: (bytes) => new Promise((resolve, reject) => { waiter = { resolve, reject }; socket.write(bytes); }),
    close: () => socket.destroy(),
  };
}

parentPort.on('message', async ({ url, headers, bodies, concurrency }) => {
  const target = new URL(url);
  const head = 'POST ' + target.pathname + target.search + ' HTTP/1.1\\r\\nhost: ' + target.host + '\\r\\n' +
    Object.entries(headers).map(([k, v]) => k + ': ' + v + '\\r\\n').join('');
  const requests = bodies.map((body) => {
    const text = JSON.stringify(body);
    return Buffer.from(head + 'content-length: ' + Buffer.byteLength(text) + '\\r\\n\\r\\n' + text);
  });
  const connections = Array.from({ length: concurrency }, () => connection(target.hostname, Number(target.port)));
  await Promise.all(connections.map((c) => c.ready));
  const times = []; const codes = {}; let next = 0;
  const idle = performance.eventLoopUtilization();
  const t0 = performance.now();
  await Promise.all(connections.map(async (c) => {
    while (next < requests.length) {
      const request = requests[next++];
      const start = performance.now();
      const status = await c.send(request);
      times.push(performance.now() - start);
      codes[status] = (codes[status] ?? 0) + 1;
    }
  }));
  const seconds = (performance.now() - t0) / 1000;
  const busyMs = performance.eventLoopUtilization(idle).active;
  for (const c of connections) c.close();
  parentPort.postMessage({ times, codes, seconds, busyMs });
});
`;

/** Starts the generator; `post` sends every body to `url` with `concurrency` buyers at once. */
export function loadClient() {
  const worker = new Worker(WORKER, { eval: true });
  worker.unref();
  return {
    post(url: string, headers: Record<string, string>, bodies: unknown[], concurrency: number) {
      return new Promise<LoadResult>((resolve, reject) => {
        const done = (result: LoadResult) => {
          worker.off('error', reject);
          resolve(result);
        };
        worker.once('message', done);
        worker.once('error', reject);
        worker.postMessage({ url, headers, bodies, concurrency });
      });
    },
    close: () => worker.terminate(),
  };
}
