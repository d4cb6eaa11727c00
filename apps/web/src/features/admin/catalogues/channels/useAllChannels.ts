import { useQuery } from '@tanstack/react-query';
import { api } from '../../../../api/client.ts';
import { queryKeys } from '../../../../api/queryKeys.ts';
import type { Page } from '../../../../api/types.ts';
import type { CatalogueRow } from '../catalogueTypes.ts';

/** Every active sales channel, for the block dialog's choice; refreshed with the channels' list. */
export function useAllChannels() {
  return useQuery({
    queryKey: queryKeys.catalogueAll('salesChannels'),
    queryFn: () =>
      api.get<Page<CatalogueRow>>('/api/v2/sales-channels/', { 'page[number]': 1, 'page[size]': 10000 }),
    select: (page) => page.results.filter((channel) => channel.is_active),
  });
}
