import { Select } from '@mantine/core';
import { IconCategory } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

interface CategoryFilterProps {
  /** Room categories, or a leisure object's activities. */
  categories: readonly { id: number; name: string }[];
  /** null: every one. */
  value: number | null;
  onChange: (categoryId: number | null) => void;
  /** The field's name for a screen reader, and what it shows when none is chosen ('Все категории'). */
  label: string;
  placeholder: string;
}

/** One category or all of them, beside a list's search box (rooms; places and tariffs of activities). */
export function CategoryFilter({ categories, value, onChange, label, placeholder }: CategoryFilterProps) {
  const { t } = useTranslation();
  return (
    <Select
      aria-label={label}
      placeholder={placeholder}
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
