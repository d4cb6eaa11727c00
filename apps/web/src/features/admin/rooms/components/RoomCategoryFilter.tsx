import { Select } from '@mantine/core';
import { IconCategory } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { Category } from '../../../../api/types.ts';

interface RoomCategoryFilterProps {
  categories: Category[];
  /** null: rooms of every category. */
  value: number | null;
  onChange: (categoryId: number | null) => void;
}

/** 'Все категории' or one category, beside the rooms' search box. */
export function RoomCategoryFilter({ categories, value, onChange }: RoomCategoryFilterProps) {
  const { t } = useTranslation();
  return (
    <Select
      aria-label={t('rooms.filterCategory')}
      placeholder={t('rooms.filterAll')}
      leftSection={<IconCategory size={16} />}
      data={categories.map((item) => ({ value: String(item.id), label: item.name }))}
      value={value === null ? null : String(value)}
      onChange={(selected) => onChange(selected === null ? null : Number(selected))}
      clearable
      searchable
      nothingFoundMessage={t('common.nothingFound')}
      w={{ base: '100%', sm: 260 }}
    />
  );
}
