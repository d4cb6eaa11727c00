import type { FastifyInstance } from 'fastify';
import type { RouteDeps } from '../../app.ts';
export declare function authRoutes(app: FastifyInstance, { db, config }: RouteDeps): void;
