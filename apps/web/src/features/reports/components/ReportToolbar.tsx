import { Group } from '@mantine/core';
import type { ReactNode } from 'react';

/** The row above a report: its query on the left, its files on the right; wraps on a phone. */
export function ReportToolbar({ children, actions }: { children: ReactNode; actions: ReactNode }) {
  return (
    <Group justify="space-between" align="flex-end" gap="sm" wrap="wrap">
      <Group align="flex-end" gap="sm" wrap="wrap">
        {children}
      </Group>
      <Group gap="sm" wrap="wrap">
        {actions}
      </Group>
    </Group>
  );
}
