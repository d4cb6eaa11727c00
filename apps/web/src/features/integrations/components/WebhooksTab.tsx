import { Text } from '@mantine/core';

/** 'Вебхуки' (issue 34, part 2): built in its own change. */
export function WebhooksTab() {
  return <Text c="dimmed">Раздел готовится</Text>;
}
