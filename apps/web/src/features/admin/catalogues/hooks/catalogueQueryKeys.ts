import type { QueryKey } from '@tanstack/react-query';
import { queryKeys } from '../../../../api/queryKeys.ts';
import type { CatalogueDef, CatalogueKey } from '../catalogueTypes.ts';

/** A catalogue's lists; they belong to the current company, so a company switch resets them. */
export const catalogueKey = (key: CatalogueKey) => ['catalogues', key] as const;

/**
 * What a change of a catalogue refreshes: its own lists, and the pickers' lookup of it, so a new service
 * or a deactivated payment type shows in an editor opened next.
 */
export function catalogueInvalidation(def: CatalogueDef): QueryKey[] {
  return def.lookup
    ? [catalogueKey(def.key), queryKeys.catalogueLookup(def.lookup)]
    : [catalogueKey(def.key)];
}
