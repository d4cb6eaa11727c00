/**
 * A TCP proxy that can go silent: it keeps every socket open but forwards nothing either way, as a
 * network that drops packets without a reset does. On `resume` what was held back flows on, as TCP's
 * retransmissions deliver it once such a network heals. With no target it is a listener that accepts
 * and never answers.
 */
import { connect, createServer, type Socket } from 'node:net';

export interface SilentProxy {
  port: number;
  silence(): void;
  resume(): void;
  close(): Promise<void>;
}

export async function startSilentProxy(target?: { host: string; port: number }): Promise<SilentProxy> {
  let silent = !target;
  const sockets = new Set<Socket>();
  // A side that closed while the proxy was silent: the other side learns of it on resume.
  let held: (() => void)[] = [];
  const hold = (action: () => void) => (silent ? held.push(action) : action());

  const server = createServer((downstream) => {
    sockets.add(downstream);
    downstream.on('close', () => sockets.delete(downstream));
    downstream.on('error', () => {});
    if (!target) return;
    const upstream = connect(target.port, target.host);
    sockets.add(upstream);
    upstream.on('close', () => sockets.delete(upstream));
    upstream.on('error', () => {});
    downstream.pipe(upstream);
    upstream.pipe(downstream);
    if (silent) {
      downstream.pause();
      upstream.pause();
    }
    downstream.on('close', () => hold(() => upstream.destroy()));
    upstream.on('close', () => hold(() => downstream.destroy()));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));

  return {
    port: (server.address() as { port: number }).port,
    silence() {
      silent = true;
      for (const s of sockets) s.pause();
    },
    resume() {
      silent = false;
      for (const s of sockets) s.resume();
      const actions = held;
      held = [];
      for (const action of actions) action();
    },
    async close() {
      for (const s of sockets) s.destroy();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
