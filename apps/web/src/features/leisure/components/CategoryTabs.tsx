import { Tabs } from '@mantine/core';
import type { LeisureCategoryView } from '@pms/domain';
import { useTranslation } from 'react-i18next';

interface CategoryTabsProps {
  categories: readonly LeisureCategoryView[];
  value: number;
  onChange: (categoryId: number) => void;
}

/** One tab per activity; the list wraps onto more lines rather than hiding tabs on a narrow screen. */
export function CategoryTabs({ categories, value, onChange }: CategoryTabsProps) {
  const { t } = useTranslation();
  return (
    <Tabs
      value={String(value)}
      onChange={(next) => next && onChange(Number(next))}
      variant="pills"
      radius="md"
      activateTabWithKeyboard={false}
    >
      <Tabs.List aria-label={t('leisure.categories')} style={{ rowGap: 6 }}>
        {categories.map((c) => (
          <Tabs.Tab key={c.id} value={String(c.id)} data-testid={`leisure-category-${c.id}`}>
            {c.name}
          </Tabs.Tab>
        ))}
      </Tabs.List>
    </Tabs>
  );
}
