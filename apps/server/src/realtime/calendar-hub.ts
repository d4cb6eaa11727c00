/**
 * Live calendar fan-out. Every server instance listens on the database channel that use cases notify in
 * their transactions, and forwards each message to its own sockets of that company only.
 */
import type { WebSocket } from 'ws';
import { CALENDAR_CHANNEL, type CalendarMessage } from '../db/calendar-channel.ts';
import type { Database } from '../db/client.ts';

export class CalendarHub {
  private readonly sockets = new Map<number, Set<WebSocket>>();
  private unsubscribe: (() => Promise<void>) | null = null;
  private heartbeat: NodeJS.Timeout | null = null;
  private linkLost = false;

  constructor(private readonly database: Database) {}

  async start(): Promise<void> {
    this.unsubscribe = await this.database.listen(
      CALENDAR_CHANNEL,
      (payload) => this.deliver(payload),
      (listening) => this.onLink(listening),
    );
    // Pings find sockets whose peer vanished without closing (sleeping laptops, dropped Wi-Fi).
    this.heartbeat = setInterval(() => this.ping(), 30_000).unref();
  }

  async stop(): Promise<void> {
    if (this.heartbeat) clearInterval(this.heartbeat);
    await this.unsubscribe?.();
    for (const set of this.sockets.values()) for (const socket of set) socket.close(1001, 'server shutdown');
    this.sockets.clear();
  }

  add(companyId: number, socket: WebSocket): void {
    const set = this.sockets.get(companyId) ?? new Set<WebSocket>();
    this.sockets.set(companyId, set);
    set.add(socket);
    const alive = socket as WebSocket & { isAlive?: boolean };
    alive.isAlive = true;
    socket.on('pong', () => {
      alive.isAlive = true;
    });
    socket.on('close', () => {
      set.delete(socket);
      if (set.size === 0) this.sockets.delete(companyId);
    });
  }

  /**
   * Messages sent while the LISTEN connection was down are lost, so once it is back every socket is
   * closed with 1012 (service restart): each browser reconnects and refetches what it missed.
   */
  private onLink(listening: boolean): void {
    if (!listening) {
      this.linkLost = true;
      return;
    }
    if (!this.linkLost) return;
    this.linkLost = false;
    for (const set of this.sockets.values()) for (const socket of set) socket.close(1012, 'resync');
  }

  /** Connected sockets, for tests and the benchmark. */
  count(companyId?: number): number {
    if (companyId !== undefined) return this.sockets.get(companyId)?.size ?? 0;
    let n = 0;
    for (const set of this.sockets.values()) n += set.size;
    return n;
  }

  private deliver(payload: string): void {
    let message: CalendarMessage;
    try {
      message = JSON.parse(payload) as CalendarMessage;
    } catch {
      return;
    }
    const set = this.sockets.get(message.company_id);
    if (!set) return;
    const text = JSON.stringify({ booking: message.booking });
    for (const socket of set) if (socket.readyState === socket.OPEN) socket.send(text);
  }

  private ping(): void {
    for (const set of this.sockets.values()) {
      for (const socket of set) {
        const alive = socket as WebSocket & { isAlive?: boolean };
        if (alive.isAlive === false) {
          socket.terminate();
          continue;
        }
        alive.isAlive = false;
        socket.ping();
      }
    }
  }
}
