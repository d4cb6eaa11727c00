import { queryKeys } from '../../../../api/queryKeys.ts';
import { usePageQuery } from '../../../../api/usePageQuery.ts';
import { AdminListPage } from '../../../../ui/AdminListPage.tsx';
import { useListParams } from '../../../../ui/useListParams.ts';
import { useCan } from '../../../auth/hooks/useCan.ts';
import type { CatalogueDef, CatalogueRow } from '../catalogueTypes.ts';
import { useCatalogueColumns } from '../hooks/useCatalogueColumns.tsx';
import { useRemoveCatalogueRow } from '../hooks/useRemoveCatalogueRow.tsx';
import { CatalogueForm } from './CatalogueForm.tsx';

/** The administration screen of one sales catalogue, everything about it read from its manifest entry. */
export function CataloguePage({ def }: { def: CatalogueDef }) {
  const can = useCan();
  const list = useListParams();
  const query = usePageQuery<CatalogueRow>(queryKeys.catalogue(def.key), def.path, list.params);
  const remove = useRemoveCatalogueRow(def, query.data?.results ?? []);
  const columns = useCatalogueColumns(def);
  return (
    <AdminListPage
      writable={can('catalogues.edit')}
      section={def.key}
      list={list}
      query={query}
      remove={remove}
      columns={columns}
      itemName={(row) => String(row[def.nameField ?? 'name'] ?? '')}
      renderForm={(row, onClose) => <CatalogueForm def={def} row={row} onClose={onClose} />}
      filters={def.PageActions ? <def.PageActions /> : undefined}
      formSize={def.formSize}
      tableMinWidth={def.tableMinWidth}
    />
  );
}
