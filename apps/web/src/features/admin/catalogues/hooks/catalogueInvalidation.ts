import type { QueryKey } from '@tanstack/react-query';
import { queryKeys } from '../../../../api/queryKeys.ts';
import type { CatalogueDef } from '../catalogueTypes.ts';

/**
 * What a change of a catalogue refreshes: its own lists, and the pickers' lookup of it, so a new service
 * or a deactivated payment type shows in an editor opened next.
 */
export function catalogueInvalidation(def: CatalogueDef): QueryKey[] {
  return def.lookup
    ? [queryKeys.catalogue(def.key), queryKeys.catalogueLookup(def.lookup)]
    : [queryKeys.catalogue(def.key)];
}
