import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AdminListPage } from '../../../../ui/AdminListPage.tsx';
import { CategoryFilter } from '../../../../ui/CategoryFilter.tsx';
import { useListParams } from '../../../../ui/useListParams.ts';
import { useCan } from '../../../auth/hooks/useCan.ts';
import type { CategoryFilteredPageDef } from '../types/CategoryFilteredPageDef.ts';

/**
 * An administration list of things that belong to a category (rooms; a leisure object's places and
 * tariffs), filterable by category beside the search; a new row starts in the filtered category. What
 * differs between the lists is their definition (`def`).
 */
export function CategoryFilteredPage<T extends { id: number }, C extends { id: number; name: string }>({
  def,
}: {
  def: CategoryFilteredPageDef<T, C>;
}) {
  const can = useCan();
  const { t } = useTranslation();
  const list = useListParams();
  const [categoryId, setCategoryId] = useState<number | null>(null);
  const categories = def.useCategories();
  const query = def.usePage({ ...list.params, category: categoryId ?? undefined });
  const remove = def.useRemove(query.data?.results ?? []);
  const columns = def.useColumns(categories.data ?? []);
  // Every row belongs to a category, so none can be added before the first category exists.
  const noCategories = categories.data?.length === 0;
  return (
    <AdminListPage
      writable={can('catalogues.edit')}
      section={def.section}
      list={list}
      query={query}
      remove={remove}
      columns={columns}
      itemName={def.itemName}
      renderForm={(item, onClose) =>
        def.renderForm({ item, categories: categories.data ?? [], defaultCategory: categoryId, onClose })
      }
      filters={
        <CategoryFilter
          label={t(def.texts.filter)}
          placeholder={t(def.texts.all)}
          categories={categories.data ?? []}
          value={categoryId}
          onChange={(value) => {
            setCategoryId(value);
            list.setPage(1);
          }}
        />
      }
      filtered={categoryId !== null}
      blockedHint={noCategories ? t(def.texts.noCategories) : undefined}
      formSize={def.formSize}
      tableMinWidth={def.tableMinWidth}
    />
  );
}
