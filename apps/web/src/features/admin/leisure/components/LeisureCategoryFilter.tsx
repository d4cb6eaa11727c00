import { Select } from '@mantine/core';
import type { LeisureCategoryView } from '@pms/domain';
import { IconCategory } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

interface LeisureCategoryFilterProps {
  categories: LeisureCategoryView[];
  /** null: every activity. */
  value: number | null;
  onChange: (categoryId: number | null) => void;
}

/** 'Все активности' or one activity, beside the search box of the places and tariffs lists. */
export function LeisureCategoryFilter({ categories, value, onChange }: LeisureCategoryFilterProps) {
  const { t } = useTranslation();
  return (
    <Select
      aria-label={t('leisureAdmin.filterActivity')}
      placeholder={t('leisureAdmin.filterAll')}
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
