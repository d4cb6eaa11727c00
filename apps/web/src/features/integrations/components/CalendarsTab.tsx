import { Text } from '@mantine/core';

/** 'Календари' (issue 34, part 1): built in its own change. */
export function CalendarsTab() {
  return <Text c="dimmed">Раздел готовится</Text>;
}
