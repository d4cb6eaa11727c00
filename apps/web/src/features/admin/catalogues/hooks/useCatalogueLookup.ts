import { useQuery } from '@tanstack/react-query';
import { api } from '../../../../api/client.ts';
import { queryKeys } from '../../../../api/queryKeys.ts';
import type { Page } from '../../../../api/types.ts';
import type { CatalogueLookupName } from '../catalogueTypes.ts';
import type { CatalogueLookups } from '../types/catalogueLookups.ts';

const paths: Record<CatalogueLookupName, string> = {
  channels: '/api/v2/sales-channels/',
  services: '/api/v2/service-discount/services/',
  discounts: '/api/v2/service-discount/discounts/',
  foods: '/api/v2/tariffs/foods/with-prices/',
  paymentTypes: '/api/v2/companies/payment-types/',
};

/**
 * One catalogue as a picker lists it (the booking editor, the bookings list's filters, a leisure
 * order's payments): whole (the specification's page size 100000), active entries only. A change in
 * the catalogue's admin page refreshes it (catalogueInvalidation).
 */
export function useCatalogueLookup<K extends CatalogueLookupName>(name: K) {
  return useQuery({
    queryKey: queryKeys.catalogueLookup(name),
    queryFn: () =>
      api.get<Page<CatalogueLookups[K]> | CatalogueLookups[K][]>(paths[name], {
        'page[number]': 1,
        'page[size]': 100_000,
      }),
    select: (answer): CatalogueLookups[K][] =>
      (Array.isArray(answer) ? answer : answer.results).filter((item) => item.is_active !== false),
    staleTime: 60_000,
  });
}
