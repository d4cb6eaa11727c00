/**
 * GET lists for the booking editor's selects (specification 7.5). Creating and editing these
 * catalogues belongs to the administration screens (7.6, 7.7).
 */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { RouteDeps } from '../../http/route-deps.ts';
import { errorResponses, pageOf } from '../../http/views.ts';
import { lookupsRepository as repo } from './lookups.repository.ts';

const tags = ['lookups'];
const named = { id: z.number(), name: z.string() };
const priceTable = z.record(z.string(), z.string());
const channelView = z.object({ ...named, is_tour_operator: z.boolean(), commission_percent: z.string() });
const serviceView = z.object({ ...named, price: z.string(), service_type: z.string() });
const discountView = z.object({ ...named, discount_kind: z.string(), value: z.string() });
const tariffView = z.object({
  ...named,
  food_type: z.string(),
  price_type: z.string(),
  prices: z.record(z.string(), priceTable),
});
const paymentTypeView = z.object(named);

const list = <T>(rows: T[]) => ({ count: rows.length, results: rows });

export function lookupsRoutes(app: FastifyInstance, { db }: RouteDeps) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const get = <T extends z.ZodType>(
    url: string,
    summary: string,
    view: T,
    load: (companyId: number) => Promise<z.infer<T>[]>,
  ) =>
    r.get(
      url,
      { schema: { tags, summary, response: { 200: pageOf(view), ...errorResponses } } },
      async (req) => list(await load(req.companyId)),
    );

  get(
    '/api/v2/sales-channels/',
    "Sales channels (sources); 'Прямая продажа' is null, not a row",
    channelView,
    async (c) =>
      (await repo.salesChannels(db, c)).map((s) => ({
        id: s.id,
        name: s.name,
        is_tour_operator: s.isTourOperator,
        commission_percent: s.commissionPercent,
      })),
  );
  get(
    '/api/v2/service-discount/services/',
    'Services a booking can add (once or per day)',
    serviceView,
    async (c) =>
      (await repo.services(db, c)).map((s) => ({
        id: s.id,
        name: s.name,
        price: s.price,
        service_type: s.serviceType,
      })),
  );
  get('/api/v2/service-discount/discounts/', 'Discounts (percent or fixed tenge)', discountView, async (c) =>
    (await repo.discounts(db, c)).map((d) => ({
      id: d.id,
      name: d.name,
      discount_kind: d.discountKind,
      value: d.value,
    })),
  );
  get(
    '/api/v2/tariffs/foods/with-prices/',
    'Food tariffs with weekday or month prices per price kind',
    tariffView,
    async (c) =>
      (await repo.tariffsWithPrices(db, c)).map((t) => ({
        id: t.id,
        name: t.name,
        food_type: t.foodType,
        price_type: t.priceType,
        prices: t.prices,
      })),
  );
  get('/api/v2/companies/payment-types/', 'Payment methods', paymentTypeView, async (c) =>
    (await repo.paymentTypes(db, c)).map((p) => ({ id: p.id, name: p.name })),
  );
}
