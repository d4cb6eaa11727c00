/**
 * What a leisure sale is priced and checked on: a category's price items with their tariffs, and the row
 * version (xmin) of each, kept per database and category after the first sale reads them. The next sale
 * of the category needs no read before its statement: the busiest write of a leisure day is then one
 * round trip. Nothing is trusted blindly: the sale's statement compares the versions it was checked on
 * with the rows it locks, and aborts when one has changed (leisure_catalogue_changed, migration 0038);
 * the service then reads the category again and decides anew. A refusal decided on a kept catalogue is
 * decided again on a fresh one too (a tariff just put on sale, a price item just added).
 */
import type { Db } from '../../db/client.ts';
import { perDatabase } from '../../db/per-database.ts';
import { RecentMap } from '../../lib/recent-map.ts';
import { leisureRepository, type SaleItem } from './leisure.repository.ts';

export interface SaleCatalogue {
  /** By price item id. */
  items: Map<number, SaleItem>;
  /** Whether it was read for this sale, as opposed to kept from an earlier one. */
  fresh: boolean;
}

/** Categories kept per database; beyond this many the least recently sold is forgotten. */
const MAX_KEPT = 1000;
const keptIn = perDatabase(() => new RecentMap<string, Map<number, SaleItem>>(MAX_KEPT));

const keyOf = (companyId: number, categoryId: number) => `${companyId}:${categoryId}`;

export const saleCatalogue = {
  /** The kept catalogue when it names every price item asked for, else the category read now. */
  async of(db: Db, companyId: number, categoryId: number, priceIds: number[]): Promise<SaleCatalogue> {
    const items = keptIn(db).get(keyOf(companyId, categoryId));
    if (items && priceIds.every((id) => items.has(id))) return { items, fresh: false };
    return saleCatalogue.read(db, companyId, categoryId);
  },

  /** The category read now, and kept for the next sale. */
  async read(db: Db, companyId: number, categoryId: number): Promise<SaleCatalogue> {
    const rows = await leisureRepository.saleCatalogue(db, companyId, categoryId);
    const items = new Map(rows.map((r) => [r.price.id, r]));
    keptIn(db).set(keyOf(companyId, categoryId), items);
    return { items, fresh: true };
  },
};
