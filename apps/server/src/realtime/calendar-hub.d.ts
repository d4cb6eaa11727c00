/**
 * Live calendar fan-out. Every server instance listens on the database channel that use cases notify in
 * their transactions, and forwards each message to its own sockets of that company only.
 */
import type { WebSocket } from 'ws';
import type { Database } from '../db/client.ts';
export declare class CalendarHub {
    private readonly database;
    private readonly sockets;
    private unsubscribe;
    private heartbeat;
    constructor(database: Database);
    start(): Promise<void>;
    stop(): Promise<void>;
    add(companyId: number, socket: WebSocket): void;
    /** Connected sockets, for tests and the benchmark. */
    count(companyId?: number): number;
    private deliver;
    private ping;
}
