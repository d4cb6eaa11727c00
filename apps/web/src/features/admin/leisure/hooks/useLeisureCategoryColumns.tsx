import type { LeisureCategoryView } from '@pms/domain';
import { useTranslation } from 'react-i18next';
import { ActiveBadge } from '../../../../ui/ActiveBadge.tsx';
import { NameCell } from '../../../../ui/NameCell.tsx';
import type { TableColumn } from '../../../../ui/TableColumn.ts';
import { LeisureCategoryThumb } from '../components/LeisureCategoryThumb.tsx';

/** Фото, Название (with the description under it), Тарифов, Мест, Активна. */
export function useLeisureCategoryColumns(): TableColumn<LeisureCategoryView>[] {
  const { t } = useTranslation();
  return [
    { header: t('media.photo'), cell: (category) => <LeisureCategoryThumb category={category} /> },
    {
      header: t('leisureCategories.columns.name'),
      cell: (category) => <NameCell name={category.name} description={category.description} />,
    },
    { header: t('leisureCategories.columns.tariffs'), cell: (category) => category.tariff_count },
    { header: t('leisureCategories.columns.rooms'), cell: (category) => category.room_count },
    {
      header: t('leisureCategories.columns.active'),
      cell: (category) => <ActiveBadge active={category.is_active} />,
    },
  ];
}
