/**
 * Every sales catalogue the property administers (issue 11), each one declaration; adding one is a new
 * `*.catalogue.ts` file and a line here.
 */
import type { FastifyInstance } from 'fastify';
import type { RouteDeps } from '../../http/route-deps.ts';
import { discountsCatalogue } from './discounts.catalogue.ts';
import { feedCatalogue } from './feed.catalogue.ts';
import { foodTariffActions, foodTariffsCatalogue } from './food-tariffs.catalogue.ts';
import { paymentTypesCatalogue } from './payment-types.catalogue.ts';
import { salesChannelActions, salesChannelsCatalogue } from './sales-channels.catalogue.ts';
import { servicesCatalogue } from './services.catalogue.ts';
import { stripCatalogue } from './strip.catalogue.ts';

export const catalogues = {
  services: servicesCatalogue,
  discounts: discountsCatalogue,
  paymentTypes: paymentTypesCatalogue,
  salesChannels: salesChannelsCatalogue,
  foodTariffs: foodTariffsCatalogue,
  feed: feedCatalogue,
  strip: stripCatalogue,
};

export function cataloguesRoutes(app: FastifyInstance, deps: RouteDeps) {
  for (const catalogue of Object.values(catalogues)) catalogue.routes(app, deps);
  salesChannelActions(app, deps);
  foodTariffActions(app, deps);
}
