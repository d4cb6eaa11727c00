import { AdminListPage } from '../../../../ui/AdminListPage.tsx';
import { useListParams } from '../../../../ui/useListParams.ts';
import { useCan } from '../../../auth/hooks/useCan.ts';
import { useDeleteLeisureCategory } from '../hooks/useDeleteLeisureCategory.ts';
import { useLeisureCategoriesPage } from '../hooks/useLeisureCategoriesPage.ts';
import { useLeisureCategoryColumns } from '../hooks/useLeisureCategoryColumns.tsx';
import { LeisureCategoryForm } from './LeisureCategoryForm.tsx';

/** 'Активности' (/admin/leisure): the leisure company's activities, what its calendar sells by day. */
export function LeisureCategoriesPage() {
  const can = useCan();
  const list = useListParams();
  const query = useLeisureCategoriesPage(list.params);
  const remove = useDeleteLeisureCategory(query.data?.results ?? []);
  const columns = useLeisureCategoryColumns();
  return (
    <AdminListPage
      writable={can('catalogues.edit')}
      section="leisureCategories"
      list={list}
      query={query}
      remove={remove}
      columns={columns}
      itemName={(category) => category.name}
      renderForm={(category, onClose) => <LeisureCategoryForm category={category} onClose={onClose} />}
    />
  );
}
