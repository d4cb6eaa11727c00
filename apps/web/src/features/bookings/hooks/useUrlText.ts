import { useDebouncedValue } from '@mantine/hooks';
import { useEffect, useRef, useState } from 'react';

/**
 * A typed filter (the search, a group number) kept in the URL: the box answers each key at once, the
 * URL (and so the list call) follows 300 ms after typing stops, and a change of the URL itself (back,
 * a reset) shows in the box.
 */
export function useUrlText(urlValue: string, commit: (value: string) => void) {
  const [text, setText] = useState(urlValue);
  const [debounced] = useDebouncedValue(text, 300);
  const latest = useRef({ urlValue, commit });
  latest.current = { urlValue, commit };

  useEffect(() => {
    if (debounced.trim() !== latest.current.urlValue.trim()) latest.current.commit(debounced.trim());
  }, [debounced]);
  useEffect(() => {
    setText((current) => (current.trim() === urlValue.trim() ? current : urlValue));
  }, [urlValue]);
  return [text, setText] as const;
}
