import { useDebouncedValue } from '@mantine/hooks';
import { useState } from 'react';

/** Page number and search text of a server-side list; the search is debounced and resets the page. */
export function useListParams(pageSize = 50) {
  const [page, setPage] = useState(1);
  const [search, setSearchValue] = useState('');
  const [debouncedSearch] = useDebouncedValue(search.trim(), 300);

  const setSearch = (value: string) => {
    setSearchValue(value);
    setPage(1);
  };

  return {
    page,
    setPage,
    search,
    setSearch,
    pageSize,
    params: { 'page[number]': page, 'page[size]': pageSize, search: debouncedSearch || undefined },
  };
}
