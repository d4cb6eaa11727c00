import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AdminListPage } from '../../../../ui/AdminListPage.tsx';
import { CategoryFilter } from '../../../../ui/CategoryFilter.tsx';
import { useListParams } from '../../../../ui/useListParams.ts';
import { useCan } from '../../../auth/hooks/useCan.ts';
import { useAllLeisureCategories } from '../hooks/useAllLeisureCategories.ts';
import { useDeleteLeisureTariff } from '../hooks/useDeleteLeisureTariff.ts';
import { useLeisureTariffColumns } from '../hooks/useLeisureTariffColumns.tsx';
import { useLeisureTariffsPage } from '../hooks/useLeisureTariffsPage.ts';
import { LeisureTariffForm } from './LeisureTariffForm.tsx';

/** 'Тарифы' (/admin/leisure-tariffs): what each activity sells, by day, with its places and prices. */
export function LeisureTariffsPage() {
  const can = useCan();
  const { t } = useTranslation();
  const list = useListParams();
  const [categoryId, setCategoryId] = useState<number | null>(null);
  const categories = useAllLeisureCategories();
  const query = useLeisureTariffsPage({ ...list.params, category: categoryId ?? undefined });
  const remove = useDeleteLeisureTariff(query.data?.results ?? []);
  const columns = useLeisureTariffColumns(categories.data ?? []);
  // Every tariff belongs to an activity, so none can be added before the first activity exists.
  const noCategories = categories.data?.length === 0;
  return (
    <AdminListPage
      writable={can('catalogues.edit')}
      section="leisureTariffs"
      list={list}
      query={query}
      remove={remove}
      columns={columns}
      itemName={(tariff) => tariff.enum}
      renderForm={(tariff, onClose) => (
        <LeisureTariffForm
          tariff={tariff}
          categories={categories.data ?? []}
          defaultCategory={categoryId}
          onClose={onClose}
        />
      )}
      filters={
        <CategoryFilter
          label={t('leisureAdmin.filterActivity')}
          placeholder={t('leisureAdmin.filterAll')}
          categories={categories.data ?? []}
          value={categoryId}
          onChange={(value) => {
            setCategoryId(value);
            list.setPage(1);
          }}
        />
      }
      filtered={categoryId !== null}
      blockedHint={noCategories ? t('leisureAdmin.noActivitiesHint') : undefined}
      formSize="44rem"
      tableMinWidth={960}
    />
  );
}
