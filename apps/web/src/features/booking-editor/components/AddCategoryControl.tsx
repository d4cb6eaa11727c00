import { ActionIcon, Anchor, Group, Select } from '@mantine/core';
import { IconPlus, IconX } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Category } from '../../../api/types.ts';

interface AddCategoryControlProps {
  /** Categories not in the group yet. */
  categories: readonly Category[];
  disabled?: boolean;
  onAdd: (categoryId: number) => void;
}

/** 'Добавить категорию': a link that turns into a category choice; the chosen one gets its own panel. */
export function AddCategoryControl({ categories, disabled = false, onAdd }: AddCategoryControlProps) {
  const { t } = useTranslation();
  const [picking, setPicking] = useState(false);
  if (!picking)
    return (
      <Anchor
        component="button"
        type="button"
        size="sm"
        disabled={disabled || categories.length === 0}
        onClick={() => setPicking(true)}
        style={{ alignSelf: 'flex-start' }}
      >
        <Group gap={4}>
          <IconPlus size={14} />
          {t('bookingEditor.group.addCategory')}
        </Group>
      </Anchor>
    );
  return (
    <Group gap="xs" align="flex-end">
      <Select
        label={t('bookingEditor.group.chooseCategory')}
        w={320}
        autoFocus
        defaultDropdownOpened
        searchable
        comboboxProps={{ withinPortal: true }}
        data={categories.map((c) => ({ value: String(c.id), label: c.name }))}
        onChange={(value) => {
          if (value === null) return;
          onAdd(Number(value));
          setPicking(false);
        }}
        onKeyDown={(event) => {
          if (event.key === 'Escape') setPicking(false);
        }}
      />
      <ActionIcon
        variant="subtle"
        color="gray"
        size="lg"
        aria-label={t('common.cancel')}
        onClick={() => setPicking(false)}
      >
        <IconX size={16} />
      </ActionIcon>
    </Group>
  );
}
