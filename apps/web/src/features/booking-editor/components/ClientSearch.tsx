import { Select } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { personName } from '@pms/domain';
import { IconSearch } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useClientSearch } from '../hooks/useClientSearch.ts';
import type { ClientRecord } from '../types/lookups.ts';

const describe = (c: ClientRecord) =>
  [personName(c, true), c.phone_number, c.document_number].filter(Boolean).join(' · ');

/** Finds a client already on record (ten at a time, as typed) and hands the chosen one over. */
export function ClientSearch({
  onPick,
  disabled,
}: {
  onPick: (client: ClientRecord) => void;
  disabled?: boolean;
}) {
  const { t } = useTranslation();
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search.trim(), 300);
  const found = useClientSearch(debounced);
  const clients = debounced ? (found.data ?? []) : [];
  return (
    <Select
      label={t('bookingEditor.clients.search')}
      placeholder={t('bookingEditor.clients.searchPlaceholder')}
      leftSection={<IconSearch size={16} />}
      searchable
      disabled={disabled}
      value={null}
      searchValue={search}
      onSearchChange={setSearch}
      // The server has already filtered by the typed text, on more fields than the label shows.
      filter={({ options }) => options}
      data={clients.map((c) => ({ value: String(c.id), label: describe(c) }))}
      nothingFoundMessage={debounced && !found.isFetching ? t('common.nothingFound') : undefined}
      comboboxProps={{ withinPortal: true }}
      onChange={(id) => {
        const client = clients.find((c) => String(c.id) === id);
        if (client) onPick(client);
        setSearch('');
      }}
      data-testid="client-search"
    />
  );
}
