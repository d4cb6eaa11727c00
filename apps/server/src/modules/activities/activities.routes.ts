/**
 * The leisure catalogue (specification 7.7, issue 14) under /api/v2/categories/: activities, their
 * pictures, places and tariffs.
 */
import type { FastifyInstance } from 'fastify';
import type { RouteDeps } from '../../http/route-deps.ts';
import { leisureCategoriesCatalogue } from './leisure-categories.catalogue.ts';
import { leisureImagesRoutes } from './leisure-images.routes.ts';
import { leisureRoomsCatalogue, leisureRoomsOfCategory } from './leisure-rooms.catalogue.ts';
import { leisureTariffsCatalogue } from './leisure-tariffs.catalogue.ts';

export function activitiesRoutes(app: FastifyInstance, deps: RouteDeps) {
  leisureCategoriesCatalogue.routes(app, deps);
  leisureRoomsCatalogue.routes(app, deps);
  leisureTariffsCatalogue.routes(app, deps);
  leisureRoomsOfCategory(app, deps);
  leisureImagesRoutes(app, deps);
}
