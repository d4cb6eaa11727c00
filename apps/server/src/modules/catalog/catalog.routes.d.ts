import type { FastifyInstance } from 'fastify';
import type { RouteDeps } from '../../app.ts';
export declare function catalogRoutes(app: FastifyInstance, { db }: RouteDeps): void;
