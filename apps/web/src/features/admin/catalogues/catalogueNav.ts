import {
  IconCreditCard,
  IconDiscount,
  IconHeartHandshake,
  IconNews,
  IconPhotoScan,
  IconRoute,
  IconToolsKitchen2,
} from '@tabler/icons-react';
import type { CatalogueNavEntry } from './catalogueTypes.ts';

/**
 * Where each catalogue lives and its icon: all the navbar needs. Apart from the manifest, whose forms
 * bring their schemas (and zod), so the signed-in layout draws its menu without them (issue 31).
 */
export const catalogueNav = [
  { key: 'services', route: '/admin/services', icon: IconHeartHandshake },
  { key: 'discounts', route: '/admin/discounts', icon: IconDiscount },
  { key: 'paymentTypes', route: '/admin/payment-types', icon: IconCreditCard },
  { key: 'salesChannels', route: '/admin/sales-channels', icon: IconRoute },
  { key: 'foodTariffs', route: '/admin/food-tariffs', icon: IconToolsKitchen2 },
  { key: 'feed', route: '/admin/feed', icon: IconNews },
  { key: 'strip', route: '/admin/strip', icon: IconPhotoScan },
] as const satisfies readonly CatalogueNavEntry[];

/** A catalogue's place, for its manifest entry. */
export function navOf(key: CatalogueNavEntry['key']): CatalogueNavEntry {
  const entry = catalogueNav.find((nav) => nav.key === key);
  if (!entry) throw new Error(`no navigation entry for the catalogue ${key}`);
  return entry;
}
