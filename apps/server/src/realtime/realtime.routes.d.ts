import type { FastifyInstance } from 'fastify';
import type { RouteDeps } from '../app.ts';
import type { CalendarHub } from './calendar-hub.ts';
/**
 * WS /ws/v2/calendar/{company_id}/: authenticated by the session cookie, a bearer header or ?token=,
 * and only for a company the employee belongs to; refused before the upgrade otherwise.
 */
export declare function realtimeRoutes(app: FastifyInstance, { db }: RouteDeps, hub: CalendarHub): void;
