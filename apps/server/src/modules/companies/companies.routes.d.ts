import type { FastifyInstance } from 'fastify';
import type { RouteDeps } from '../../app.ts';
export declare function companiesRoutes(app: FastifyInstance, { db }: RouteDeps): void;
