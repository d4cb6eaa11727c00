import type { LeisureCategoryView } from '@pms/domain';
import { useTranslation } from 'react-i18next';
import { ActiveBadge } from '../../../../ui/ActiveBadge.tsx';
import { NameCell } from '../../../../ui/NameCell.tsx';
import type { TableColumn } from '../../../../ui/TableColumn.ts';
import { CategoryThumb } from '../../category-media/components/CategoryThumb.tsx';

/** Фото, Название (with the description under it), Тарифов, Мест, Активна. */
export function useLeisureCategoryColumns(): TableColumn<LeisureCategoryView>[] {
  const { t } = useTranslation();
  return [
    {
      header: t('media.photo'),
      // The main picture, or the first where none is marked.
      cell: (category) => (
        <CategoryThumb image={category.images.find((image) => image.is_main) ?? category.images[0]} />
      ),
    },
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
