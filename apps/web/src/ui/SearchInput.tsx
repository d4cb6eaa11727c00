import { CloseButton, TextInput } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

interface SearchInputProps {
  value: string;
  onChange: (value: string) => void;
  placeholder?: string;
}

/** The search box above a list; labelled 'Поиск' for screen readers and tests. */
export function SearchInput({ value, onChange, placeholder }: SearchInputProps) {
  const { t } = useTranslation();
  return (
    <TextInput
      type="search"
      aria-label={t('common.search')}
      placeholder={placeholder ?? t('common.searchPlaceholder')}
      leftSection={<IconSearch size={16} />}
      rightSection={
        value ? <CloseButton size="sm" aria-label={t('common.cancel')} onClick={() => onChange('')} /> : null
      }
      value={value}
      onChange={(event) => onChange(event.currentTarget.value)}
      w={{ base: '100%', sm: 320 }}
    />
  );
}
