import { type FastifyInstance } from 'fastify';
import type { Config } from './config.ts';
import type { Database } from './db/client.ts';
import { CalendarHub } from './realtime/calendar-hub.ts';
export interface AppDeps {
    config: Config;
    database: Database;
}
export declare function buildApp(deps: AppDeps): Promise<FastifyInstance>;
declare module 'fastify' {
    interface FastifyInstance {
        calendarHub: CalendarHub;
    }
}
export type RouteDeps = {
    db: Database['db'];
    config: Config;
    database: Database;
};
