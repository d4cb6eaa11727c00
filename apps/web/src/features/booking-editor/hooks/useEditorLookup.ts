import { useQuery } from '@tanstack/react-query';
import { api } from '../../../api/client.ts';
import type { Page } from '../../../api/types.ts';
import type {
  DiscountOption,
  FoodTariffOption,
  PaymentMethod,
  SalesChannel,
  ServiceOption,
} from '../types/lookups.ts';
import { editorKeys } from './editorKeys.ts';

interface Lookups {
  channels: SalesChannel;
  services: ServiceOption;
  discounts: DiscountOption;
  foods: FoodTariffOption;
  paymentTypes: PaymentMethod;
}

const paths: Record<keyof Lookups, string> = {
  channels: '/api/v2/sales-channels/',
  services: '/api/v2/service-discount/services/',
  discounts: '/api/v2/service-discount/discounts/',
  foods: '/api/v2/tariffs/foods/with-prices/',
  paymentTypes: '/api/v2/companies/payment-types/',
};

/** One of the editor's catalogues, whole (the specification's page size 100000), active entries only. */
export function useEditorLookup<K extends keyof Lookups>(name: K) {
  return useQuery({
    queryKey: editorKeys.lookup(name),
    queryFn: () =>
      api.get<Page<Lookups[K]> | Lookups[K][]>(paths[name], { 'page[number]': 1, 'page[size]': 100_000 }),
    select: (answer): Lookups[K][] =>
      (Array.isArray(answer) ? answer : answer.results).filter((item) => item.is_active !== false),
    staleTime: 60_000,
  });
}
