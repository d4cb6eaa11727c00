import { categoryTypes, oneOf } from '@pms/domain';
import { useTranslation } from 'react-i18next';
import type { Category } from '../../../../api/types.ts';
import { ActiveBadge } from '../../../../ui/ActiveBadge.tsx';
import { NameCell } from '../../../../ui/NameCell.tsx';
import type { TableColumn } from '../../../../ui/TableColumn.ts';
import { CategoryThumb } from '../../category-media/components/CategoryThumb.tsx';
import { BasePriceCell } from '../components/BasePriceCell.tsx';

/** Фото (the main photo's thumbnail), Название (with the description under it), Тип, Мест, Доп. мест, Номеров, Цена за сутки, Активна. */
export function useCategoryColumns(): TableColumn<Category>[] {
  const { t } = useTranslation();
  return [
    {
      header: t('media.photo'),
      cell: (category) => <CategoryThumb image={category.main_image} />,
    },
    {
      header: t('categories.columns.name'),
      cell: (category) => <NameCell name={category.name} description={category.description} />,
    },
    {
      header: t('categories.columns.type'),
      cell: (category) => {
        const type = oneOf(categoryTypes, category.category_type);
        return type ? t(`categories.typeShort.${type}`) : category.category_type;
      },
    },
    { header: t('categories.columns.places'), cell: (category) => category.place_number },
    { header: t('categories.columns.additional'), cell: (category) => category.additional_place },
    { header: t('categories.columns.rooms'), cell: (category) => category.rooms },
    {
      header: t('categories.columns.basePrice'),
      cell: (category) => <BasePriceCell rates={category.rates} />,
    },
    {
      header: t('categories.columns.active'),
      cell: (category) => <ActiveBadge active={category.is_active} />,
    },
  ];
}
