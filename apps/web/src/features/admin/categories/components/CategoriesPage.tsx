import { AdminListPage } from '../../../../ui/AdminListPage.tsx';
import { useListParams } from '../../../../ui/useListParams.ts';
import { useCan } from '../../../auth/hooks/useCan.ts';
import { useCategoriesPage } from '../hooks/useCategoriesPage.ts';
import { useCategoryColumns } from '../hooks/useCategoryColumns.tsx';
import { useDeleteCategory } from '../hooks/useDeleteCategory.ts';
import { CategoryForm } from './CategoryForm.tsx';

/** Administration of room categories (/admin/categories). */
export function CategoriesPage() {
  const can = useCan();
  const list = useListParams();
  const query = useCategoriesPage(list.params);
  const remove = useDeleteCategory();
  const columns = useCategoryColumns();
  return (
    <AdminListPage
      writable={can('catalogues.edit')}
      section="categories"
      list={list}
      query={query}
      remove={remove}
      columns={columns}
      itemName={(category) => category.name}
      renderForm={(category, onClose) => <CategoryForm category={category} onClose={onClose} />}
      // The rates table has a column per month.
      formSize="78rem"
      tableMinWidth={820}
    />
  );
}
