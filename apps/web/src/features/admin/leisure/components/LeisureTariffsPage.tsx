import type { LeisureCategoryView, LeisureTariffAdminView } from '@pms/domain';
import { CategoryFilteredPage } from '../../category-filtered-page/components/CategoryFilteredPage.tsx';
import type { CategoryFilteredPageDef } from '../../category-filtered-page/types/CategoryFilteredPageDef.ts';
import { byActivity } from '../hooks/byActivity.ts';
import { useDeleteLeisureTariff } from '../hooks/useDeleteLeisureTariff.ts';
import { useLeisureTariffColumns } from '../hooks/useLeisureTariffColumns.tsx';
import { useLeisureTariffsPage } from '../hooks/useLeisureTariffsPage.ts';
import { LeisureTariffForm } from './LeisureTariffForm.tsx';

const tariffs: CategoryFilteredPageDef<LeisureTariffAdminView, LeisureCategoryView> = {
  ...byActivity,
  section: 'leisureTariffs',
  usePage: useLeisureTariffsPage,
  useRemove: useDeleteLeisureTariff,
  useColumns: useLeisureTariffColumns,
  itemName: (tariff) => tariff.enum,
  renderForm: ({ item, ...form }) => <LeisureTariffForm tariff={item} {...form} />,
  formSize: '44rem',
  tableMinWidth: 960,
};

/** 'Тарифы' (/admin/leisure-tariffs): what each activity sells, by day, with its places and prices. */
export function LeisureTariffsPage() {
  return <CategoryFilteredPage def={tariffs} />;
}
