import type { FieldValues } from 'react-hook-form';
import { useSaveMutation } from '../../../../ui/useSaveMutation.ts';
import type { CatalogueDef, CatalogueRow } from '../catalogueTypes.ts';
import { catalogueInvalidation } from './catalogueInvalidation.ts';

/** Creates (POST) or updates (PUT, or PATCH for sales channels) one record of a catalogue. */
export function useSaveCatalogueRow(def: CatalogueDef) {
  return useSaveMutation<FieldValues, CatalogueRow>({
    path: def.path,
    updateMethod: def.updateMethod,
    invalidate: catalogueInvalidation(def),
  });
}
