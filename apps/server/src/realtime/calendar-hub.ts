/**
 * Live calendar fan-out. Every server instance listens on the database channel that use cases notify in
 * their transactions, and forwards each message to its own sockets of that company only.
 *
 * A socket lives no longer than its session allows: whenever a session, an employee, a membership or a
 * company changed on any instance (the 'pms_auth_touch' announcement, heard by the session cache), every
 * socket's session is read again and those it no longer allows are closed with a code the web acts on
 * (the domain's liveSocketCloses): signed out, forbidden, or reconnect in the new role.
 */
import { liveSocketClose, liveSocketCloses, type Role } from '@pms/domain';
import type { WebSocket } from 'ws';
import { CALENDAR_CHANNEL, type ChannelMessage } from '../db/calendar-channel.ts';
import type { Database } from '../db/client.ts';
import type { AuthContext } from '../http/auth-context.ts';
import { nextRun } from '../lib/next-run.ts';

/** Who opened a socket: its token (to read the session again) and the role it was allowed in. */
export interface SocketOwner {
  token: string;
  role: Role;
}

export interface SessionWatch {
  /** Reads a session afresh, not from any cache; null when it is no longer live. */
  read(token: string): Promise<AuthContext | null>;
  /** Subscribes to changes to what sessions are made of, on any instance. */
  onChange(listener: () => void): () => void;
}

/** Sessions read at once when the sockets are checked: enough to be quick, few of the pool's slots. */
const CHECKS_AT_ONCE = 4;

export class CalendarHub {
  private readonly sockets = new Map<number, Set<WebSocket>>();
  private readonly owners = new Map<WebSocket, SocketOwner & { companyId: number }>();
  private unsubscribe: (() => Promise<void>) | null = null;
  private unwatch: (() => void) | null = null;
  private heartbeat: NodeJS.Timeout | null = null;
  private linkLost = false;
  private changes = 0;
  /** A check of every socket that started after the call, shared by calls made meanwhile. */
  readonly checkSessions = nextRun(() => this.closeDisallowed());

  constructor(
    private readonly database: Database,
    private readonly sessions: SessionWatch,
  ) {}

  async start(): Promise<void> {
    this.unwatch = this.sessions.onChange(() => {
      this.changes++;
      void this.checkSessions();
    });
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
    this.unwatch?.();
    await this.unsubscribe?.();
    for (const set of this.sockets.values()) for (const socket of set) socket.close(1001, 'server shutdown');
    this.sockets.clear();
  }

  /** Changes heard so far: the upgrade notes it before reading the session, and hands it to add(). */
  changesHeard(): number {
    return this.changes;
  }

  /**
   * A socket allowed by a session read when `changesBefore` changes had been heard: if one was heard
   * since, the read may predate it and this socket missed that check, so every socket is checked again.
   */
  add(companyId: number, socket: WebSocket, owner: SocketOwner, changesBefore: number): void {
    const set = this.sockets.get(companyId) ?? new Set<WebSocket>();
    this.sockets.set(companyId, set);
    set.add(socket);
    this.owners.set(socket, { ...owner, companyId });
    if (changesBefore !== this.changes) void this.checkSessions();
    const alive = socket as WebSocket & { isAlive?: boolean };
    alive.isAlive = true;
    socket.on('pong', () => {
      alive.isAlive = true;
    });
    socket.on('close', () => {
      this.owners.delete(socket);
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

  /**
   * Reads each open socket's session once (sockets of one token share the read) and closes those it no
   * longer allows. A read that fails (the database away) closes nothing: the next change checks again,
   * and a lost link closes every socket anyway once it is back (onLink).
   */
  private async closeDisallowed(): Promise<void> {
    const byToken = new Map<string, WebSocket[]>();
    for (const [socket, owner] of this.owners) {
      const list = byToken.get(owner.token) ?? [];
      list.push(socket);
      byToken.set(owner.token, list);
    }
    const tokens = [...byToken.keys()];
    const worker = async () => {
      for (let token = tokens.pop(); token !== undefined; token = tokens.pop()) {
        const auth = await this.sessions.read(token).catch(() => undefined);
        if (auth === undefined) continue;
        for (const socket of byToken.get(token)!) {
          const owner = this.owners.get(socket);
          if (!owner) continue;
          const role =
            auth && (auth.companies.find((c) => c.id === owner.companyId)?.role as Role | undefined);
          const close = liveSocketClose(owner.role, role);
          if (close) socket.close(liveSocketCloses[close].code, liveSocketCloses[close].reason);
        }
      }
    };
    await Promise.all(Array.from({ length: Math.min(CHECKS_AT_ONCE, tokens.length) }, worker));
  }

  private deliver(payload: string): void {
    let message: ChannelMessage;
    try {
      message = JSON.parse(payload) as ChannelMessage;
    } catch {
      return;
    }
    const set = this.sockets.get(message.company_id);
    if (!set) return;
    const text = JSON.stringify(
      'housekeeping' in message
        ? { housekeeping: message.housekeeping }
        : 'calendar_sync' in message
          ? { calendar_sync: message.calendar_sync }
          : { booking: message.booking },
    );
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
