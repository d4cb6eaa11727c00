import { Paper, SimpleGrid, Text } from '@mantine/core';
import type { ReactNode } from 'react';

interface StatGridProps {
  stats: { key: string; label: string; value: ReactNode }[];
}

/** The period's headline figures in small cards: two a row on a phone, all in one row on a desktop. */
export function StatGrid({ stats }: StatGridProps) {
  return (
    <SimpleGrid cols={{ base: 2, sm: Math.min(stats.length, 3), lg: stats.length }} spacing="sm">
      {stats.map((stat) => (
        <Paper key={stat.key} withBorder radius="md" px="md" py="sm" miw={0} data-testid={`stat-${stat.key}`}>
          <Text size="xs" c="dimmed">
            {stat.label}
          </Text>
          <Text fw={700} size="lg" style={{ whiteSpace: 'nowrap' }}>
            {stat.value}
          </Text>
        </Paper>
      ))}
    </SimpleGrid>
  );
}
