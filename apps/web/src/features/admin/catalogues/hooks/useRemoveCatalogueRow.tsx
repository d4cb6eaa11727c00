import { useDeactivateInstead } from '../../../../ui/useDeactivateInstead.tsx';
import { useDeleteMutation } from '../../../../ui/useDeleteMutation.ts';
import type { CatalogueDef, CatalogueRow } from '../catalogueTypes.ts';
import { deactivationBody } from '../utils/catalogueFormValues.ts';
import { catalogueInvalidation } from './catalogueInvalidation.ts';
import { useSaveCatalogueRow } from './useSaveCatalogueRow.ts';

/** Deletes a record; one that bookings use is offered 'Сделать неактивной' instead. */
export function useRemoveCatalogueRow(def: CatalogueDef, rows: CatalogueRow[]) {
  const save = useSaveCatalogueRow(def);
  const onRefused = useDeactivateInstead(rows, (row) =>
    save.mutateAsync({ id: row.id, body: deactivationBody(def, row) }),
  );
  return useDeleteMutation(def.path, catalogueInvalidation(def), undefined, onRefused);
}
