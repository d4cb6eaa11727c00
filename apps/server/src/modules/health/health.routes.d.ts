import type { FastifyInstance } from 'fastify';
import type { RouteDeps } from '../../app.ts';
export declare function healthRoutes(app: FastifyInstance, { db, database }: RouteDeps): void;
